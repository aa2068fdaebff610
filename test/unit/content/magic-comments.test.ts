import { describe, expect, test } from 'vitest';
import { parseMagicComments } from '../../../src/node/content/magic-comments.js';
import { parseCodeMeta } from '../../../src/node/content/plugins/code-blocks.js';

/** A block whose line 2 is marked by `next` (a highlight-next-line) in one comment style. */
const nextLine = (comment: string) => `a\n${comment}\nb\nc`;

describe('magic comments, each comment style where Docusaurus reads it', () => {
  test.each([
    ['js', '// highlight-next-line'],
    ['javascript', '  //highlight-next-line  '],
    ['ts', '/* highlight-next-line */'],
    ['tsx', '{/* highlight-next-line */}'],
    ['jsx', '{ /*highlight-next-line*/ }'],
    ['html', '<!-- highlight-next-line -->'],
    ['html', '// highlight-next-line'],
    ['python', '# highlight-next-line'],
    ['py', '    # highlight-next-line'],
    ['bash', '# highlight-next-line'],
    ['md', '<!-- highlight-next-line -->'],
    ['markdown', '# highlight-next-line'],
    ['tex', '% highlight-next-line'],
    ['matlab', '% highlight-next-line'],
    ['lua', '-- highlight-next-line'],
    ['haskell', '-- highlight-next-line'],
    ['sql', '-- highlight-next-line'],
    ['sql', '/* highlight-next-line */'],
    ['wasm', ';; highlight-next-line'],
    ['vb', "' highlight-next-line"],
    ['vb', 'REM highlight-next-line'],
    ['vbnet', "_ ' highlight-next-line"],
    ['batch', 'rem highlight-next-line'],
    ['basic', '! highlight-next-line'],
    ['fsharp', '(* highlight-next-line *)'],
    ['ocaml', '(* highlight-next-line *)'],
    ['fortran', '! highlight-next-line'],
    ['cobol', '*> highlight-next-line'],
    // Any other language: the popular styles (//, /* */, {/* */}, #, <!-- -->).
    ['yaml', '# highlight-next-line'],
    ['json', '// highlight-next-line'],
    ['http', '<!-- highlight-next-line -->'],
    ['go', '/* highlight-next-line */'],
    ['JS', '// highlight-next-line'],
  ])('%s: %s', (lang, comment) => {
    expect(parseMagicComments(nextLine(comment), lang)).toEqual({
      code: 'a\nb\nc',
      lines: [2],
      removed: [1],
      problems: [],
    });
  });

  test.each([
    ['python', '// highlight-next-line'],
    ['bash', '<!-- highlight-next-line -->'],
    ['js', '# highlight-next-line'],
    ['js', '<!-- highlight-next-line -->'],
    ['lua', '// highlight-next-line'],
    ['sql', '# highlight-next-line'],
    ['yaml', '-- highlight-next-line'],
    ['cobol', '// highlight-next-line'],
  ])('%s does not read %s (not its comment style): the line stays', (lang, comment) => {
    const code = nextLine(comment);
    expect(parseMagicComments(code, lang)).toEqual({ code, lines: [], removed: [], problems: [] });
  });

  test.each([
    ['text after the comment', 'x = 1 // highlight-next-line'],
    ['an unknown directive', '// highlight-line'],
    ['a comment not closed', '/* highlight-next-line'],
    ['the comment mismatched', '<!-- highlight-next-line */'],
  ])('a line with %s is code', (_, line) => {
    const code = nextLine(line);
    expect(parseMagicComments(code, 'html').code).toBe(code);
  });

  test('a fence without a language reads no comment (as in Docusaurus)', () => {
    const code = nextLine('// highlight-next-line');
    expect(parseMagicComments(code, undefined)).toEqual({
      code,
      lines: [],
      removed: [],
      problems: [],
    });
  });
});

describe('magic comments: ranges and their problems', () => {
  test('highlight-start … highlight-end marks the lines between, numbered as shown', () => {
    const code = [
      'const a = 1;',
      '// highlight-start',
      'const b = 2;',
      'const c = 3;',
      '// highlight-end',
      'const d = 4;',
      '// highlight-next-line',
      'const e = 5;',
    ].join('\n');
    expect(parseMagicComments(code, 'js')).toEqual({
      code: 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;',
      lines: [2, 3, 5],
      removed: [1, 4, 6],
      problems: [],
    });
  });

  test('highlight-next-line before another comment marks the next line of code', () => {
    const code = '# highlight-next-line\n# highlight-start\nx\ny\n# highlight-end';
    expect(parseMagicComments(code, 'py')).toMatchObject({ code: 'x\ny', lines: [1, 2] });
  });

  test('an empty range marks nothing; blank lines inside one are marked', () => {
    expect(parseMagicComments('// highlight-start\n// highlight-end\nx', 'js')).toMatchObject({
      code: 'x',
      lines: [],
      problems: [],
    });
    expect(parseMagicComments('// highlight-start\na\n\nb\n// highlight-end', 'js').lines).toEqual([
      1, 2, 3,
    ]);
  });

  test.each([
    [
      'a start never ended',
      'a\n// highlight-start\nb',
      [{ line: 1, directive: 'highlight-start', kind: 'unclosed' }],
    ],
    [
      'an end never started',
      'a\n// highlight-end\nb',
      [{ line: 1, directive: 'highlight-end', kind: 'unopened' }],
    ],
    [
      'a next-line on the last line',
      'a\n// highlight-next-line',
      [{ line: 1, directive: 'highlight-next-line', kind: 'nothing-next' }],
    ],
    [
      'a start inside a start',
      '// highlight-start\na\n// highlight-start\nb\n// highlight-end',
      [{ line: 0, directive: 'highlight-start', kind: 'unclosed' }],
    ],
  ])('%s: the comment is removed, nothing marked for it, a problem at its line', (_, code, p) => {
    const parsed = parseMagicComments(code, 'js');
    expect(parsed.code).not.toContain('highlight-');
    expect(parsed.problems).toEqual(p);
  });
});

describe('fence meta', () => {
  test.each([
    ['', undefined, undefined],
    ['showLineNumbers', 1, undefined],
    ['title="a" showLineNumbers {2}', 1, undefined],
    ['showLineNumbers=12', 12, undefined],
    ['{1} showLineNumbers=0', 0, undefined],
    ['showLineNumbers=abc', 1, 'abc'],
    ['showLineNumbers=', 1, ''],
    ['showLineNumbersX', undefined, undefined],
    ['title="showLineNumbers"', undefined, undefined],
  ])('%j: numbered from %s', (meta, from, bad) => {
    const parsed = parseCodeMeta(meta);
    expect(parsed.lineNumbersFrom).toBe(from);
    expect(parsed.badLineNumbers).toBe(bad);
  });
});
