import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { siteFiles } from '../../../src/node/publish/index.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { schemaHref } from '../../../templates/api/SchemaTree.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { referenceHtml, referenceModel, renderedReference } from '../openapi/helpers.js';

const config = resolveConfig({ title: 'Teste' }, '/tmp/site', undefined);

describe('renderPage', () => {
  it('renders a page as the UTF-8 bytes of its HTML document', async () => {
    const page = await renderedReference('hard-cases.yaml');
    expect(page.output.file).toBe('api/index.html');
    expect(page.output.contents).toBeInstanceOf(Uint8Array);
    const text = utf8Text(page.output.contents);
    expect(text).toMatch(/^<!doctype html><html lang="pt-BR"/);
    expect(text).toContain('Esquemas');
    expect(Buffer.byteLength(text)).toBe(page.output.contents.byteLength);
  });

  it('writes no footer when the config gives it no links and no copyright', async () => {
    const text = utf8Text((await renderedReference('hard-cases.yaml')).output.contents);
    expect(text).not.toContain('<footer');
  });

  it("writes a tuple's positions, a name pattern's properties and a condition's", async () => {
    const text = (await referenceHtml('tuple.yaml')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Posições do array: [0] number Latitude. [1] number Longitude. ' +
        'Itens após as posições (string):',
    );
    expect(text).toContain(
      'Propriedades cujo nome segue o padrão: ^x- integer Uma extensão. ' +
        'Demais propriedades (qualquer nome): string',
    );
    // A condition, its branches read with what the schema says of the same properties.
    expect(text).toContain(
      'Quando via = &quot;sms&quot;: value string padrão ^\\+[1-9]\\d{1,14}$ ' +
        'Senão: value string (email)',
    );
  });

  it('writes what a schema refuses (not): in words when it can, else as a schema', async () => {
    const text = (await referenceHtml('tuple.yaml')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('status string Não aceito quando o valor = &quot;rascunho&quot;.');
    expect(text).toContain('nome string Não pode ser: qualquer padrão ^\\s*$');
    expect(text).toContain(
      'Não aceito quando email presente e telefone presente ou status = &quot;lixo&quot;.',
    );
  });

  it("writes a discriminator's mapping as a list", async () => {
    const text = utf8Text((await renderedReference('hard-cases.yaml')).output.contents);
    const paragraph = /<p class="api-discriminator">(.*?)<\/p>/.exec(text)![1]!;
    expect(paragraph.replace(/<[^>]+>/g, '')).toBe('Discriminador: kind — gato → Cat, cao → Dog');
  });

  it('hands the writer those bytes as they are, not a copy', async () => {
    const page = await renderedReference('hard-cases.yaml');
    const files = siteFiles({
      config,
      assets: [],
      variants: [
        {
          llms: true,
          pages: [page],
          indexable: [page.route],
          content: [],
          markdownCopies: new Map(),
          sidebars: [],
          specFiles: [],
          tryIt: undefined,
        },
      ],
    });
    expect(files.find((f) => f.file === 'api/index.html')).toBe(page.output);
  });
});

describe('schemaHref', () => {
  it("links a schema on its page, else on this one; Object's own keys are no pages", () => {
    const pages = { Grupo: '/api/schemas/2/' };
    expect(schemaHref(pages, 'Grupo')).toBe('/api/schemas/2/#schema/Grupo');
    expect(schemaHref(undefined, 'Grupo')).toBe('#schema/Grupo');
    expect(schemaHref(pages, 'constructor')).toBe('#schema/constructor');
    expect(schemaHref(pages, '__proto__')).toBe('#schema/__proto__');
  });
});

describe('the list of a section cut into parts', () => {
  /** `count` parts, the third current, named like the Schemas' parts or not. */
  const parts = (count: number, named: boolean) =>
    Array.from({ length: count }, (_, i) => ({
      label: `Parte ${i + 1}`,
      names: named ? `Nome${i}A … Nome${i}Z` : '',
      href: i === 0 ? '/api/schemas/' : `/api/schemas/${i + 1}/`,
      current: i === 2,
    }));
  async function partsHtml(list: ReturnType<typeof parts>) {
    const model = await referenceModel('tuple.yaml');
    const page = renderPage(
      { ...model, api: { ...model.api, parts: list } },
      await bundledTemplates.load(),
    );
    const html = utf8Text(page.output.contents);
    return /<nav class="api-parts[^"]*"[^>]*>.*?<\/nav>/s.exec(html)?.[0] ?? '';
  }

  it('folds many named parts under a summary that names this part', async () => {
    const nav = await partsHtml(parts(7, true));
    expect(nav).toContain(
      '<details><summary>Esta seção está dividida em 7 páginas; esta é a parte 3 ' +
        '(Nome2A … Nome2Z)</summary><ol>',
    );
    // Every part is still linked, this one marked.
    expect(nav.match(/<li>/g)).toHaveLength(7);
    expect(nav).toContain('<a href="/api/schemas/3/" aria-current="page">Parte 3</a>');
  });

  it('shows a few named parts, or any number of unnamed ones, as an open list', async () => {
    for (const list of [parts(6, true), parts(12, false)]) {
      const nav = await partsHtml(list);
      expect(nav).not.toContain('<details>');
      expect(nav).toContain(`<p>Esta seção está dividida em ${list.length} páginas:</p><ol>`);
      expect(nav.match(/<li>/g)).toHaveLength(list.length);
    }
  });
});
