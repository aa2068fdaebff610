import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCategoryFiles } from '../../../../src/node/site/sidebars/category-files.js';

const docs = mkdtempSync(path.join(tmpdir(), 'docgen-category-'));
afterAll(() => rmSync(docs, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
  writeFileSync(path.join(docs, file), text);
  return path.join(docs, file);
};

describe('readCategoryFiles', () => {
  it('reads _category_.json, else .yml, else .yaml, keeping what docgen uses', async () => {
    const json = write(
      'a/_category_.json',
      JSON.stringify({
        label: 'Tutorial',
        position: 2.5,
        collapsible: true,
        collapsed: false,
        className: 'red',
        customProps: { description: 'x' },
        link: { type: 'generated-index', title: 'Visão geral', keywords: ['k'] },
      }),
    );
    write('a/_category_.yml', 'label: ignorado\n');
    const yml = write('b/c/_category_.yml', 'label: Guias\nlink:\n  type: doc\n  id: intro\n');
    const yaml = write('d/_category_.yaml', 'link: null\n');
    const read = await readCategoryFiles(docs, ['a', 'b', 'b/c', 'd', 'e']);
    expect(read.diagnostics).toEqual([]);
    expect(read.categories).toEqual({
      a: {
        file: json,
        label: 'Tutorial',
        position: 2.5,
        collapsible: true,
        collapsed: false,
        link: { type: 'generated-index', title: 'Visão geral' },
      },
      'b/c': { file: yml, label: 'Guias', link: { type: 'doc', id: 'intro' } },
      d: { file: yaml, link: null },
    });
    // Every file looked for, so that one added later is seen; none after the one found.
    const looked = read.files.map(([f, hash]) => [path.relative(docs, f), hash !== '']);
    expect(looked).toEqual([
      ['a/_category_.json', true],
      ['b/_category_.json', false],
      ['b/_category_.yml', false],
      ['b/_category_.yaml', false],
      ['b/c/_category_.json', false],
      ['b/c/_category_.yml', true],
      ['d/_category_.json', false],
      ['d/_category_.yml', false],
      ['d/_category_.yaml', true],
      ['e/_category_.json', false],
      ['e/_category_.yml', false],
      ['e/_category_.yaml', false],
    ]);
  });

  it('reports bad JSON at its line and column', async () => {
    const file = write('bad-json/_category_.json', '{\n  "label": "Guias",\n  "position": 2,\n}\n');
    const read = await readCategoryFiles(docs, ['bad-json']);
    expect(read.categories).toEqual({});
    expect(read.diagnostics).toEqual([
      expect.objectContaining({ code: 'DG1020', file, line: 4, column: 1 }),
    ]);
    expect(read.diagnostics[0]!.message).toMatch(/^Category file is not valid JSON/);
  });

  it('reports a wrong type or an unknown key at its line and column', async () => {
    const file = write(
      'bad-type/_category_.yml',
      'label: Guias\nposition: segunda\nlink:\n  type: doc\nlabl: x\n',
    );
    const read = await readCategoryFiles(docs, ['bad-type']);
    expect(read.categories).toEqual({});
    expect(read.diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG1020',
        file,
        message: 'Invalid category file: "position" must be a number',
        line: 2,
        column: 1,
        pointer: '/position',
      }),
      expect.objectContaining({
        message: expect.stringMatching(/^Invalid category file: "labl" is not a key of a category/),
        line: 5,
      }),
      expect.objectContaining({
        message: 'Invalid category file: "link.id" is required: the id of the doc it opens',
        line: 3,
      }),
    ]);
  });

  it('reports a link of an unknown type', async () => {
    write('bad-link/_category_.json', '{ "link": { "type": "page" } }');
    const read = await readCategoryFiles(docs, ['bad-link']);
    expect(read.diagnostics).toEqual([
      expect.objectContaining({ code: 'DG1020', pointer: '/link/type', line: 1, column: 13 }),
    ]);
  });
});
