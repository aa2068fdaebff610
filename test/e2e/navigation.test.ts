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

  for (const width of [1280, 390]) {
    it(`${width} px: the home page is titled once; cards lead to the docs and API`, async () => {
      const home = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        await home.goto(server.url);
        expect(await home.title()).toBe('API de Assinatura Eletrônica');
        const cards = home.getByRole('region', { name: 'Por onde começar' }).getByRole('link');
        const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual(
          expect.arrayContaining([
            '/docs/intro/',
            '/docs/quickstart/',
            '/docs/category/guias/',
            '/api/',
          ]),
        );
        // Each card says where it leads.
        for (const text of await cards.allInnerTexts()) expect(text.split('\n').length).toBe(2);
        // At a glance: the first cards are on the first screen, under the hero.
        const first = await cards.first().boundingBox();
        expect(first!.y + first!.height).toBeLessThanOrEqual(width > 600 ? 900 : 1300);
        await cards.filter({ hasText: 'Guias' }).click();
        await home.waitForURL(`${server.url}docs/category/guias/`);
      } finally {
        await home.close();
      }
    });
  }

  it('docs pages show breadcrumbs: Documentação › category › the page itself', async () => {
    const crumbs = async (route: string) => {
      await page.goto(server.url + route.slice(1));
      const nav = page.getByRole('navigation', { name: 'Trilha de navegação' });
      return nav.locator('li').evaluateAll((items) =>
        items.map((li) => {
          const link = li.querySelector('a');
          const current = li.querySelector('[aria-current="page"]');
          const href = link ? ` → ${link.getAttribute('href')}` : '';
          return `${li.textContent}${href}${current ? ' (atual)' : ''}`;
        }),
      );
    };
    expect(await crumbs('/docs/guides/webhooks/')).toEqual([
      'Documentação → /docs/',
      'Guias → /docs/category/guias/',
      'Webhooks e gatilhos (atual)',
    ]);
    expect(await crumbs('/docs/intro/')).toEqual(['Documentação → /docs/', 'Introdução (atual)']);
    expect(await crumbs('/docs/category/guias/')).toEqual([
      'Documentação → /docs/',
      'Guias (atual)',
    ]);
    await page.goto(server.url + 'docs/guides/webhooks/');
    await page
      .getByRole('navigation', { name: 'Trilha de navegação' })
      .getByRole('link', { name: 'Guias' })
      .click();
    await page.waitForURL(`${server.url}docs/category/guias/`);
  });

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
