import type { TokenKind } from './token-kinds.js';

/**
 * The API samples' highlighter: a small lexer (comments, strings, numbers, keywords, JSON keys)
 * that returns where each token is, not HTML. The browser paints the tokens of the samples near the
 * viewport with the CSS Custom Highlight API, so the page carries no element per token (there were
 * ~7,000 on /api/) and a reader without JavaScript gets the same text, uncoloured. Pure, for both
 * sides.
 */
/** Each language's keywords, space-separated (a list of strings weighs more in the script). */
const KEYWORDS: Record<string, string> = {
  curl: 'curl',
  javascript: 'const let var await async try catch new require return function import from',
  python: 'import from def print return True False None with as',
  php: 'echo if else new return true false null',
  java: 'new import public class static void String return var throws',
  csharp: 'using var new await async return string',
  go: 'package import func defer return var nil',
  json: 'true false null',
};
KEYWORDS.node = KEYWORDS.javascript!;

/** Where a line comment starts, by language: `#` in Python, `//` in the others that have one. */
const lineComment = (lang: string): string | undefined =>
  lang === 'python'
    ? '#'
    : ' javascript node java csharp go php '.includes(` ${lang} `)
      ? '//'
      : undefined;

/** A string in double, single or back quotes, escapes included. */
const STRING = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + '`(?:[^`\\\\]|\\\\.)*`';
const COMMENT = String.raw`\/\/[^\n]*|#[^\n]*`;
const NUMBER = String.raw`-?\b\d+(?:\.\d+)?\b`;
const NAME = String.raw`[A-Za-z_$][\w$]*`;
/** Groups: 1 a string (2 the colon that makes it a JSON key), 3 a comment, 4 a number, 5 a name. */
const TOKEN = new RegExp(String.raw`(${STRING})(\s*:)?|(${COMMENT})|(${NUMBER})|(${NAME})`, 'g');

/**
 * Token kinds, one colour each: string, JSON key (a string before `:`), keyword, number, comment.
 */

export interface Token {
  kind: TokenKind;
  /** Offsets in the code, end exclusive. */
  start: number;
  end: number;
}

/** The tokens of `code` in `lang` (a sample language key or `json`), in order. */
export function tokens(code: string, lang: string): Token[] {
  const keywords = new Set(KEYWORDS[lang]?.split(' '));
  const comment = lineComment(lang);
  const found: Token[] = [];
  for (const m of code.matchAll(TOKEN)) {
    const [text, str, colon, com, num, word] = m;
    const start = m.index;
    if (
      com !== undefined &&
      (!comment || !com.startsWith(comment) || (start > 0 && !/\s/.test(code[start - 1]!)))
    )
      continue;
    if (str !== undefined)
      found.push({ kind: colon !== undefined ? 'a' : 's', start, end: start + str.length });
    else if (com !== undefined) found.push({ kind: 'c', start, end: start + text.length });
    else if (num !== undefined) found.push({ kind: 'n', start, end: start + text.length });
    else if (word !== undefined && keywords.has(word))
      found.push({ kind: 'k', start, end: start + text.length });
  }
  return found;
}
