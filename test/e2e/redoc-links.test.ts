// Links saved from a Redoc reference (`/api/#tag/Envelopes`, `#tag/Envelopes/operation/x`,
// `#section/Erros`) land in their place, and a spec written for Redoc keeps its descriptions'
// links. The ids Redoc gives are those redoc-cli 0.13.21 (Redoc 2.0.0) built, kept in
// test/fixtures/redoc/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redocTarget } from '../../src/shared/redoc-anchors.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, repoRoot, runCli, siteWithSpec } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

const fixtures = path.join(repoRoot, 'test/fixtures/redoc');

/** The ids Redoc gave a spec, from a fixture file (comments left out). */
function redocIds(file: string): string[] {
  return readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}

const html = (dist: string, route: string) =>
  readFileSync(path.join(dist, route, 'index.html'), 'utf8');
const idsOf = (page: string) => new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
const jsonData = (page: string, attribute: string): Record<string, string> =>
  JSON.parse(
    new RegExp(`<script type="application/json" ${attribute}="true">([^<]*)`).exec(page)?.[1] ??
      '{}',
  );

describe('Redoc deep links', () => {
  /** This site, on one page. */
  let site: string;
  /** The fixture spec written for Redoc, split into a page per tag. */
  let split: string;
  let buildWarnings: string;
  let browser: Browser & { cleanup: () => Promise<void> };
  let servers: Awaited<ReturnType<typeof serveStatic>>[];

  beforeAll(async () => {
    site = copyFixture('basic-site');
    const built = await runCli(['build', '--spec', path.join(repoRoot, 'spec/openapi.yaml')], site);
    expect(built.code, built.stderr).toBe(0);
    const spec = JSON.stringify(parse(readFileSync(path.join(fixtures, 'openapi.yaml'), 'utf8')));
    split = siteWithSpec('redoc-links', spec, 'splitThreshold: 2');
    const result = await runCli(['build'], split);
    expect(result.code, result.stderr).toBe(0);
    buildWarnings = result.stdout + result.stderr;
    servers = await Promise.all([site, split].map((dir) => serveStatic(path.join(dir, 'dist'))));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.cleanup();
    await Promise.all((servers ?? []).map((s) => s.close()));
  });

  it("takes every id Redoc gives this site's spec to an element of /api/", () => {
    const page = html(path.join(site, 'dist'), 'api');
    const aliases = jsonData(page, 'data-api-aliases');
    const ids = idsOf(page);
    const ours = redocIds('this-site-redoc-2.0.0-ids.txt').map(
      (id) => redocTarget(id, aliases) ?? id,
    );
    expect(ours.length).toBeGreaterThan(100);
    expect(ours.filter((id) => !ids.has(id))).toEqual([]);
    expect(aliases['tag/Organizacoes']).toBe('tag/organizacoes');
  });

  it('takes every id Redoc gives a spec written for it to the page that holds it', () => {
    const dist = path.join(split, 'dist');
    const overview = html(dist, 'api');
    const aliases = jsonData(overview, 'data-api-aliases');
    const routes = jsonData(overview, 'data-api-routes');
    const missing = redocIds('redoc-2.0.0-ids.txt').flatMap((redocId) => {
      const id = redocTarget(redocId, aliases) ?? redocId;
      const route = routes[id] ?? '/api/';
      return idsOf(html(dist, route)).has(id) ? [] : [`${redocId} → ${route}#${id}`];
    });
    expect(missing).toEqual([]);
  });

  it("points the descriptions' Redoc links at the reference's ids, so none is broken", () => {
    const overview = html(path.join(split, 'dist'), 'api');
    const description = overview.slice(
      overview.indexOf('id="secao/introducao"'),
      overview.indexOf('id="secao/servidores"'),
    );
    // Split, the reference links an operation or a tag on its page (page-links.ts).
    for (const href of [
      '#codigos-de-status',
      '/api/pedidos-e-devolucoes/#operation/listarPedidos',
      '/api/pedidos-e-devolucoes/#tag/pedidos-e-devolucoes',
      '/api/pedidos-e-devolucoes/#operation/get-v1-pedidos-id',
      '#auth/chave',
    ])
      expect(description).toContain(`href="${href}"`);
    expect(overview).not.toContain('href="#tag/Pedidos');
    expect(buildWarnings).not.toContain('DG4001');
  });

  /** Opens `hash` on a site's `route` and waits for the URL the client moves to. */
  async function arrive(page: Page, server: number, route: string, hash: string, expected: string) {
    await page.goto(`${servers[server]!.url}${route.slice(1)}${hash}`);
    await page.waitForURL(`${servers[server]!.url}${expected.slice(1)}`);
  }

  it('moves a reader who arrives by a link saved from Redoc to its place', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await arrive(page, 0, '/api/', '#tag/Organizacoes', '/api/#tag/organizacoes');
      // The browser scrolled to the element, as for a link of its own.
      const [top, bottom, height] = await page.evaluate(() => {
        const box = document.getElementById('tag/organizacoes')!.getBoundingClientRect();
        return [box.top, box.bottom, innerHeight];
      });
      expect(bottom).toBeGreaterThan(0);
      expect(top).toBeLessThan(height! / 2);
      await arrive(
        page,
        0,
        '/api/',
        '#tag/Envelopes/operation/createEnvelope',
        '/api/#operation/createEnvelope',
      );
      await arrive(page, 0, '/api/', '#section/Erros', '/api/#erros');
      // A split reference: to the tag's page.
      await arrive(
        page,
        1,
        '/api/',
        '#tag/Pedidos-e-Devolucoes/paths/~1v1~1pedidos~1%7Bid%7D/get',
        '/api/pedidos-e-devolucoes/#operation/get-v1-pedidos-id',
      );
      await arrive(
        page,
        1,
        '/api/',
        '#tag/Conta',
        '/api/pedidos-e-devolucoes/#operation/get-v1-pedidos-id',
      );
      // Clicking a Redoc link on the page (a hash change) moves too.
      await page.goto(`${servers[0]!.url}api/`);
      await page.evaluate(() => {
        location.hash = 'section/Authentication/OAuth2';
      });
      await page.waitForURL(`${servers[0]!.url}api/#auth/OAuth2`);
      // An id that is nobody's, or a malformed escape, leaves the page as it is.
      for (const hash of ['#tag/Nenhuma', '#%E0%A4%A']) {
        await page.goto(`${servers[0]!.url}api/${hash}`);
        await page.waitForLoadState('load');
        expect(page.url()).toBe(`${servers[0]!.url}api/${hash}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
