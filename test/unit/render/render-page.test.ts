import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { siteFiles } from '../../../src/node/publish/index.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { planApiPages } from '../../../src/node/site/api-pages.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { frameAssets, referenceOf } from '../openapi/helpers.js';

const config = resolveConfig({ title: 'Teste' }, '/tmp/site', undefined);

async function renderedReference() {
  const [model] = planApiPages(await referenceOf('hard-cases.yaml'), {
    route: '/api/',
    baseUrl: '/',
    splitThreshold: 1000,
    yamlDownload: true,
    frame: createFrame(config, [], frameAssets),
  });
  return renderPage(model!, await bundledTemplates.load());
}

describe('renderPage', () => {
  it('renders a page as the UTF-8 bytes of its HTML document', async () => {
    const page = await renderedReference();
    expect(page.output.file).toBe('api/index.html');
    expect(page.output.contents).toBeInstanceOf(Uint8Array);
    const text = utf8Text(page.output.contents);
    expect(text).toMatch(/^<!doctype html><html lang="pt-BR"/);
    expect(text).toContain('Esquemas');
    expect(Buffer.byteLength(text)).toBe(page.output.contents.byteLength);
  });

  it('writes no footer when the config gives it no links and no copyright', async () => {
    const text = utf8Text((await renderedReference()).output.contents);
    expect(text).not.toContain('<footer');
  });

  it("writes a tuple's positions and the properties of a name pattern", async () => {
    const [model] = planApiPages(await referenceOf('tuple.yaml'), {
      route: '/api/',
      baseUrl: '/',
      splitThreshold: 1000,
      yamlDownload: true,
      frame: createFrame(config, [], frameAssets),
    });
    const text = utf8Text((await renderPage(model!, await bundledTemplates.load())).output.contents)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'Posições do array: [0] number Latitude. [1] number Longitude. ' +
        'Itens após as posições (string):',
    );
    expect(text).toContain(
      'Propriedades cujo nome segue o padrão: ^x- integer Uma extensão. ' +
        'Demais propriedades (qualquer nome): string',
    );
  });

  it("writes a discriminator's mapping as a list", async () => {
    const text = utf8Text((await renderedReference()).output.contents);
    const paragraph = /<p class="api-discriminator">(.*?)<\/p>/.exec(text)![1]!;
    expect(paragraph.replace(/<[^>]+>/g, '')).toBe('Discriminador: kind — gato → Cat, cao → Dog');
  });

  it('hands the writer those bytes as they are, not a copy', async () => {
    const page = await renderedReference();
    const files = siteFiles({
      config,
      pages: [page],
      indexable: [page.route],
      content: [],
      markdownCopies: new Map(),
      sidebars: [],
      assets: [],
      specFiles: [],
      tryIt: undefined,
    });
    expect(files.find((f) => f.file === 'api/index.html')).toBe(page.output);
  });
});
