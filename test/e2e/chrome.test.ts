import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, gotoSettled, launchBrowser } from '../helpers/browser.js';
import { copyFixture } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';
import { buildSite, generatedCsp, routesOf, serveWithHeaders } from './chrome-support.js';

type Served = Awaited<ReturnType<typeof serveStatic>>;

const TOC_CHUNK = '**/assets/chunks/toc-spy-*.js';
const DIALOG_CHUNK = '**/assets/chunks/dialog-*.js';
/**
 * Records, before any page script runs, what <html> carried when <body> was parsed and at the first
 * frame.
 */
const FIRST_PAINT_PROBE = `
  window.__atBody = null; window.__atFrame = null;
  const snap = () => ({
    theme: document.documentElement.dataset.theme,
    dismissed: 'announcementDismissed' in document.documentElement.dataset
  });
  new MutationObserver((_, o) => {
    if (document.body) { window.__atBody = snap(); o.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
  requestAnimationFrame(() => { window.__atFrame = snap(); });
`;

describe('site chrome and client behaviours in Chromium (fixture chrome-site)', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let dist: string;
  let server: Served;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const dir = copyFixture('chrome-site');
    dist = await buildSite(dir);
    server = await serveStatic(dist);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.cleanup();
    await server?.close();
  });

  async function open(
    route: string,
    options: BrowserContextOptions = {},
    base = server.url,
  ): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(new URL(route.replace(/^\//, ''), base).href);
    return page;
  }

  it(
    'light by default, prefers-color-scheme not followed; ' +
      'the toggle persists and the reload paints dark from the start',
    async () => {
      const page = await open('/docs/intro/', { colorScheme: 'dark' });
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      const toggle = page.locator('[data-theme-toggle]');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('docgen.theme'))).toBe('dark');

      await page.addInitScript(FIRST_PAINT_PROBE);
      await page.reload();
      await page.waitForFunction(
        () => (window as unknown as { __atFrame: unknown }).__atFrame !== null,
      );
      const probe = await page.evaluate(() => {
        const w = window as unknown as {
          __atBody: { theme: string };
          __atFrame: { theme: string };
        };
        return {
          body: w.__atBody.theme,
          frame: w.__atFrame.theme,
          bg: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(probe).toEqual({ body: 'dark', frame: 'dark', bg: 'rgb(27, 27, 29)' });
    },
  );

  it(
    'phone menu: opens from the keyboard, traps focus, ' +
      'closes on Escape and on navigation, restores focus',
    async () => {
      const page = await open('/docs/intro/', { viewport: { width: 390, height: 844 } });
      const button = page.locator('[data-menu-toggle]');
      const drawer = page.locator('dialog[data-drawer]');
      await expect.poll(() => button.isVisible()).toBe(true);
      expect(await page.locator('.navbar__items').isVisible()).toBe(false);
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await drawer.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // The drawer holds the navbar links and the docs sidebar.
      expect(await drawer.getByRole('link', { name: 'Docs' }).count()).toBe(1);
      expect(
        await drawer.locator('nav.sidebar').getByRole('link', { name: 'Introdução' }).count(),
      ).toBe(1);
      const inside: boolean[] = [];
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
        inside.push(
          await page.evaluate(() => !!document.activeElement?.closest('dialog[data-drawer]')),
        );
      }
      expect(inside.every(Boolean)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await drawer.isVisible()).toBe(false);
      // The dialog's close event, which restores focus, is dispatched in a task after the dialog
      // closes.
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle')))
        .toBe(true);

      await page.keyboard.press('Enter');
      expect(await drawer.isVisible()).toBe(true);
      await page.evaluate(() => (location.hash = '#campos'));
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle')))
        .toBe(true);
    },
  );

  it(
    'announcement: dismissed with its button, ' +
      'remembered per id, hidden before first paint after a reload',
    async () => {
      const page = await open('/');
      const bar = page.locator('[data-announcement]');
      expect(await bar.innerText()).toContain('Aviso do teste do chrome.');
      const navbarTop = await page
        .locator('.navbar')
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(navbarTop).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Fechar aviso' }).click();
      expect(await bar.isVisible()).toBe(false);
      expect(
        await page.evaluate(() =>
          localStorage.getItem('docgen.announcement.aviso-chrome-1.dismissed'),
        ),
      ).toBe('1');

      await page.addInitScript(FIRST_PAINT_PROBE);
      await page.reload();
      await page.waitForFunction(
        () => (window as unknown as { __atFrame: unknown }).__atFrame !== null,
      );
      const probe = await page.evaluate(
        () => (window as unknown as { __atBody: { dismissed: boolean } }).__atBody.dismissed,
      );
      expect(probe).toBe(true);
      expect(await bar.isVisible()).toBe(false);
      expect(await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().top)).toBe(
        0,
      );
    },
  );

  it('an unknown path answers 404 with the not-found page in the full chrome', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(server.url + 'nao/existe/');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toMatch(/^Página não encontrada/);
    expect(await page.locator('main h1').innerText()).toBe('Página não encontrada');
    expect(await page.locator('main').innerText()).toContain('informe que o link está quebrado');
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'Voltar para o início' })
        .getAttribute('href'),
    ).toBe('/');
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'Ir para a documentação' })
        .getAttribute('href'),
    ).toMatch(/^\/docs\//);
    for (const landmark of ['header', 'footer', 'header nav'])
      expect(await page.locator(landmark).count()).toBeGreaterThan(0);
  });

  it('a crashing TOC keeps the HTML it enhances, shows nothing: its links work', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // The real TOC chunk is swapped for a module that throws on its mount (after breaking part of
    // the TOC, as a half-run script may): no test code ships.
    await page.route(TOC_CHUNK, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body:
          "export function mount(el) { el.querySelector('ul').remove(); " +
          "throw new Error('Falha simulada no sumário'); }",
      }),
    );
    await page.goto(server.url + 'docs/intro/');
    await expect.poll(() => errors.some((e) => e.includes('Falha simulada no sumário'))).toBe(true);
    const toc = page.locator('[data-island="toc"]');
    // Highlighting the section being read is all that is lost: no alert in the TOC's column.
    expect(await toc.locator('.island-error').count()).toBe(0);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    // The server-rendered TOC is back and usable.
    const link = toc.locator('a[href="#campos"]');
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/#campos$/);
  });

  it(
    'a TOC chunk that fails to load: warning logged, exactly one automatic reload, ' +
      'then the HTML it enhances, quietly',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      const warnings: string[] = [];
      let loads = 0;
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      page.on('load', () => loads++);
      await page.route(TOC_CHUNK, (route) => route.abort('failed'));
      await page.goto(server.url + 'docs/intro/');
      const toc = page.locator('[data-island="toc"]');
      await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
      await expect.poll(() => warnings.length).toBe(2);
      await page.waitForTimeout(1000);
      expect(loads).toBe(2);
      expect(warnings[0]).toContain('Falha ao carregar');
      // The TOC itself (server HTML) is still there and usable, with no notice.
      expect(await toc.locator('.island-error').count()).toBe(0);
      expect(await toc.locator('a[href="#envelopes"]').isVisible()).toBe(true);
      expect(await page.locator('article.markdown h1').isVisible()).toBe(true);
      // The next page load that gets the chunk forgets the reload it made.
      await page.unroute(TOC_CHUNK);
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('docgen.chunk-reload')))
        .toBe(null);
    },
  );

  it(
    'the search chunk failing: hover and Tab never reload; Ctrl+K reloads at most once, ' +
      'then shows the notice, however often it is pressed',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => loads++);
      await page.route(DIALOG_CHUNK, (route) => route.abort('failed'));
      // The other islands load fine: that must not reset the guard against reload loops.
      const tocLoaded = page.waitForResponse(TOC_CHUNK);
      await page.goto(server.url + 'docs/intro/');
      await tocLoaded;
      const box = page.locator('button[data-search-open]');
      for (let i = 0; i < 3; i++) {
        await box.hover();
        await page.mouse.move(0, 0);
        await box.focus();
        await page.locator('body').click({ position: { x: 5, y: 400 } });
      }
      await page.waitForTimeout(1000);
      expect(loads).toBe(1);
      const notice = page.locator('.search-load-error .island-error');
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Control+k');
        await page.waitForLoadState('load');
        await page.waitForTimeout(500);
      }
      await expect.poll(() => notice.count()).toBe(1);
      expect(loads).toBe(2);
      const afterNotice = loads;
      expect(await notice.innerText()).toContain('Não foi possível carregar a busca.');
      expect(await notice.getByRole('button', { name: 'Tentar novamente' }).isVisible()).toBe(true);
      await page.keyboard.press('Control+k');
      await box.hover();
      await page.waitForTimeout(1000);
      expect(loads).toBe(afterNotice);

      await page.unroute(DIALOG_CHUNK);
      await notice.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect.poll(() => loads).toBe(afterNotice + 1);
      await page.waitForLoadState('load');
      await page.keyboard.press('Control+k');
      await page.waitForSelector('dialog.search-dialog[open]');
    },
  );

  it(
    'the search index failing (/pagefind/ blocked): no reload, the dialog says so ' +
      'and "Tentar novamente" loads it in place',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => loads++);
      await page.route('**/pagefind/**', (route) => route.abort('failed'));
      await page.goto(server.url + 'docs/intro/');
      await page.keyboard.press('Control+k');
      await page.waitForSelector('dialog.search-dialog[open]');
      await page.keyboard.type('envelopes');
      const notice = page.locator('dialog.search-dialog .island-error');
      // expect.poll gives up after 1 s by default: loading Pagefind's WebAssembly and index takes
      // longer than that on a loaded 2-core CI machine.
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
      expect(await notice.innerText()).toContain('Não foi possível carregar o índice da busca.');
      await page.waitForTimeout(1000);
      expect(loads).toBe(1);
      expect(await page.locator('dialog.search-dialog').getAttribute('open')).not.toBeNull();

      await page.unroute('**/pagefind/**');
      await notice.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect
        .poll(() => page.locator('.search-hit').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await notice.count()).toBe(0);
      expect(loads).toBe(1);
    },
  );

  for (const width of [1280, 390]) {
    it(
      `the language dropdown at ${width} px: its item on one line; ` +
        'closes with Escape, a click outside and Tab',
      async () => {
        const page = await open('/docs/intro/', { viewport: { width, height: 800 } });
        const dropdown = page.locator('details.dropdown');
        const summary = dropdown.locator('summary');
        const item = dropdown.locator('.dropdown__menu a');
        const isOpen = () => dropdown.evaluate((d) => (d as HTMLDetailsElement).open);
        await expect
          .poll(() => page.evaluate(() => 'js' in document.documentElement.dataset))
          .toBe(true);

        await summary.click();
        expect(await isOpen()).toBe(true);
        const lines = await item.evaluate((a) => {
          const range = document.createRange();
          range.selectNodeContents(a);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        const box = await item.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);

        await page.keyboard.press('Escape');
        expect(await isOpen()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

        await summary.click();
        expect(await isOpen()).toBe(true);
        await page.locator('article.markdown p').first().click();
        expect(await isOpen()).toBe(false);

        await summary.focus();
        await page.keyboard.press('Enter');
        expect(await isOpen()).toBe(true);
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('.dropdown__menu') !== null),
        ).toBe(true);
        await page.keyboard.press('Tab');
        expect(await isOpen()).toBe(false);
      },
    );
  }

  describe('base URL banner', () => {
    let otherDist: string;
    beforeAll(async () => {
      otherDist = await buildSite(path.dirname(dist), 'dist-docs-site', [
        '--base-url',
        '/docs-site/',
      ]);
    });

    it(
      'explains the misconfiguration when served ' + 'under a path that is not the baseUrl',
      async () => {
        // Under the site's own policy: the inline script reveals and styles it (CSSOM).
        const wrong = await serveWithHeaders(
          otherDist,
          { 'Content-Security-Policy': generatedCsp(otherDist) },
          '/wrong-prefix/',
        );
        try {
          const page = await open('/docs/intro/', {}, wrong.url);
          const banner = page.locator('[data-base-url-banner]');
          expect(await banner.isVisible()).toBe(true);
          expect(await banner.innerText()).toContain('/docs-site/');
          expect(await banner.innerText()).toContain('mal configurado');
          // A warning box across the top, not bare text: the stylesheet could not load.
          const style = await banner.evaluate((b) => {
            const s = getComputedStyle(b);
            return {
              background: s.backgroundColor,
              border: s.borderBottomWidth,
              padding: s.paddingLeft,
            };
          });
          expect(style).toEqual({
            background: 'rgb(255, 244, 224)',
            border: '3px',
            padding: '20px',
          });
          await page.screenshot({ path: path.join(artifactsDir, 'base-url-banner.png') });
        } finally {
          await wrong.close();
        }
      },
    );

    it("never shows on a correct deploy, not even on the 404 page at the host's root", async () => {
      const right = await serveStatic(otherDist, '/docs-site/');
      try {
        for (const route of ['/', '/docs/intro/']) {
          const page = await open(route, {}, right.url);
          expect(await page.locator('[data-base-url-banner]').isVisible()).toBe(false);
          expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
            'rgb(255, 255, 255)',
          );
        }
        // `/` and any path outside /docs-site/ get the host's 404 page, which loads its styles
        // from /docs-site/: nothing is misconfigured.
        for (const outside of ['/', '/nao-existe/']) {
          const page = await open(outside, {}, new URL('/', right.url).href);
          expect(await page.locator('main h1').innerText()).toBe('Página não encontrada');
          expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
            'rgb(255, 255, 255)',
          );
          expect(await page.locator('[data-base-url-banner]').isVisible()).toBe(false);
        }
        const root = await open('/', {}, server.url);
        expect(await root.locator('[data-base-url-banner]').isVisible()).toBe(false);
      } finally {
        await right.close();
      }
    });
  });

  describe('prefetching', () => {
    /**
     * Opens the home page with a given Network Information, hovers a docs link and scrolls; returns
     * page requests.
     */
    async function prefetched(connection: {
      saveData: boolean;
      effectiveType: string;
    }): Promise<string[]> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      await context.addInitScript(
        `Object.defineProperty(navigator, 'connection', { value: ` +
          `${JSON.stringify(connection)}, configurable: true });`,
      );
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.endsWith('/') && url.pathname !== '/') requested.push(url.pathname);
      });
      await page.goto(server.url);
      await page.getByRole('link', { name: 'página avulsa' }).hover();
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(2500);
      return requested;
    }

    it('prefetches internal links on hover and in view on a normal connection', async () => {
      const requests = await prefetched({ saveData: false, effectiveType: '4g' });
      expect(requests).toContain('/markdown-page/');
      expect(requests).toContain('/docs/intro/');
      expect(requests.every((r) => !r.includes('example.com'))).toBe(true);
    });

    it('prefetches nothing with save-data on', async () => {
      expect(await prefetched({ saveData: true, effectiveType: '4g' })).toEqual([]);
    });

    it('prefetches nothing on 2g and slow-2g', async () => {
      expect(await prefetched({ saveData: false, effectiveType: '2g' })).toEqual([]);
      expect(await prefetched({ saveData: false, effectiveType: 'slow-2g' })).toEqual([]);
    });
  });

  it(
    'viewing a docs page writes the docs version ' +
      'under docgen.docs.version; other pages do not',
    async () => {
      const page = await open('/');
      expect(await page.evaluate(() => localStorage.getItem('docgen.docs.version'))).toBe(null);
      await page.goto(server.url + 'docs/intro/');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('docgen.docs.version')))
        .toBe('2.1');
    },
  );

  it(
    'TOC (h2–h3) highlights the heading being read; ' +
      'on a phone it is a closed "Nesta página" disclosure',
    async () => {
      const page = await open('/docs/intro/');
      const toc = page.locator('aside.toc');
      const hrefs = await toc
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '#envelopes',
        '#detalhes-de-envelopes',
        '#destinatarios',
        '#detalhes-de-destinatarios',
        '#campos',
        '#detalhes-de-campos',
        '#documentos',
        '#detalhes-de-documentos',
      ]);
      expect(await toc.locator('a[href="#envelopes"]').isVisible()).toBe(true);
      await page.locator('#detalhes-de-campos').evaluate((el) => el.scrollIntoView());
      await expect
        .poll(() => toc.locator('a.is-active').getAttribute('href'))
        .toBe('#detalhes-de-campos');
      expect(await toc.locator('a[aria-current="location"]').count()).toBe(1);
      await page.locator('#destinatarios').evaluate((el) => el.scrollIntoView());
      await expect
        .poll(() => toc.locator('a.is-active').getAttribute('href'))
        .toBe('#destinatarios');

      const phone = await open('/docs/intro/', { viewport: { width: 390, height: 844 } });
      const summary = phone.locator('aside.toc summary');
      expect(await summary.innerText()).toContain('Nesta página');
      expect(await phone.locator('aside.toc a[href="#envelopes"]').isVisible()).toBe(false);
      await summary.click();
      expect(await phone.locator('aside.toc a[href="#envelopes"]').isVisible()).toBe(true);
    },
  );

  it('sidebar categories fold and unfold, and keep that state for the session', async () => {
    const page = await open('/docs/intro/');
    const guides = page.locator('#docs-sidebar details[data-category="Guias"]');
    const link = page.locator('#docs-sidebar').getByRole('link', { name: 'Primeiro guia' });
    const initiallyOpen = await guides.evaluate((d) => (d as HTMLDetailsElement).open);
    await guides.locator('summary').click();
    expect(await guides.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!initiallyOpen);
    expect(await link.isVisible()).toBe(!initiallyOpen);
    await page.reload();
    expect(await guides.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!initiallyOpen);
    await guides.locator('summary').click();
    await page.reload();
    expect(await guides.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(initiallyOpen);
  });

  it(
    'skip link first in tab order and visible on focus; ' +
      'landmarks; external link opens safely; one current language',
    async () => {
      const page = await open('/docs/intro/');
      await page.keyboard.press('Tab');
      const skip = page.locator('.skip-link');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      expect(await skip.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
      for (const selector of ['header', 'nav', 'main', 'aside', 'footer'])
        expect(await page.locator(selector).count()).toBeGreaterThan(0);
      const external = page.locator('.navbar__items a[href="https://example.com/repo"]');
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
      await page.locator('.dropdown summary').click();
      const languages = page.locator('.dropdown__menu a');
      expect(await languages.allInnerTexts()).toEqual(['Português (Brasil)']);
      expect(await languages.getAttribute('aria-current')).toBe('true');
    },
  );

  it(
    'budget: a docs page loads < 10 KB gzip of JS and < 30 KB of CSS before interaction; ' +
      'only CSS and the theme script block rendering',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      const loaded: { type: string; gzip: number }[] = [];
      page.on('response', async (r) => {
        const type = r.request().resourceType();
        if (type === 'script' || type === 'stylesheet')
          loaded.push({ type, gzip: gzipSync(await r.body()).length });
      });
      await gotoSettled(page, server.url + 'docs/intro/');
      const total = (type: string) =>
        loaded.filter((l) => l.type === type).reduce((sum, l) => sum + l.gzip, 0);
      expect(total('script')).toBeGreaterThan(0);
      expect(total('script')).toBeLessThan(10 * 1024);
      expect(total('stylesheet')).toBeLessThan(30 * 1024);
      const blocking = await page.evaluate(() =>
        [
          ...document.head.querySelectorAll(
            'script[src]:not([type="module"]):not([defer]):not([async]), script:not([src])',
          ),
        ].map((s) => s.outerHTML.slice(0, 80)),
      );
      expect(blocking).toHaveLength(1);
      expect(blocking[0]).toContain("d.dataset.js=''");
    },
  );

  it(
    'no CSP violation on any route served with the ' +
      'generated policy; no inline style attributes',
    async () => {
      const csp = generatedCsp(dist);
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("object-src 'none'");
      const strict = await serveWithHeaders(dist, { 'Content-Security-Policy': csp });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      contexts.push(context);
      await context.addInitScript(
        `window.__violations = []; document.addEventListener('securitypolicyviolation', ` +
          `(e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`,
      );
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        for (const route of [...routesOf(dist), '/nao/existe/']) {
          const response = await gotoSettled(page, strict.url + route.slice(1));
          expect(response?.headers()['content-security-policy']).toBe(csp);
          await page.locator('[data-menu-toggle]').click();
          await page.keyboard.press('Escape');
          expect(
            await page.evaluate(
              () => (window as unknown as { __violations: string[] }).__violations,
            ),
            route,
          ).toEqual([]);
          expect(await page.getAttribute('html', 'data-theme')).toBe('light');
          expect(
            readFileSync(
              path.join(
                dist,
                route === '/nao/existe/' ? '404.html' : route.slice(1) + 'index.html',
              ),
              'utf8',
            ),
          ).not.toMatch(/\sstyle=/);
        }
        expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      } finally {
        await strict.close();
      }
    },
  );
});
