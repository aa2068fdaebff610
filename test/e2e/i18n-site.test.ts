import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/browser.js';
import { copyFixture, repoRoot, runCli } from '../helpers/cli.js';
import { cspViolations, openInTheme, routesOf, siteInBrowser } from './chrome-support.js';
import { openWithShortcut, query } from './search-support.js';
import { startDocgen } from './watch-harness.js';

/**
 * test/fixtures/i18n-site: pt-BR (the content folder, at /) and English (at /en/, its translations
 * in Docusaurus's layout under i18n/en/, its own spec). The guide has no English translation.
 */
const fixture = path.join(repoRoot, 'test/fixtures/i18n-site');
const ORIGIN = 'https://docs.assinaturas.exemplo';

describe('a site in pt-BR and English', () => {
  const site = siteInBrowser(fixture, 'i18n');
  const html = (route: string) => readFileSync(path.join(site.dist, route, 'index.html'), 'utf8');
  const lang = (route: string) => /<html lang="([^"]+)"/.exec(html(route))?.[1];
  const alternates = (route: string) =>
    [...html(route).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );

  it('builds the whole site again under /en/, in English', () => {
    expect(routesOf(site.dist)).toEqual([
      '/',
      '/api/',
      '/buscar/',
      '/docs/',
      '/docs/guia/',
      '/docs/intro/',
      '/en/',
      '/en/api/',
      '/en/docs/',
      '/en/docs/guia/',
      '/en/docs/intro/',
      '/en/search/',
    ]);
    expect(lang('docs/intro')).toBe('pt-BR');
    expect(lang('en/docs/intro')).toBe('en');
    expect(lang('en/api')).toBe('en');
    expect(readFileSync(path.join(site.dist, 'en/404.html'), 'utf8')).toContain('lang="en"');
    // The translation of a page replaces it; its links stay in its language.
    expect(html('en/docs/intro')).toContain('The API creates envelopes');
    expect(html('en/docs/intro')).toContain('href="/en/docs/guia/"');
    expect(html('en/docs/intro')).toContain('href="/en/api/"');
    expect(html('en')).toContain('Sign documents through the API.');
    // The reference from the language's own spec.
    expect(html('en/api')).toContain('Create envelope');
    expect(html('api')).toContain('Criar envelope');
    // The navbar's labels from i18n/en/docusaurus-theme-classic/navbar.json.
    expect(html('en/docs/intro')).toContain('>API reference</a>');
    expect(html('docs/intro')).toContain('>Referência da API</a>');
    // The sidebar's category from i18n/en/docusaurus-plugin-content-docs/current.json.
    expect(html('en/docs/intro')).toContain('>Guides<');
    expect(html('en/docs/intro')).not.toContain('>Guias<');
    expect(html('docs/intro')).toContain('>Guias<');
  });

  it('shows a page without a translation in pt-BR, with a notice linking to it', () => {
    const guide = html('en/docs/guia');
    expect(guide).toContain('Crie um envelope e envie-o aos signatários.');
    expect(guide).toMatch(/<article class="markdown" lang="pt-BR">/);
    expect(guide).toContain(
      'This page has not been translated yet. It is shown in <a href="/docs/guia/" lang="pt-BR"',
    );
    expect(html('en/docs/intro')).not.toContain('has not been translated');
    expect(html('docs/guia')).not.toContain('admonition--info');
  });

  it('names the page in every language (hreflang, x-default), absolute under the site url', () => {
    const expected = [
      `pt-BR ${ORIGIN}/docs/intro/`,
      `en ${ORIGIN}/en/docs/intro/`,
      `x-default ${ORIGIN}/docs/intro/`,
    ];
    expect(alternates('docs/intro')).toEqual(expected);
    expect(alternates('en/docs/intro')).toEqual(expected);
    expect(alternates('en/api')).toEqual([
      `pt-BR ${ORIGIN}/api/`,
      `en ${ORIGIN}/en/api/`,
      `x-default ${ORIGIN}/api/`,
    ]);
  });

  it('publishes a sitemap, search index, llms.txt and client per language; robots once', () => {
    const sitemap = readFileSync(path.join(site.dist, 'sitemap.xml'), 'utf8');
    const english = readFileSync(path.join(site.dist, 'en/sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${ORIGIN}/docs/intro/</loc>`);
    expect(sitemap).not.toContain('/en/');
    expect(english).toContain(`<loc>${ORIGIN}/en/docs/intro/</loc>`);
    expect(english).not.toMatch(new RegExp(`<loc>${ORIGIN}/docs/`));
    expect(existsSync(path.join(site.dist, 'pagefind/pagefind.js'))).toBe(true);
    expect(existsSync(path.join(site.dist, 'en/pagefind/pagefind.js'))).toBe(true);
    expect(readFileSync(path.join(site.dist, 'en/llms.txt'), 'utf8')).toContain(
      '/en/docs/intro/index.md',
    );
    expect(existsSync(path.join(site.dist, 'robots.txt'))).toBe(true);
    expect(existsSync(path.join(site.dist, 'en/robots.txt'))).toBe(false);
    expect(existsSync(path.join(site.dist, 'en/_headers'))).toBe(false);
    const script = (route: string) => /<script type="module" src="([^"]+)"/.exec(html(route))![1]!;
    expect(script('docs/intro')).toMatch(/^\/assets\/main-/);
    expect(script('en/docs/intro')).toMatch(/^\/en\/assets\/main-/);
    // The English script speaks English (its search dialog's close button), the pt-BR one not.
    const code = (src: string) =>
      readFileSync(path.join(site.dist, src), 'utf8') +
      readdirChunks(path.join(site.dist, path.dirname(src), 'chunks'));
    expect(code(script('en/docs/intro'))).toContain('"Close"');
    expect(code(script('docs/intro'))).toContain('"Fechar"');
  });

  it('switches language by keyboard to the same page; plain links without JavaScript', async () => {
    const page = await openInTheme(site, '/docs/intro/', { width: 1280, theme: 'light' });
    const menu = page.locator('details.dropdown', { has: page.locator('a[hreflang]') });
    await expect(menu.locator('summary').innerText()).resolves.toBe('Português (Brasil)');
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('English');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.url}en/docs/intro/`);
    await expect(page.locator('h1').innerText()).resolves.toBe('Introduction');
    // From a page English has not translated, back to pt-BR's.
    await page.goto(`${site.server.url}en/docs/guia/`);
    await page
      .locator('details.dropdown', { has: page.locator('a[hreflang]') })
      .locator('summary')
      .click();
    await page.locator('a[hreflang="pt-BR"]').first().click();
    await page.waitForURL(`${site.server.url}docs/guia/`);
    expect(await cspViolations(page)).toEqual([]);

    const context = await site.browser.newContext({ javaScriptEnabled: false });
    site.contexts.push(context);
    const plain = await context.newPage();
    await plain.goto(`${site.server.url}en/api/`);
    await plain
      .locator('details.dropdown', { has: plain.locator('a[hreflang]') })
      .locator('summary')
      .click();
    await plain.locator('a[hreflang="pt-BR"]').first().click();
    await plain.waitForURL(`${site.server.url}api/`);
  });

  it('searches each language in its own index', async () => {
    const page = await openInTheme(site, '/en/docs/intro/', { width: 1280, theme: 'light' });
    await openWithShortcut(page);
    const english = await query(page, 'envelopes');
    expect(english.length).toBeGreaterThan(0);
    for (const hit of english) expect(hit.href).toMatch(/^\/en\//);
    const portuguese = await openInTheme(site, '/docs/intro/', { width: 1280, theme: 'light' });
    await openWithShortcut(portuguese);
    const hits = await query(portuguese, 'envelopes');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.href).not.toMatch(/^\/en\//);
  });

  it('has no axe violation in English, light and dark, at 1280 and 390 px', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const width of [1280, 390])
        for (const route of ['/en/docs/guia/', '/en/api/']) {
          const page = await openInTheme(site, route, { width, theme });
          expect(await axeViolations(page), `${route} ${theme} ${width}`).toEqual([]);
          await page.screenshot({
            path: path.join(
              repoRoot,
              'test/artifacts',
              `i18n${route.replaceAll('/', '-')}${theme}-${width}.png`,
            ),
            fullPage: true,
          });
        }
  });
});

describe('languages that leave untranslated pages out', () => {
  it('builds no untranslated page, and links the others to the language’s home', async () => {
    const dir = copyFixture('i18n-site');
    const config = path.join(dir, 'docgen.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "defaultLocale: 'pt-BR',",
        "defaultLocale: 'pt-BR',\n    untranslated: 'omit',",
      ),
    );
    const built = await runCli(['build', '--no-cache'], dir);
    expect(built.code, built.stderr).toBe(0);
    const dist = path.join(dir, 'dist');
    expect(existsSync(path.join(dist, 'en/docs/guia/index.html'))).toBe(false);
    const guide = readFileSync(path.join(dist, 'docs/guia/index.html'), 'utf8');
    expect(guide).toContain('<a href="/en/" lang="en" hrefLang="en">English</a>');
    expect(guide).not.toContain('hrefLang="en" href=');
    expect(readFileSync(path.join(dist, 'en/docs/intro/index.html'), 'utf8')).not.toContain(
      '/en/docs/guia/',
    );
  });
});

describe('languages declared wrong', () => {
  it('stops at a default language missing from the list (DG1021), keeping dist/', async () => {
    const dir = copyFixture('i18n-site');
    const config = path.join(dir, 'docgen.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("defaultLocale: 'pt-BR'", "defaultLocale: 'pt'"),
    );
    const built = await runCli(['build', '--no-cache'], dir);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('DG1021');
    expect(built.stderr).toContain('i18n.defaultLocale "pt" is not one of i18n.locales');
  });

  it('stops at a navbar.json that is not JSON (DG1022), at its line and column', async () => {
    const dir = copyFixture('i18n-site');
    const file = path.join(dir, 'i18n/en/docusaurus-theme-classic/navbar.json');
    writeFileSync(file, '{\n  "title": { "message": "Signatures" },\n  oops\n}\n');
    const built = await runCli(['build', '--no-cache'], dir);
    expect(built.code).toBe(1);
    expect(built.stderr).toMatch(/navbar\.json:3:3 +error +DG1022/);
  });

  it('stops at a string key docgen does not have (DG1021), naming the nearest', async () => {
    const dir = copyFixture('i18n-site');
    const config = path.join(dir, 'docgen.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "title: 'Assinaturas',",
        "title: 'Assinaturas',\n  strings: { 'frame.onThisPag': 'Neste guia' },",
      ),
    );
    const built = await runCli(['build', '--no-cache'], dir);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('DG1021');
    expect(built.stderr).toContain('Did you mean "frame.onThisPage"?');
  });
});

/** Every chunk of a client's folder, as one text. */
function readdirChunks(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('docgen watch on a site of two languages', () => {
  it('serves edits to a translation, navbar.json, the translated spec; an index each', async () => {
    const site = copyFixture('i18n-site');
    const dev = await startDocgen(['watch', '--port', '0'], site);
    const get = (route: string) => fetch(`${dev.url}${route.slice(1)}`);
    const until = async (route: string, test: (text: string) => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!test(await (await get(route)).text())) {
        if (Date.now() > deadline) throw new Error(`${route} never changed:\n${dev.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const edit = (file: string, from: string, to: string) => {
      const at = path.join(site, file);
      writeFileSync(at, readFileSync(at, 'utf8').replace(from, to));
    };
    try {
      expect(await (await get('/en/docs/intro/')).text()).toContain('The API creates envelopes');
      edit('i18n/en/docusaurus-plugin-content-docs/current/intro.md', 'creates', 'makes');
      await until('/en/docs/intro/', (html) => html.includes('The API makes envelopes'));
      edit('i18n/en/docusaurus-theme-classic/navbar.json', '"API reference"', '"Reference"');
      await until('/en/docs/intro/', (html) => html.includes('>Reference</a>'));
      edit('i18n/en/openapi.yaml', 'summary: Create envelope', 'summary: New envelope');
      await until('/en/api/', (html) => html.includes('New envelope'));
      // A new translation replaces the pt-BR page and its notice.
      writeFileSync(
        path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current/guia.md'),
        '---\ntitle: Sending guide\n---\n\n# Sending guide\n\nCreate an envelope.\n',
      );
      await until('/en/docs/guia/', (html) => html.includes('Create an envelope.'));
      expect(await (await get('/en/docs/guia/')).text()).not.toContain('has not been translated');
      // Each language's search index, made in the background once the pages are served.
      for (const index of ['/en/pagefind/pagefind.js', '/pagefind/pagefind.js'])
        await expect
          .poll(async () => (await get(index)).status, { timeout: 20_000, interval: 100 })
          .toBe(200);
    } finally {
      await dev.stop();
    }
  });
});
