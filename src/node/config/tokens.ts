/**
 * A small tokenizer for the config file's JavaScript or TypeScript: enough to find the object
 * literal a config exports and the keys in it (locate.ts). Comments and whitespace are skipped;
 * strings, templates and regular expressions are single tokens, so a brace inside one is not
 * taken for code. docgen does not ship the TypeScript compiler, so it reads the file this way.
 */
export interface Token {
  kind: 'name' | 'string' | 'number' | 'punct' | 'template' | 'regex';
  /** The token's text; a string's value (its escapes read) for `string`. */
  text: string;
  /** Offset of the token's first character in the source. */
  start: number;
}

const NAME_START = /[A-Za-z_$\u00a0-\uffff]/;
const NAME_PART = /[\w$\u00a0-\uffff]/;
/** Words after which a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'void']);
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const after = skipSpace(source, at);
    if (after !== at) at = after;
    else {
      const { token, end } = scan(source, at, tokens.at(-1));
      tokens.push(token);
      at = end;
    }
  }
  return tokens;
}

/** Past the whitespace or comment at `at` (`at` itself when there is none). */
function skipSpace(source: string, at: number): number {
  if (/\s/.test(source[at]!)) return at + 1;
  if (source.startsWith('//', at)) return lineEnd(source, at);
  if (source.startsWith('/*', at)) return blockEnd(source, at);
  return at;
}

/** The token at `at`, and where the next one may start. */
function scan(source: string, at: number, previous: Token | undefined): Scanned {
  const char = source[at]!;
  if (char === '"' || char === "'") return stringToken(source, at);
  if (char === '`')
    return { token: { kind: 'template', text: '`', start: at }, end: template(source, at) };
  if (char === '/' && regexAllowed(previous)) return regex(source, at);
  if (NAME_START.test(char)) return word(source, at, NAME_PART, 'name');
  if (/\d/.test(char) || (char === '.' && /\d/.test(source[at + 1] ?? '')))
    return word(source, at, /[\w.]/, 'number');
  const text = source.startsWith('...', at) ? '...' : char;
  return { token: { kind: 'punct', text, start: at }, end: at + text.length };
}

interface Scanned {
  token: Token;
  end: number;
}

function lineEnd(source: string, at: number): number {
  const end = source.indexOf('\n', at);
  return end === -1 ? source.length : end;
}

function blockEnd(source: string, at: number): number {
  const end = source.indexOf('*/', at + 2);
  return end === -1 ? source.length : end + 2;
}

function word(source: string, at: number, part: RegExp, kind: 'name' | 'number'): Scanned {
  let end = at + 1;
  while (end < source.length && part.test(source[end]!)) end += 1;
  return { token: { kind, text: source.slice(at, end), start: at }, end };
}

function stringToken(source: string, at: number): Scanned {
  const quote = source[at];
  let text = '';
  let end = at + 1;
  while (end < source.length && source[end] !== quote && source[end] !== '\n') {
    if (source[end] === '\\') {
      const escaped = source[end + 1] ?? '';
      text += ESCAPES[escaped] ?? escaped;
      end += 2;
    } else text += source[end++];
  }
  return { token: { kind: 'string', text, start: at }, end: end + 1 };
}

/** The end of a template literal, its `${…}` parts skipped as code. */
function template(source: string, at: number): number {
  let end = at + 1;
  while (end < source.length && source[end] !== '`') {
    if (source[end] === '\\') end += 2;
    else if (source.startsWith('${', end)) end = codeEnd(source, end + 2);
    else end += 1;
  }
  return end + 1;
}

/** The end of the code of a `${…}` (after its closing brace), nested strings and braces skipped. */
function codeEnd(source: string, at: number): number {
  let depth = 1;
  let end = at;
  while (end < source.length && depth > 0) {
    const char = source[end]!;
    if (char === '"' || char === "'") end = stringToken(source, end).end;
    else if (char === '`') end = template(source, end);
    else {
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      end += 1;
    }
  }
  return end;
}

function regexAllowed(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.kind === 'name') return BEFORE_REGEX.has(previous.text);
  if (previous.kind === 'punct') return !')]}'.includes(previous.text);
  return false;
}

function regex(source: string, at: number): Scanned {
  let end = at + 1;
  let inClass = false;
  while (end < source.length && source[end] !== '\n') {
    const char = source[end]!;
    if (char === '\\') end += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
    end += 1;
  }
  end += 1;
  while (end < source.length && /[a-z]/.test(source[end]!)) end += 1;
  return { token: { kind: 'regex', text: source.slice(at, end), start: at }, end };
}
