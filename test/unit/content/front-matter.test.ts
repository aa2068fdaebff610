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
      positions: {},
      body: '# A\n',
      diagnostics: [],
    });
  });

  it('warns of unknown keys and reports wrong types at their line and column', () => {
    const { diagnostics } = splitFrontMatter(
      '---\ntitle: A\ntitel: B\nsidebar_position: "um"\n---\n',
      'a.md',
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2011',
        severity: 'warning',
        message: 'Unknown front matter key "titel" is ignored',
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

  it("reads Docusaurus's keys with their types", () => {
    const { frontMatter, diagnostics, positions } = splitFrontMatter(
      [
        '---',
        'keywords: [assinatura, "pt-BR"]',
        'image: /img/social.png',
        'hide_title: true',
        'toc_min_heading_level: 2',
        'toc_max_heading_level: 4',
        'pagination_next: guias/webhooks',
        'pagination_prev: null',
        'custom_edit_url: null',
        'draft: false',
        'unlisted: true',
        'parse_number_prefixes: false',
        'tags:',
        '  - Assinatura',
        '  - { label: Webhooks, permalink: /eventos, description: Avisos do servidor }',
        '---',
        '',
      ].join('\n'),
      'a.md',
    );
    expect(diagnostics).toEqual([]);
    expect(frontMatter).toEqual({
      keywords: ['assinatura', 'pt-BR'],
      image: '/img/social.png',
      hide_title: true,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      pagination_next: 'guias/webhooks',
      pagination_prev: null,
      custom_edit_url: null,
      draft: false,
      unlisted: true,
      parse_number_prefixes: false,
      tags: [
        { label: 'Assinatura' },
        { label: 'Webhooks', permalink: '/eventos', description: 'Avisos do servidor' },
      ],
    });
    expect(positions.pagination_next).toEqual({ line: 7, column: 1 });
    expect(positions.tags).toEqual({ line: 13, column: 1 });
  });

  it('warns, naming the key, of Docusaurus keys docgen has no meaning for', () => {
    const { frontMatter, diagnostics } = splitFrontMatter(
      '---\ntitle: A\nsidebar_class_name: verde\ndisplayed_sidebar: api\n---\n',
      'a.md',
    );
    expect(frontMatter).toEqual({ title: 'A' });
    expect(diagnostics).toEqual([
      {
        code: 'DG2011',
        severity: 'warning',
        message:
          'Front matter "sidebar_class_name" (Docusaurus) is ignored: docgen has no meaning for it',
        hint: 'Remove it, or leave it: the page builds without it.',
        file: 'a.md',
        line: 3,
        column: 1,
        text: { key: 'frontMatterDocusaurusIgnored', values: { key: 'sidebar_class_name' } },
      },
      expect.objectContaining({
        code: 'DG2011',
        message: expect.stringContaining('"displayed_sidebar"'),
        line: 4,
      }),
    ]);
  });

  it.each([
    ['keywords: assinatura', 'Front matter "keywords" must be a list of strings, got string'],
    [
      'toc_max_heading_level: 7',
      'Front matter "toc_max_heading_level" must be a whole number from 2 to 6, got 7',
    ],
    [
      'toc_min_heading_level: 1',
      'Front matter "toc_min_heading_level" must be a whole number from 2 to 6, got 1',
    ],
    [
      'custom_edit_url: "javascript:alert(1)"',
      'Front matter "custom_edit_url" must be an http(s) URL or null, got "javascript:alert(1)"',
    ],
    [
      'image: "data:image/png;base64,AAAA"',
      'Front matter "image" must be an image URL, got "data:image/png;base64,AAAA"',
    ],
    ['pagination_next: 3', 'Front matter "pagination_next" must be a string, got number'],
    ['unlisted: "sim"', 'Front matter "unlisted" must be a boolean, got string'],
    [
      'tags: [{ label: A, cor: azul }]',
      'Front matter "tags" must be a list of tags: strings, or {label, permalink, description}',
    ],
    [
      'tags: [{ label: A, permalink: "../fora" }]',
      'Front matter "tags" must be a list of tags: strings, or {label, permalink, description}',
    ],
  ])('reports a wrong value of a key it reads (%s) at the value', (line, message) => {
    const { frontMatter, diagnostics } = splitFrontMatter(`---\ntitle: A\n${line}\n---\n`, 'a.md');
    expect(frontMatter).toEqual({ title: 'A' });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2003',
        severity: 'error',
        message,
        line: 3,
        column: line.indexOf(':') + 3,
      }),
    ]);
  });

  it('reports an id with a slash and TOC levels upside down at their key', () => {
    const { frontMatter, diagnostics } = splitFrontMatter(
      '---\nid: sdk/instalar\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n',
      'a.md',
    );
    expect(frontMatter).toEqual({ toc_max_heading_level: 3 });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2003',
        message: 'Front matter "id" cannot include a slash, got "sdk/instalar"',
        line: 2,
        column: 1,
      }),
      expect.objectContaining({
        code: 'DG2003',
        message: 'Front matter "toc_min_heading_level" (4) is above "toc_max_heading_level" (3)',
        line: 3,
        column: 1,
      }),
    ]);
  });
});
