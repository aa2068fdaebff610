import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/browser.js';
import { copyFixture, repoRoot } from '../helpers/cli.js';
import { routesOf, siteInBrowser } from './chrome-support.js';
import { startDocgen } from './watch-harness.js';

/**
 * test/fixtures/versions-site: three versions of guides and spec. versions.json lists 2.0 and
 * 1.0, so 2.0 is the last (at /docs/ and /api/), the working tree's is "Próxima versão" (at
 * /docs/next/, unreleased) and 1.0 is unmaintained and `noIndex`.
 */
const fixture = path.join(repoRoot, 'test/fixtures/versions-site');

describe('a site of three versions', () => {
  const site = siteInBrowser(fixture, 'versions');
  const html = (route: string) => readFileSync(path.join(site.dist, route, 'index.html'), 'utf8');
  const newPage = async (options: { javaScriptEnabled?: boolean } = {}) => {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    site.contexts.push(context);
    return context.newPage();
  };
  const menu = (page: Awaited<ReturnType<typeof newPage>>) =>
    page.getByRole('navigation', { name: 'Principal' }).locator('[data-version-menu]');

  it('builds every version under its routes, with its own guides and reference', () => {
    expect(routesOf(site.dist)).toEqual([
      '/',
      '/api/',
      '/api/1.0/',
      '/api/changelog/',
      '/api/next/',
      '/buscar/',
      '/docs/',
      '/docs/1.0/',
      '/docs/1.0/intro/',
      '/docs/1.0/legado/',
      '/docs/guia/',
      '/docs/intro/',
      '/docs/next/',
      '/docs/next/anexos/',
      '/docs/next/intro/',
    ]);
    expect(html('api/1.0')).toContain('listDocuments');
    expect(html('api/1.0')).not.toContain('listEnvelopes');
    expect(html('api/next')).toContain('listAttachments');
    expect(html('api')).not.toContain('listAttachments');
    // The home page (the working tree's) leads to the last version's docs and reference.
    const home = html('');
    expect(home).toContain('href="/docs/intro/"');
    expect(home).toContain('href="/api/"');
    expect(home.replace(/<details[\s\S]*?<\/details>/g, '')).not.toMatch(
      /href="\/(docs|api)\/next\//,
    );
    // llms.txt lists the docs a reader lands on: the last version's.
    const llms = readFileSync(path.join(site.dist, 'llms.txt'), 'utf8');
    expect(llms).toContain('/docs/guia/index.md');
    expect(llms).not.toContain('/docs/next/');
    // 1.0 has sidebars of its own (versioned_sidebars/), the others the config's.
    expect(html('docs/1.0/legado')).toMatch(/Legado<\/(a|button|span|div)>/);
    expect(html('docs/intro')).not.toContain('Legado');
    // A link between guides stays in its version.
    expect(html('docs/intro')).toContain('href="/docs/guia/"');
    expect(html('docs/next/intro')).toContain('href="/docs/next/anexos/"');
  });

  it('names the last version canonical, and keeps a noIndex version out of the sitemap', () => {
    const canonical = (route: string) =>
      /<link rel="canonical" href="([^"]+)"/.exec(html(route))![1];
    expect(canonical('docs/1.0/intro')).toBe('https://docs.envelopes.exemplo/docs/intro/');
    expect(canonical('docs/next/intro')).toBe('https://docs.envelopes.exemplo/docs/intro/');
    // A page the last version lacks is its own canonical.
    expect(canonical('docs/next/anexos')).toBe('https://docs.envelopes.exemplo/docs/next/anexos/');
    expect(html('docs/1.0/intro')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const sitemap = readFileSync(path.join(site.dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.envelopes.exemplo/docs/next/intro/</loc>');
    expect(sitemap).not.toContain('/docs/1.0/');
    expect(sitemap).not.toContain('/api/1.0/');
  });

  it('shows a banner on the other versions, linking to the same page in the last', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}docs/1.0/intro/`);
    const banner = page.getByRole('complementary', { name: 'Aviso de versão' });
    await expect(banner.innerText()).resolves.toContain('que não é mais mantida');
    await banner.getByRole('link', { name: 'versão mais recente (2.0)' }).click();
    await page.waitForURL(`${site.server.url}docs/intro/`);
    await expect(page.locator('[data-version-banner]').count()).resolves.toBe(0);
    await page.goto(`${site.server.url}docs/next/anexos/`);
    await expect(page.locator('[data-version-banner]').innerText()).resolves.toContain(
      'uma versão ainda não lançada: Próxima versão',
    );
    // Anexos is not in 2.0: the banner leads to 2.0's docs.
    await expect(page.locator('[data-version-banner] a').getAttribute('href')).resolves.toBe(
      '/docs/',
    );
  });

  it('switches version from the menu, by keyboard, keeping the page and its #hash', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}api/#operation/listEnvelopes`);
    const versions = menu(page);
    await expect(versions.locator('summary').innerText()).resolves.toBe('2.0');
    await versions.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Próxima versão',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.url}api/next/#operation/listEnvelopes`);
    // A doc the target lacks: that version's docs.
    await page.goto(`${site.server.url}docs/next/anexos/`);
    await menu(page).locator('summary').click();
    await menu(page).getByRole('link', { name: '1.0 (legado)' }).click();
    await page.waitForURL(`${site.server.url}docs/1.0/`);
  });

  it('remembers the version chosen: the home page leads to it, after a reload too', async () => {
    const page = await newPage();
    await page.goto(site.server.url);
    const docs = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Docs', exact: true });
    await expect(docs.getAttribute('href')).resolves.toBe('/docs/intro/');
    await menu(page).locator('summary').click();
    await menu(page).getByRole('link', { name: '1.0 (legado)' }).click();
    await page.waitForURL(`${site.server.url}docs/1.0/`);
    await page.goto(site.server.url);
    await page.reload();
    await expect(docs.getAttribute('href')).resolves.toBe('/docs/1.0/');
    await expect(menu(page).locator('summary').innerText()).resolves.toBe('1.0 (legado)');
    const api = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Referência da API' });
    await expect(api.getAttribute('href')).resolves.toBe('/api/1.0/');
    await docs.click();
    await page.waitForURL(`${site.server.url}docs/1.0/`);
  });

  it('searches the version being read, and all of them when asked', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}docs/1.0/intro/`);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar na documentação' });
    await dialog.getByRole('combobox').fill('Introdução');
    const results = dialog.getByRole('listbox', { name: 'Resultados da busca' });
    await expect(results.locator('a').first().getAttribute('href')).resolves.toBe(
      '/docs/1.0/intro/',
    );
    const hrefs = () =>
      results.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect((await hrefs()).every((href) => href?.startsWith('/docs/1.0/'))).toBe(true);
    await dialog.getByRole('checkbox', { name: /todas as versões/ }).check();
    await expect
      .poll(async () => (await hrefs()).some((href) => href === '/docs/intro/'))
      .toBe(true);
    expect(await hrefs()).toContain('/docs/next/intro/');
    // Another version's results say which version they are.
    await expect(results.innerText()).resolves.toContain('Próxima versão');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lists each change between versions on /api/changelog/, linked from the menu', async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}docs/1.0/intro/`);
    await menu(page).locator('summary').click();
    await menu(page).getByRole('link', { name: 'Alterações da API' }).click();
    await page.waitForURL(`${site.server.url}api/changelog/`);
    await expect(page.locator('h1').innerText()).resolves.toBe('Alterações da API');
    const pair = page.getByRole('region', { name: '1.0 (legado) → 2.0' });
    await expect(pair.innerText()).resolves.toContain('1 incompatível, 2 compatíveis');
    const removed = pair.locator('.changelog__operation', { hasText: 'GET /listDocuments' });
    await expect(removed.innerText()).resolves.toMatch(/Incompatível\s+Operação removida/);
    // Linked in the version that has it: 1.0's reference.
    await removed.getByRole('link', { name: 'na versão 1.0 (legado)' }).click();
    await page.waitForURL(`${site.server.url}api/1.0/#operation/listDocuments`);
    await page.goto(`${site.server.url}api/changelog/`);
    const newer = page.getByRole('region', { name: '2.0 → Próxima versão' });
    await expect(newer.innerText()).resolves.toMatch(/GET \/listAttachments[\s\S]*Compatível/);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('works as plain links with JavaScript off', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.url}docs/intro/`);
    await menu(page).locator('summary').click();
    await menu(page).getByRole('link', { name: '1.0 (legado)' }).click();
    await page.waitForURL(`${site.server.url}docs/1.0/intro/`);
  });

  it('has no axe violation with the menu open and the banner, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await site.browser.newContext({ colorScheme });
      site.contexts.push(context);
      await context.addInitScript((t) => localStorage.setItem('docgen.theme', t), colorScheme);
      const page = await context.newPage();
      await page.goto(`${site.server.url}docs/1.0/intro/`);
      await menu(page).locator('summary').click();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

describe('docgen watch on a site of three versions', () => {
  it("serves an edit to an older version's doc, to its spec and to versions.json", async () => {
    const site = copyFixture('versions-site');
    const dev = await startDocgen(['watch', '--port', '0'], site);
    const text = async (route: string) => (await fetch(`${dev.url}${route.slice(1)}`)).text();
    const until = async (route: string, test: (html: string) => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!test(await text(route))) {
        if (Date.now() > deadline) throw new Error(`${route} never changed:\n${dev.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      expect(await text('/docs/1.0/intro/')).toContain('só documentos avulsos');
      const doc = path.join(site, 'versioned_docs/version-1.0/intro.md');
      writeFileSync(doc, readFileSync(doc, 'utf8').replace('avulsos', 'soltos'));
      await until('/docs/1.0/intro/', (html) => html.includes('só documentos soltos'));
      const spec = path.join(site, 'versioned_specs/version-2.0.yaml');
      writeFileSync(
        spec,
        readFileSync(spec, 'utf8').replace('Operação listRecipients', 'Destinatários'),
      );
      await until('/api/', (html) => html.includes('Destinatários'));
      // 1.0 dropped from versions.json (the config names it still, so it stays), then 2.0: the
      // working tree's version becomes the last one.
      writeFileSync(path.join(site, 'versions.json'), '["1.0"]\n');
      await until('/docs/', (html) => !html.includes('>2.0<'));
      expect(await text('/docs/intro/')).toContain('A versão 1.0');
    } finally {
      await dev.stop();
    }
  });
});
