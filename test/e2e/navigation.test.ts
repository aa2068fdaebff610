import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

const docsRoutes = [
  '/docs/intro/',
  '/docs/quickstart/',
  '/docs/starting/',
  '/docs/category/guias/',
  ...[
    'app-private-api-key',
    'app-public-api-key',
    'inbox-signing',
    'multi-organizations',
    'pdf-contents',
    'pdf-fields',
    'qualified-signature',
    'recipient-ordering',
    'store-reusable-files',
    'webhooks',
  ].map((g) => `/docs/guides/${g}/`),
  '/docs/faq/',
  '/docs/diagrams/',
];

describe('this site in Chromium: the navbar and the sidebar reach every docs route', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let page: Page;

  beforeAll(async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-nav-')), 'dist');
    const result = await runCli(['build', '--out', out], repoRoot);
    expect(result.stderr).toBe('');
    server = await serveStatic(out);
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.close();
  });

  const sidebarHrefs = (p: Page) =>
    p.$$eval('#docs-sidebar a', (as) => as.map((a) => a.getAttribute('href') ?? ''));

  it('follows Docs from the home page to the first doc', async () => {
    await page.goto(server.url);
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Docs', exact: true })
      .click();
    await page.waitForURL(`${server.url}docs/intro/`);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
  });

  it(
    'visits every docs route by clicking its sidebar link, ' + 'which is then marked current',
    async () => {
      await page.goto(`${server.url}docs/intro/`);
      expect(await sidebarHrefs(page)).toEqual(docsRoutes);
      for (const route of docsRoutes) {
        await page.locator(`#docs-sidebar a[href="${route}"]`).first().click();
        await page.waitForURL(`${server.url}${route.slice(1)}`);
        expect(await page.title(), route).toMatch(/ \| API de Assinatura Eletrônica$/);
        const current = await page.$$eval('#docs-sidebar [aria-current="page"]', (as) =>
          as.map((a) => a.getAttribute('href')),
        );
        expect(current, route).toEqual([route]);
      }
    },
  );

  it('reaches the API reference and the home page from the navbar', async () => {
    await page.goto(`${server.url}docs/faq/`);
    const apiHref = await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Referência da API' })
      .getAttribute('href');
    expect(apiHref).toBe('/api/');
    await page.getByRole('link', { name: 'API de Assinatura Eletrônica' }).first().click();
    await page.waitForURL(server.url);
  });
});
