/**
 * Docusaurus's magic comments in a code block: `// highlight-next-line` highlights the line after
 * it, `// highlight-start` … `// highlight-end` the lines between; the comment lines themselves are
 * removed from the code shown, copied and published in the page's `.md` copy. Which comment
 * syntaxes count depends on the fence's language, as in Docusaurus (theme-common's
 * codeBlockUtils): `#` in Python or Bash, `<!-- -->` in HTML, `--` in SQL or Lua, and so on.
 */

/** The start and end of one comment syntax, as regular expression sources. */
const styles = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type Style = keyof typeof styles;

/** The comment syntaxes of a fence language (lower-cased); the popular ones for any other. */
const stylesByLanguage: Record<string, readonly Style[]> = {};
for (const [langs, list] of [
  [
    ['js', 'javascript', 'ts', 'typescript'],
    ['js', 'jsBlock'],
  ],
  [
    ['jsx', 'tsx'],
    ['js', 'jsBlock', 'jsx'],
  ],
  [['html'], ['js', 'jsBlock', 'html']],
  [['python', 'py', 'bash'], ['bash']],
  [
    ['markdown', 'md'],
    ['html', 'jsx', 'bash'],
  ],
  [['tex', 'latex', 'matlab'], ['tex']],
  [['lua', 'haskell'], ['lua']],
  [['sql'], ['lua', 'jsBlock']],
  [['wasm'], ['wasm']],
  [
    ['vb', 'vba', 'visual-basic'],
    ['vb', 'rem'],
  ],
  [['vbnet'], ['vbnet', 'rem']],
  [['batch'], ['rem']],
  [['basic'], ['rem', 'f90']],
  [['fsharp'], ['js', 'ml']],
  [['ocaml', 'sml'], ['ml']],
  [['fortran'], ['f90']],
  [['cobol'], ['cobol']],
] as const)
  for (const lang of langs) stylesByLanguage[lang] = list;
const popular: readonly Style[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];

const patterns = new Map<string, RegExp>();

/** A whole line that is one magic comment, in one of the language's syntaxes; group 1 names it. */
function patternOf(lang: string): RegExp {
  const list = stylesByLanguage[lang] ?? popular;
  const key = list.join();
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = list.map((style) => {
      const [start, end] = styles[style];
      return `${start}\\s*(${DIRECTIVES.join('|')})\\s*${end}`;
    });
    // A capture group per syntax: the directive is the one that matched.
    pattern = new RegExp(`^\\s*(?:${alternatives.map((a) => `(?:${a})`).join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** A magic comment the block could not honour (the build warns about it). */
export interface MagicCommentProblem {
  /** 0-based line of the comment in the code as written. */
  line: number;
  directive: Directive;
  kind: 'unclosed' | 'unopened' | 'nothing-next';
}

export interface MagicCommentResult {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based lines of `code` to highlight. */
  lines: number[];
  /** 0-based lines of the code as written that were removed. */
  removed: number[];
  problems: MagicCommentProblem[];
}

/**
 * Reads the magic comments of a block (`lang` as written in the fence; none, no comments are read,
 * as in Docusaurus) and returns the code without them and the lines they highlight.
 */
export function parseMagicComments(code: string, lang: string | undefined): MagicCommentResult {
  const result: MagicCommentResult = { code, lines: [], removed: [], problems: [] };
  if (!lang || !code.includes('highlight-')) return result;
  const pattern = patternOf(lang.toLowerCase());
  const kept: string[] = [];
  const lines = new Set<number>();
  let next: { line: number } | undefined;
  let open: { line: number; from: number } | undefined;
  code.split('\n').forEach((text, at) => {
    const match = pattern.exec(text);
    const directive = match?.slice(1).find((group) => group !== undefined) as Directive | undefined;
    if (!directive) {
      kept.push(text);
      if (next) lines.add(kept.length);
      next = undefined;
      return;
    }
    result.removed.push(at);
    if (directive === 'highlight-next-line') next = { line: at };
    else if (directive === 'highlight-start') {
      if (open) result.problems.push({ line: open.line, directive, kind: 'unclosed' });
      open = { line: at, from: kept.length + 1 };
    } else if (!open) result.problems.push({ line: at, directive, kind: 'unopened' });
    else {
      for (let n = open.from; n <= kept.length; n++) lines.add(n);
      open = undefined;
    }
  });
  if (next)
    result.problems.push({
      line: next.line,
      directive: 'highlight-next-line',
      kind: 'nothing-next',
    });
  if (open)
    result.problems.push({ line: open.line, directive: 'highlight-start', kind: 'unclosed' });
  result.code = kept.join('\n');
  result.lines = [...lines].sort((a, b) => a - b);
  return result;
}
