import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../src/node/content/front-matter.js';

describe('splitFrontMatter', () => {
  it('parses known keys and blanks the block so body positions match the file', () => {
    const { frontMatter, body, diagnostics } = splitFrontMatter(
      '---\ntitle: Olá\nsidebar_position: 2\n---\n# Título\n',
      'a.md',
    );
    expect(diagnostics).toEqual([]);
    expect(frontMatter).toEqual({ title: 'Olá', sidebar_position: 2 });
    expect(body.split('\n')[4]).toBe('# Título');
  });

  it('returns the text untouched without front matter', () => {
    expect(splitFrontMatter('# A\n', 'a.md')).toEqual({
      frontMatter: {},
      body: '# A\n',
      diagnostics: [],
    });
  });

  it('reports unknown keys and wrong types at their line and column', () => {
    const { diagnostics } = splitFrontMatter(
      '---\ntitle: A\ntitel: B\nsidebar_position: "um"\n---\n',
      'a.md',
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2003',
        message: 'Unknown front matter key "titel"',
        line: 3,
        column: 1,
      }),
      expect.objectContaining({
        code: 'DG2003',
        message: 'Front matter "sidebar_position" must be a number, got string',
        line: 4,
        column: 19,
        hint: 'Write it as a number without quotes, e.g. `sidebar_position: 2`.',
      }),
    ]);
  });

  it('reports YAML syntax errors and a non-mapping front matter', () => {
    expect(splitFrontMatter('---\ntitle: [a\n---\n', 'a.md').diagnostics[0]).toMatchObject({
      code: 'DG2002',
      file: 'a.md',
    });
    expect(splitFrontMatter('---\n- a\n- b\n---\n', 'a.md').diagnostics[0]).toMatchObject({
      code: 'DG2003',
      message: 'Front matter must be a mapping of keys to values',
      line: 2,
    });
  });
});
