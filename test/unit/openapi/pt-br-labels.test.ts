import { describe, expect, it } from 'vitest';
import { groupHits } from '../../../src/client/search/results.js';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { apiEntries } from '../../../src/node/publish/search/api-entries.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { planApiPages } from '../../../src/node/site/api-pages.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { searchKinds } from '../../../src/shared/search.js';
import { frameAssets, referenceOf } from './helpers.js';

const config = resolveConfig({ title: 'Teste' }, '/tmp/site', undefined);

/** The API reference of a fixture spec, on one page or split (one page per tag). */
async function apiPages(splitThreshold: number) {
  const reference = await referenceOf('hard-cases.yaml');
  // Split as site/api-split.ts decides by the operation count.
  const split = reference.operationCount > splitThreshold;
  return planApiPages(
    { ...reference, split },
    {
      route: '/api/',
      baseUrl: '/',
      yamlDownload: true,
      frame: createFrame(config, [], frameAssets),
    },
  );
}

/** What a reader sees: text outside code, samples and data blocks, and the accessible labels. */
function visibleText(html: string): string {
  const labels = [...html.matchAll(/\saria-label="([^"]*)"/g)].map((m) => m[1]);
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...labels].join(' ');
}

describe('the API reference speaks pt-BR', () => {
  for (const [layout, threshold] of [
    ['one page', 1000],
    ['split by tag', 0],
  ] as const) {
    it(`calls the component schemas "Esquemas", never "Schemas" (${layout})`, async () => {
      const pages = await apiPages(threshold);
      const templates = await bundledTemplates.load();
      const rendered = pages.map((p) => renderPage(p, templates));
      const text = rendered.map((r) => visibleText(utf8Text(r.output.contents))).join(' ');
      expect(text).toMatch(/\bEsquemas\b/);
      expect(text.match(/\bSchemas?\b/g) ?? []).toEqual([]);
      const nav = pages.flatMap((p) => [
        ...p.api.nav.map((n) => n.name),
        ...p.api.pageLinks.map((l) => l.label),
      ]);
      expect(nav.filter((n) => /schema/i.test(n))).toEqual([]);
    });
  }

  it('names schema entries "Esquema" in the index and "Esquemas" in the dialog', async () => {
    const entries = apiEntries(await apiPages(1000));
    const schemas = entries.filter((e) => e.kind === searchKinds.schema);
    expect(schemas.length).toBeGreaterThan(0);
    expect(schemas.filter((e) => /\bSchemas?\b/.test(`${e.kind} ${e.context}`))).toEqual([]);
    const groups = groupHits(schemas.slice(0, 1).map((e) => ({ ...e, excerpt: '' })));
    expect(groups.map((g) => g.title)).toEqual(['Esquemas']);
  });
});
