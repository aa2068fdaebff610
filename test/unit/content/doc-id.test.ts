import { describe, expect, it } from 'vitest';
import { docName, parseNumberPrefix } from '../../../src/node/content/doc-id.js';

describe('number prefixes', () => {
  it.each([
    ['01-intro', { name: 'intro', number: 1 }],
    ['003 - Guia', { name: 'Guia', number: 3 }],
    ['10_webhooks', { name: 'webhooks', number: 10 }],
    ['2.passos', { name: 'passos', number: 2 }],
    // Not number prefixes: a date, a version, a name made of digits, no separator.
    ['2024-01-05-notas', { name: '2024-01-05-notas' }],
    ['1.2-notas', { name: '1.2-notas' }],
    ['404', { name: '404' }],
    ['3d', { name: '3d' }],
  ])('%s', (raw, parsed) => {
    expect(parseNumberPrefix(raw)).toEqual(parsed);
  });
});

describe('docName', () => {
  it('replaces the file name with the front matter id, never its folder', () => {
    expect(docName('sdk/install.md', { id: 'install-sdk' })).toEqual({
      id: 'sdk/install-sdk',
      categoryIndex: false,
    });
    expect(docName('intro.md', { id: 'comeco' }).id).toBe('comeco');
  });

  it('strips number prefixes from the file and its folders, the number as position', () => {
    expect(docName('01-guias/02-sdk/03-instalar.md', {})).toEqual({
      id: 'guias/sdk/instalar',
      numberPrefix: 3,
      categoryIndex: false,
    });
    expect(docName('01-guias/03-instalar.md', { id: 'setup' }).id).toBe('guias/setup');
  });

  it('keeps the prefixes with parse_number_prefixes: false', () => {
    expect(docName('01-guias/03-instalar.md', { parse_number_prefixes: false })).toEqual({
      id: '01-guias/03-instalar',
      categoryIndex: false,
    });
  });

  it("knows Docusaurus's category indexes", () => {
    expect(docName('guias/index.md', {}).categoryIndex).toBe(true);
    expect(docName('guias/README.md', {}).categoryIndex).toBe(true);
    expect(docName('guias/Guias.md', {}).categoryIndex).toBe(true);
    expect(docName('guias/outro.md', {}).categoryIndex).toBe(false);
    expect(docName('index.md', {}).categoryIndex).toBe(true);
  });
});
