
/**
 * Build-time highlighting of the right panel's samples: a small lexer (comments, strings, numbers,
 * keywords, JSON keys) emitting `<span class="tk-…">`. The panel is dark in both themes, so it needs
 * one palette, and thousands of snippets must cost microseconds each, not shiki's milliseconds.
 */
const KEYWORDS: Record<string, string[]> = {
  curl: ['curl'],
  javascript: ['const', 'let', 'var', 'await', 'async', 'try', 'catch', 'new', 'require', 'return', 'function', 'import', 'from'],
  python: ['import', 'from', 'def', 'print', 'return', 'True', 'False', 'None', 'with', 'as'],
  php: ['echo', 'if', 'else', 'new', 'return', 'true', 'false', 'null'],
  java: ['new', 'import', 'public', 'class', 'static', 'void', 'String', 'return', 'var', 'throws'],
  csharp: ['using', 'var', 'new', 'await', 'async', 'return', 'string'],
  go: ['package', 'import', 'func', 'defer', 'return', 'var', 'nil'],
  json: ['true', 'false', 'null'],
};
KEYWORDS.node = KEYWORDS.javascript!;

const LINE_COMMENT: Record<string, string> = { javascript: '//', node: '//', java: '//', csharp: '//', go: '//', php: '//', python: '#' };

const TOKEN = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)(\s*:)?|(\/\/[^\n]*|#[^\n]*)|(-?\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

/** Text content needs only these three escaped (no attribute values are written from code). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const span = (cls: string, text: string) => `<span class="tk-${cls}">${escapeHtml(text)}</span>`;

/** HTML of `code` in `lang` (a sample language key or `json`), every character escaped. */
export function tokenize(code: string, lang: string): string {
  const keywords = new Set(KEYWORDS[lang] ?? []);
  const comment = LINE_COMMENT[lang];
  let out = '';
  let last = 0;
  for (const m of code.matchAll(TOKEN)) {
    const [text, str, colon, com, num, word] = m;
    const at = m.index;
    if (com !== undefined && (!comment || !com.startsWith(comment) || (at > 0 && !/\s/.test(code[at - 1]!)))) continue;
    out += escapeHtml(code.slice(last, at));
    if (str !== undefined) out += colon !== undefined ? span('a', str) + escapeHtml(colon) : span('s', str);
    else if (com !== undefined) out += span('c', com);
    else if (num !== undefined) out += span('n', num);
    else if (word !== undefined && keywords.has(word)) out += span('k', word);
    else out += escapeHtml(text);
    last = at + text.length;
  }
  return out + escapeHtml(code.slice(last));
}
