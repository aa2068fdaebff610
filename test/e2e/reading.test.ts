// What a reader meets on this site's pages, served with the Content-Security-Policy of its
// `_headers`: code titles beside "Copiar", the crash notice (an island's, and the page's own when
// its script throws), and the chrome's smaller details.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, gotoSettled } from '../helpers/browser.js';
import { repoRoot } from '../helpers/cli.js';
import { routesOf, siteInBrowser } from './chrome-support.js';

const shots = path.join(artifactsDir, 'reading');

describe('reading this site, under its CSP', { timeout: 180_000 }, () => {
  const site = siteInBrowser(repoRoot, 'reading');
  mkdirSync(shots, { recursive: true });

  /** A page, with what it logged and the policy violations it met. */
  async function open(route: string, width = 1280, theme: 'light' | 'dark' = 'light') {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    site.contexts.push(context);
    context.setDefaultTimeout(60_000);
    await context.addInitScript(
      `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}` +
        `window.__violations = []; document.addEventListener('securitypolicyviolation', ` +
        `(e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`,
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (route) await gotoSettled(page, site.server.url + route.replace(/^\//, ''));
    return { page, errors };
  }

  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  for (const width of [390, 1280])
    it(`${width} px: no code block's title overlaps its "Copiar", on any page`, async () => {
      const { page } = await open('', width);
      let titled = 0;
      const overlaps: string[] = [];
      for (const route of routesOf(site.dist)) {
        await gotoSettled(page, site.server.url + route.replace(/^\//, ''));
        const found = await page.$$eval('.code-block__title', (titles) =>
          titles.map((title) => {
            const button = title.querySelector('.copy-button');
            const range = document.createRange();
            const text = [...title.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
            if (!button || !text) return { text: title.textContent, hit: 'sem botão' };
            range.selectNodeContents(text);
            const b = button.getBoundingClientRect();
            const hit = [...range.getClientRects()].some(
              (r) => r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom,
            );
            return { text: text.textContent, hit: hit ? 'sobreposto' : '' };
          }),
        );
        titled += found.length;
        overlaps.push(...found.filter((f) => f.hit).map((f) => `${route} "${f.text}": ${f.hit}`));
      }
      expect(titled).toBeGreaterThan(20);
      expect(overlaps).toEqual([]);
      await gotoSettled(page, `${site.server.url}docs/starting/`);
      await page.locator('.code-block__title').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `code-title-${width}.png`) });
    });

  it("an island that crashes shows 'This page crashed.', its message and 'Try again'", async () => {
    const { page } = await open('');
    // The diagrams' chunk swapped for a module that throws: no test code ships.
    await page.route('**/assets/chunks/diagrams-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        // The page's first diagram fails its first mount (the islands mount in any order).
        body:
          "export function mount(el) { if (el === document.querySelector('figure.diagram') " +
          "&& !el.dataset.tried) { el.dataset.tried = 'sim'; " +
          "throw new Error('Falha simulada no diagrama'); } el.dataset.mounted = 'sim'; }",
      }),
    );
    await gotoSettled(page, `${site.server.url}docs/diagrams/`);
    const figure = page.locator('figure.diagram').first();
    const notice = figure.locator('.island-error');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.locator('.island-error__title').textContent()).toBe('This page crashed.');
    expect(await notice.getAttribute('lang')).toBe('en');
    // The message in view, not folded.
    const message = notice.locator('.island-error__message');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toBe('Falha simulada no diagrama');
    // What the server rendered stays: the diagram, the page's other figures and links.
    expect(await figure.locator('svg').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Estados do envelope' }).first().click();
    await page.waitForURL(/#estados-do-envelope$/);
    await figure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'island-crash-1280.png') });
    const again = notice.getByRole('button', { name: 'Try again' });
    await again.click();
    await expect.poll(() => figure.getAttribute('data-mounted')).toBe('sim');
    expect(await figure.locator('.island-error').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  for (const width of [1280, 390])
    it(`${width} px: the script throwing: the crash notice, the content still works`, async () => {
      const { page, errors } = await open('', width);
      let broken = true;
      await page.route('**/assets/main-*.js', (route) =>
        broken
          ? route.fulfill({
              contentType: 'text/javascript',
              body: "throw new Error('Falha simulada no script do site');",
            })
          : route.continue(),
      );
      await gotoSettled(page, `${site.server.url}docs/intro/`);
      expect(errors).toEqual(['Falha simulada no script do site']);
      const notice = page.locator('#conteudo > .island-error');
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.getAttribute('role')).toBe('alert');
      expect(await notice.locator('.island-error__title').textContent()).toBe('This page crashed.');
      expect(await notice.locator('.island-error__message').textContent()).toBe(
        'Falha simulada no script do site',
      );
      expect(await notice.locator('.island-error__message').isVisible()).toBe(true);
      // Styled by the site's stylesheet: a box with its border, under the CSP (the handler is the
      // page's inline script, allowed by its hash).
      expect(await notice.evaluate((n) => getComputedStyle(n).borderLeftWidth)).toBe('4px');
      expect(await violations(page)).toEqual([]);
      expect(await page.locator('article.markdown h1').isVisible()).toBe(true);
      await page.screenshot({ path: path.join(shots, `page-crash-${width}.png`) });
      // The page's links still lead on.
      broken = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => notice.count()).toBe(0);
      expect(await page.locator('html').getAttribute('data-ready')).toBe('');
    });

  it('a failing table-of-contents highlighter shows nothing: its links still work', async () => {
    const { page } = await open('');
    await page.route('**/assets/chunks/toc-spy-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export function mount() { throw new Error('Falha simulada no sumário'); }",
      }),
    );
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await gotoSettled(page, `${site.server.url}docs/starting/`);
    await expect.poll(() => logged.some((l) => l.includes('Falha simulada no sumário'))).toBe(true);
    const toc = page.locator('[data-island="toc"]');
    expect(await toc.locator('.island-error').count()).toBe(0);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    const link = toc.getByRole('link').nth(1);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(new RegExp(`${href}$`));
  });

  it('the language option leads to the same page; the 404 page’s to the home page', async () => {
    for (const route of ['/', '/docs/intro/', '/api/', '/docs/category/guias/']) {
      const { page } = await open(route);
      const option = page.locator('.dropdown__menu a[lang="pt-BR"]');
      expect(await option.getAttribute('href'), route).toBe(route);
    }
    const { page } = await open('/nao-existe/');
    expect(await page.locator('.dropdown__menu a[lang="pt-BR"]').getAttribute('href')).toBe('/');
  });

  it('on a phone the search dialog gives no keyboard hints; with a keyboard it does', async () => {
    for (const [width, shown] of [
      [390, false],
      [1280, true],
    ] as const) {
      const { page } = await open('/docs/intro/', width);
      await page.locator('[data-search-open]').first().click();
      await page.waitForSelector('dialog.search-dialog[open]');
      expect(await page.locator('.search-dialog__help').isVisible(), `${width}`).toBe(shown);
      if (!shown) await page.screenshot({ path: path.join(shots, 'search-390.png') });
    }
  });

  for (const [width, where] of [
    [1280, '.navbar__items'],
    [390, '#drawer'],
  ] as const)
    it(`${width} px: "Repositório" shows it leaves the site`, async () => {
      const { page } = await open('/docs/intro/', width);
      if (width === 390)
        await page.getByRole('button', { name: 'Abrir menu de navegação' }).click();
      const link = page.locator(where).getByRole('link', { name: /^Repositório/ });
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      const mark = link.locator('.external-mark');
      expect(await mark.isVisible()).toBe(true);
      const box = await mark.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(8);
      expect(await link.evaluate((a) => a.textContent)).toBe('Repositório (abre em nova aba)');
      await link.screenshot({ path: path.join(shots, `repository-${width}.png`) });
    });

  it('/docs/: sections in the sidebar order, none named after a card it holds', async () => {
    const { page } = await open('/docs/');
    const sections = await page.$$eval('article.markdown section', (all) =>
      all.map((s) => ({
        title: s.querySelector('h2')?.textContent ?? '',
        cards: [...s.querySelectorAll('.card__title')].map((c) => c.textContent ?? ''),
      })),
    );
    expect(sections.map((s) => s.title)).toEqual(['Comece por aqui', 'Guias', 'Mais páginas']);
    expect(sections[0]!.cards).toEqual(['Introdução', 'Início rápido', 'Primeiros passos']);
    expect(sections[2]!.cards).toEqual(['Perguntas frequentes', 'Diagramas e fluxos']);
    for (const s of sections) expect(s.cards, s.title).not.toContain(s.title);
  });

  it('the footer\'s Quick Start link reads "Início rápido" and leads to /docs/intro/', async () => {
    const { page } = await open('/');
    const link = page.locator('footer').getByRole('link', { name: 'Início rápido' });
    expect(await link.getAttribute('href')).toBe('/docs/intro/');
    expect(await page.locator('footer').getByRole('link', { name: 'Introdução' }).count()).toBe(0);
  });
});
