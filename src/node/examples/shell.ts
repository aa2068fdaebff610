/** A word of a shell command line, with the 0-based line where it starts. */
export interface Word {
  text: string;
  line: number;
}

/** Words grouped by command: a new command starts after a newline, `;`, `&&`, `||` or `|`. */
export type Command = Word[];

const OPERATORS = new Set([';', '&', '|', '>', '<']);

/**
 * Splits a POSIX-ish shell snippet into commands of words: quotes, escapes and backslash-newline
 * continuations are resolved; `$VAR` stays literal (examples show `$TOKEN`, never expand it).
 */
export function splitCommands(text: string): Command[] {
  const commands: Command[] = [];
  let words: Word[] = [];
  let current: string | undefined;
  let line = 0;
  let wordLine = 0;
  const endWord = () => {
    if (current !== undefined) words.push({ text: current, line: wordLine });
    current = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const append = (s: string) => {
    if (current === undefined) wordLine = line;
    current = (current ?? '') + s;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '\\' && text[i + 1] === '\n') {
      i++;
      line++;
      endWord();
    } else if (ch === '\\') {
      append(text[++i] ?? '');
    } else if (ch === "'") {
      const close = text.indexOf("'", i + 1);
      const end = close < 0 ? text.length : close;
      append(text.slice(i + 1, end));
      line += countNewlines(text.slice(i + 1, end));
      i = end;
    } else if (ch === '"') {
      i = readDoubleQuoted(
        text,
        i + 1,
        (s) => append(s),
        () => line++,
      );
    } else if (ch === '#' && current === undefined) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (ch === '\n') {
      endCommand();
      line++;
    } else if (ch === ' ' || ch === '\t' || ch === '\r') {
      endWord();
    } else if (OPERATORS.has(ch)) {
      endCommand();
      if (ch === '>' || ch === '<') skipRedirectTarget();
    } else {
      append(ch);
    }
  }
  endCommand();
  return commands;

  function skipRedirectTarget(): void {
    // `> out.pdf` — the file name is not a word of the next command.
    current = undefined;
  }
}

function countNewlines(s: string): number {
  return s.split('\n').length - 1;
}

/** Reads a double-quoted string from `start`, returns the index of the closing quote. */
function readDoubleQuoted(
  text: string,
  start: number,
  append: (s: string) => void,
  newline: () => void,
): number {
  let i = start;
  let buffer = '';
  for (; i < text.length && text[i] !== '"'; i++) {
    const ch = text[i] ?? '';
    if (ch === '\\' && '"\\$`'.includes(text[i + 1] ?? '')) buffer += text[++i];
    else if (ch === '\\' && text[i + 1] === '\n') {
      i++;
      newline();
    } else {
      if (ch === '\n') newline();
      buffer += ch;
    }
  }
  append(buffer);
  return i;
}
