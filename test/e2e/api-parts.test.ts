// A tag too heavy for one page, cut by weight into parts (/api/<tag>/, /api/<tag>/2/, …): every
// operation is on one part, every deep link reaches it, and so does a link to a part the operation
// has since left.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_WEIGHT_BUDGET } from '../../src/node/site/api-pages.js';
import { axeViolations, gotoSettled, launchBrowser } from '../helpers/browser.js';
import { runCli, siteWithSpec } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

/** Response example sizes (KB) of the heavy tag's operations: light ones around heavy ones. */
const HEAVY_KB = [5, 300, 5, 450, 5, 1_300, 5, 400, 400, 5];

function operation(id: string, tag: string, kb: number) {
  const example = { dados: 'x'.repeat(kb * 1_000) };
  const content = { 'application/json': { schema: { type: 'object' }, example } };
  return {
    operationId: id,
    tags: [tag],
    summary: `Operação ${id}`,
    responses: { '200': { description: 'ok', content } },
  };
}

/** A spec of a heavy tag (`pesada`, operations `p0`…) and a light one (`leve`). */
function heavySpec(): string {
  const paths: Record<string, unknown> = {};
  HEAVY_KB.forEach(
    (kb, i) => (paths[`/v1/pesada/${i}`] = { get: operation(`p${i}`, 'pesada', kb) }),
  );
  for (const i of [0, 1]) paths[`/v1/leve/${i}`] = { get: operation(`l${i}`, 'leve', 1) };
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Pesada', version: '1' }, paths });
}

/** Route → HTML of every page under /api/. */
function apiPages(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(path.join(dist, 'api'), { recursive: true }) as string[])
    if (file.endsWith('index.html'))
      pages.set(
        `/api/${path.dirname(file)}/`.replace('/./', '/'),
        readFileSync(path.join(dist, 'api', file), 'utf8'),
      );
  return pages;
}

/**
 * A suite's site: built from `spec` (split at `api`), served, and a browser; `home` maps the id of
 * each element `entry` matches (its first group) to the route of the one page that holds it.
 */
function builtSite(name: string, spec: string, api: string, entry: RegExp) {
  const built = {
    dist: '',
    browser: undefined as unknown as Browser & { cleanup: () => Promise<void> },
    server: undefined as unknown as Awaited<ReturnType<typeof serveStatic>>,
    home: new Map<string, string>(),
  };
  beforeAll(async () => {
    const site = siteWithSpec(name, spec, api);
    built.dist = path.join(site, 'dist');
    const result = await runCli(['build', '--quiet'], site);
    expect(result.code, result.stderr).toBe(0);
    for (const [route, html] of apiPages(built.dist))
      for (const m of html.matchAll(entry)) {
        expect(built.home.has(m[1]!), `${m[1]} on two pages`).toBe(false);
        built.home.set(m[1]!, route);
      }
    built.server = await serveStatic(built.dist);
    built.browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await built.browser?.cleanup();
    await built.server?.close();
  });
  return built;
}

describe('a tag cut into parts by weight', () => {
  const built = builtSite(
    'api-parts',
    heavySpec(),
    'splitThreshold: 5',
    /<section class="api-row api-op" id="operation\/([^"]+)"/g,
  );
  /** Operation id → the route of the one page that holds it. */
  const home = built.home;

  it('puts every operation on one part, in order, each part under the budget', () => {
    expect([...home.keys()].sort()).toEqual(
      [...HEAVY_KB.keys()]
        .map((i) => `p${i}`)
        .concat('l0', 'l1')
        .sort(),
    );
    const parts = [...new Set(HEAVY_KB.map((_, i) => home.get(`p${i}`)!))];
    expect(parts).toEqual([
      '/api/pesada/',
      ...parts.slice(1).map((_, i) => `/api/pesada/${i + 2}/`),
    ]);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    // The 1.3 MB operation is alone on its part; the others share theirs under the budget.
    const pages = apiPages(built.dist);
    for (const route of parts) {
      const ids = HEAVY_KB.map((_, i) => `p${i}`).filter((id) => home.get(id) === route);
      if (ids.includes('p5')) expect(ids).toEqual(['p5']);
      else expect(pages.get(route)!.length).toBeLessThan(PAGE_WEIGHT_BUDGET * 1.1);
    }
    expect(pages.get('/api/pesada/2/')).toContain('<title>pesada (parte 2 de');
  });

  it('leads every deep link to its part, from the overview and from another part', async () => {
    const context = await built.browser.newContext();
    try {
      const page = await context.newPage();
      for (const [id, route] of home) {
        await page.goto(`${built.server.url}api/#operation/${id}`);
        await page.waitForURL(`${built.server.url}${route.slice(1)}#operation/${id}`);
        expect(await page.locator(`[id="operation/${id}"]`).count()).toBe(1);
      }
      // A link written when p9 was on the first part (or a reader's old bookmark).
      expect(home.get('p9')).not.toBe('/api/pesada/');
      await page.goto(`${built.server.url}api/pesada/#operation/p9`);
      await page.waitForURL(`${built.server.url}${home.get('p9')!.slice(1)}#operation/p9`);
      // The navigation of a part links the tag's operations on the other parts.
      await page.goto(`${built.server.url}api/pesada/`);
      await page.locator('.api-nav a[href$="#operation/p9"]').click();
      await page.waitForURL(`${built.server.url}${home.get('p9')!.slice(1)}#operation/p9`);
      // Under the tag's heading, every part is linked, the current one marked.
      await page.goto(`${built.server.url}api/pesada/2/`);
      const parts = page.getByRole('navigation', { name: 'Partes de pesada' });
      expect(await parts.getByRole('link').count()).toBe(new Set(home.values()).size - 1);
      await expect.poll(() => parts.locator('[aria-current="page"]').textContent()).toBe('Parte 2');
      await parts.getByRole('link', { name: 'Parte 3' }).click();
      await page.waitForURL(`${built.server.url}api/pesada/3/`);
    } finally {
      await context.close();
    }
  });
});

/**
 * Few operations whose schemas nest deeply: at the one-page depth each operation expands 40 × 40
 * components (12.6 MB of HTML on one page before it was weighed).
 */
function deepSpec(): string {
  const props = (n: number, f: (i: number) => unknown) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`campo_${i}`, f(i)]));
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const schemas = {
    Raiz: { type: 'object', properties: props(40, () => ref('Meio')) },
    Meio: { type: 'object', properties: props(40, () => ref('Folha')) },
    Folha: {
      type: 'object',
      properties: props(20, (i) => ({ type: 'string', description: `Campo folha ${i}.` })),
    },
  };
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 6; i++) {
    const content = { 'application/json': { schema: ref('Raiz') } };
    paths[`/v1/itens/${i}`] = {
      get: {
        operationId: `item${i}`,
        tags: ['Itens'],
        responses: { 200: { description: 'ok', content } },
      },
    };
  }
  const info = { title: 'Funda', version: '1' };
  return JSON.stringify({ openapi: '3.1.0', info, paths, components: { schemas } });
}

describe('a reference too heavy for one page, whatever its operation count', () => {
  it('is split like a large one: by tag and by weight, every page under the budget', async () => {
    const site = siteWithSpec('api-deep', deepSpec());
    const result = await runCli(['build', '--quiet'], site);
    expect(result.code, result.stderr).toBe(0);
    const pages = apiPages(path.join(site, 'dist'));
    // 6 operations, under api.splitThreshold (300), yet split.
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(['/api/', '/api/itens/', '/api/schemas/']),
    );
    expect(pages.get('/api/')).toContain('data-api-routes');
    for (const [route, html] of pages)
      expect(Buffer.byteLength(html), route).toBeLessThan(2 * PAGE_WEIGHT_BUDGET);
    const operations = [...pages.values()].flatMap((html) => [
      ...html.matchAll(/<section class="api-row api-op" id="operation\/([^"]+)"/g),
    ]);
    expect(operations.map((m) => m[1]).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `item${i}`));
  });
});

/**
 * Two operations and 24 schemas of about 120 KB each: a Schemas section of nearly 3 MB, cut into
 * parts. `Pedido` (the operations' body) links `Item0`…`Item23`.
 */
function schemasSpec(): string {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const items = Array.from({ length: 24 }, (_, i) => `Item${i}`);
  const schemas: Record<string, unknown> = {
    Pedido: { type: 'object', properties: Object.fromEntries(items.map((n) => [n, ref(n)])) },
  };
  for (const name of items)
    schemas[name] = {
      type: 'object',
      // Written for one page: the link leads to the operation's page (page-links.ts).
      description: `${name}, de [lote](#operation/lote): ${'descrição longa '.repeat(7_500)}`,
      properties: { codigo: { type: 'string' } },
    };
  const op = (id: string) => ({
    operationId: id,
    tags: ['Pedidos'],
    requestBody: { content: { 'application/json': { schema: ref('Pedido') } } },
    responses: { 204: { description: 'ok' } },
  });
  const paths = { '/pedidos': { post: op('criarPedido') }, '/pedidos/lote': { post: op('lote') } };
  const info = { title: 'Esquemas', version: '1' };
  return JSON.stringify({ openapi: '3.1.0', info, paths, components: { schemas } });
}

describe('a Schemas section cut into parts by weight', () => {
  const built = builtSite(
    'api-schema-parts',
    schemasSpec(),
    'splitThreshold: 1',
    /<section class="api-schema-entry" id="schema\/([^"]+)"/g,
  );
  /** Schema name → the route of the one page that holds it. */
  const home = built.home;

  it('puts every schema on one part, in order, each part under the budget', () => {
    expect([...home.keys()]).toEqual([
      'Pedido',
      ...Array.from({ length: 24 }, (_, i) => `Item${i}`),
    ]);
    const parts = [...new Set(home.values())];
    expect(parts).toEqual([
      '/api/schemas/',
      ...parts.slice(1).map((_, i) => `/api/schemas/${i + 2}/`),
    ]);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const pages = apiPages(built.dist);
    for (const route of parts)
      expect(Buffer.byteLength(pages.get(route)!), route).toBeLessThan(PAGE_WEIGHT_BUDGET * 1.1);
    expect(pages.get('/api/schemas/2/')).toContain('<title>Esquemas (parte 2 de');
    for (const route of parts)
      expect(pages.get(route)).toContain('<a href="/api/pedidos/#operation/lote">lote</a>');
    // Every link to a schema, on every page, names the part that holds it.
    for (const [route, html] of pages)
      for (const m of html.matchAll(/href="([^"]*)#schema\/([^"]+)"/g))
        expect(m[1] || route, `${route} links ${m[2]}`).toBe(home.get(m[2]!));
  });

  it('lists the parts accessibly in both themes (axe-core)', async () => {
    for (const theme of ['light', 'dark']) {
      const context = await built.browser.newContext();
      try {
        const page = await context.newPage();
        await page.addInitScript((t) => localStorage.setItem('docgen.theme', t), theme);
        await gotoSettled(page, `${built.server.url}api/schemas/2/`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        expect(await axeViolations(page, '.api-parts'), theme).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('leads every link to its schema: from an operation, the overview, an old link', async () => {
    const context = await built.browser.newContext();
    try {
      const page = await context.newPage();
      const last = 'Item23';
      expect(home.get(last)).not.toBe('/api/schemas/');
      const landed = async (name: string) => {
        await page.waitForURL(`${built.server.url}${home.get(name)!.slice(1)}#schema/${name}`);
        const target = page.locator(`[id="schema/${name}"]`);
        await expect
          .poll(() => target.evaluate((e) => e.getBoundingClientRect().top))
          .toBeLessThan(100);
      };
      await page.goto(`${built.server.url}api/pedidos/`);
      const link = page.locator(`a[href$="#schema/${last}"]`).first();
      // The property's details are closed: opened first, as a reader would.
      await page.locator('details', { has: link }).locator('summary').first().click();
      await link.click();
      await landed(last);
      await page.goto(`${built.server.url}api/#schema/${last}`);
      await landed(last);
      // A link written when Item23 was on the first part (or a reader's old bookmark).
      await page.goto(`${built.server.url}api/schemas/#schema/${last}`);
      await landed(last);
      // A hash the map does not hold, though every object has it, leads nowhere.
      for (const hash of ['constructor', 'toString']) {
        await gotoSettled(page, `${built.server.url}api/#${hash}`);
        expect(page.url()).toBe(`${built.server.url}api/#${hash}`);
      }
      // Under the heading, every part is linked with its first and last schema, this one marked.
      await page.goto(`${built.server.url}api/schemas/2/`);
      const parts = page.getByRole('navigation', { name: 'Partes de Esquemas' });
      expect(await parts.getByRole('link').count()).toBe(new Set(home.values()).size);
      await expect.poll(() => parts.locator('[aria-current="page"]').textContent()).toBe('Parte 2');
      const first = [...home].find(([, route]) => route === '/api/schemas/3/')![0];
      await expect
        .poll(() => parts.locator('li').nth(2).textContent())
        .toMatch(new RegExp(`^Parte 3 \\(${first} … Item\\d+\\)$`));
    } finally {
      await context.close();
    }
  });
});
