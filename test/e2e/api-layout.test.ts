import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, gotoSettled, renderAllSections } from '../helpers/browser.js';
import { repoRoot } from '../helpers/cli.js';
import { siteInBrowser } from './chrome-support.js';

const shots = path.join(artifactsDir, 'api-layout');
mkdirSync(shots, { recursive: true });

/** The reference of this site's spec, as a reader sees it on a phone and on a desktop. */
describe('API reference layout (this site): values, paths, headings, tabs, samples, panel', () => {
  const site = siteInBrowser(repoRoot, 'api-layout');

  const pages = new Map<string, Promise<Page>>();
  /**
   * The reference at a width and in a theme, opened once for all the checks, every section laid
   * out (off-screen sections normally skip layout: content-visibility).
   */
  function open(width: number, theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const key = `${width} ${theme}`;
    let page = pages.get(key);
    if (!page) pages.set(key, (page = load(width, theme)));
    return page;
  }
  async function load(width: number, theme: 'light' | 'dark'): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    site.contexts.push(context);
    await context.addInitScript(
      `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}`,
    );
    const page = await context.newPage();
    await gotoSettled(page, `${site.server.url}api/`);
    // Under the site's CSP a test cannot add a <style>: the sections are laid out through the
    // CSSOM instead.
    await renderAllSections(page);
    return page;
  }

  for (const width of [390, 1280]) {
    it(`${width} px: an allowed value, default or example never splits (in-/transit)`, async () => {
      const page = await open(width);
      const broken = await page.evaluate(() => {
        const found: string[] = [];
        const values = document.querySelectorAll(
          '.api-enum code, .api-default code, .api-example code, .api-security code',
        );
        for (const code of values as NodeListOf<HTMLElement>) {
          // In a tab panel not shown (a variant not chosen) nothing is laid out: it is checked as
          // the same CSS lays it out in the panel shown.
          if (code.getClientRects().length === 0) continue;
          const line = code.parentElement!.getBoundingClientRect().width;
          const range = document.createRange();
          range.selectNodeContents(code);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size === 1) continue;
          // Only a value wider than its whole line may wrap: measure it on one line.
          code.style.whiteSpace = 'nowrap';
          code.style.maxWidth = 'none';
          const natural = code.getBoundingClientRect().width;
          code.style.whiteSpace = '';
          code.style.maxWidth = '';
          if (natural <= line) found.push(`${code.textContent} (${tops.size} linhas, ${line} px)`);
        }
        return { count: values.length, found };
      });
      expect(broken.count).toBeGreaterThan(100);
      expect(broken.found).toEqual([]);
    });
  }

  it('390 px: a path breaks only after a "/", never in a segment (…/recipient + s)', async () => {
    const page = await open(390);
    const result = await page.evaluate(() => {
      const bad: string[] = [];
      let wrapped = 0;
      for (const code of document.querySelectorAll('.api-path')) {
        const text = code.textContent ?? '';
        const lines: string[] = [];
        let top: number | undefined;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            if (top === undefined || rect.top > top + 2) lines.push('');
            top = rect.top;
            lines.push((lines.pop() ?? '') + node.textContent![i]);
          }
        }
        if (lines.length > 1) wrapped++;
        if (lines.join('') !== text) bad.push(`${text}: text changed`);
        for (const line of lines.slice(0, -1)) if (!line.endsWith('/')) bad.push(lines.join(' | '));
      }
      return { bad, wrapped };
    });
    expect(result.wrapped).toBeGreaterThan(0);
    expect(result.bad).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`${width} px: a tight title; one row of tabs each; example choosers wrap`, async () => {
      const page = await open(width);
      const h1 = await page.locator('.api-header h1').evaluate((h) => {
        const style = getComputedStyle(h);
        return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      });
      expect(h1).toBeLessThanOrEqual(1.3);
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('.api-row__panel [role="tablist"]')].map((list) => {
          const tabs = [...list.querySelectorAll('[role="tab"]')] as HTMLElement[];
          const tops = new Set(tabs.map((t) => t.getBoundingClientRect().top));
          return {
            chooser: list.parentElement!.classList.contains('api-examples'),
            rows: tops.size,
            overflowX: getComputedStyle(list).overflowX,
            // Every tab of a chooser inside the row's width: none hidden past its edge.
            inside: tabs.every(
              (t) => t.getBoundingClientRect().right <= list.getBoundingClientRect().right + 1,
            ),
          };
        }),
      );
      // Languages and responses: one row each, which scrolls sideways when it is too long.
      const tabRows = rows.filter((r) => !r.chooser);
      expect(tabRows.length).toBeGreaterThan(40);
      expect(tabRows.filter((r) => r.rows !== 1)).toEqual([]);
      expect(new Set(tabRows.map((r) => r.overflowX))).toEqual(new Set(['auto']));
      // An example chooser (long summaries) wraps instead: every example is in sight.
      const choosers = rows.filter((r) => r.chooser);
      expect(choosers.length).toBeGreaterThan(0);
      expect(choosers.filter((r) => !r.inside)).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    it(`${width} px: samples keep lines whole: a long one scrolls, with a shadow`, async () => {
      const page = await open(width);
      const samples = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.api-code')]
          .filter((pre) => pre.offsetParent !== null)
          .map((pre) => {
            const style = getComputedStyle(pre);
            const lines = (pre.textContent ?? '').split('\n').length;
            // The rows the text is laid out in: the tops of its boxes, a row starting wherever a
            // top is more than half a line below the row before. One row per line of text:
            // nothing wraps. (Heights said it only where a line is exactly its line-height: with
            // Debian's Chromium 150 and its fonts, highlighted tokens make each line 1 px taller.)
            const range = document.createRange();
            range.selectNodeContents(pre);
            const tops = [...range.getClientRects()]
              .filter((r) => r.width > 0)
              .map((r) => r.top)
              .sort((a, b) => a - b);
            let rows = 0;
            let row = -Infinity;
            for (const top of tops) {
              if (top <= row + parseFloat(style.lineHeight) / 2) continue;
              rows++;
              row = top;
            }
            return {
              id: pre.closest('[id]')?.id,
              whiteSpace: style.whiteSpace,
              wrapped: rows > lines,
              overflows: pre.scrollWidth > pre.clientWidth + 1,
              focusable: pre.tabIndex === 0,
              shadow: /radial-gradient.*radial-gradient/.test(style.backgroundImage),
            };
          }),
      );
      expect(samples.length).toBeGreaterThan(40);
      expect(samples.filter((p) => p.whiteSpace !== 'pre' || p.wrapped)).toEqual([]);
      expect(samples.filter((p) => !p.focusable || !p.shadow)).toEqual([]);
      if (width === 390) expect(samples.some((p) => p.overflows)).toBe(true);
    });

    it(`${width} px: every tab reachable, the chosen one shown, long names cut`, async () => {
      const page = await open(width);
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.api-row__panel [role="tablist"]')].map(
          (list) => {
            const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
            list.scrollLeft = list.scrollWidth;
            const last = tabs.at(-1)!.getBoundingClientRect();
            const box = list.getBoundingClientRect();
            list.scrollLeft = 0;
            return {
              scrolls: getComputedStyle(list).overflowX === 'auto',
              // The example chooser's pills wrap, showing whole names (api-choosers.test.ts).
              wraps:
                list.parentElement!.classList.contains('api-examples') &&
                getComputedStyle(list).flexWrap === 'wrap',
              lastReachable: last.right <= box.right + 1,
              long: tabs.filter((t) => t.textContent!.length > 32).map((t) => t.textContent),
            };
          },
        ),
      );
      expect(rows.filter((r) => !(r.scrolls || r.wraps) || !r.lastReachable)).toEqual([]);
      expect(rows.filter((r) => !r.wraps).flatMap((r) => r.long)).toEqual([]);
      // A shortened tab: its name whole in a tooltip and over its panel.
      const tab = page.locator('[role="tab"]', { hasText: /^401 · Token de acesso\S*…$/ }).first();
      await tab.click();
      const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
      expect(await panel.locator('.tabs__label').textContent()).toMatch(
        /^401 · Token de acesso inválido ou expirado \(mensagens ilustrativas/,
      );
      expect(await panel.locator('.tabs__label').isVisible()).toBe(true);
      // The last language chosen in one group: every group shows it, scrolled into its row.
      await page.locator('.api-row__panel [role="tab"]', { hasText: /^Go$/ }).first().click();
      const other = page.locator('.api-samples').nth(12);
      await other.scrollIntoViewIfNeeded();
      const go = other.getByRole('tab', { name: 'Go', exact: true });
      expect(await go.getAttribute('aria-selected')).toBe('true');
      await expect
        .poll(() =>
          go.evaluate((t) => {
            const row = t.parentElement!.getBoundingClientRect();
            const r = t.getBoundingClientRect();
            return r.left >= row.left - 1 && r.right <= row.right + 1;
          }),
        )
        .toBe(true);
    });
  }

  it('390 px: the navigation stays a bar under the navbar; a link goes to the top', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    site.contexts.push(context);
    const page = await context.newPage();
    await gotoSettled(page, `${site.server.url}api/`);
    const summary = page.locator('.api-nav__summary');
    const top = page.getByRole('link', { name: 'Voltar ao topo' });
    // Far down the page (about 40% of it), the bar is right under the navbar.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight * 0.4));
    const navbar = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    await expect
      .poll(() => summary.evaluate((s) => s.getBoundingClientRect().top))
      .toBeCloseTo(navbar, 0);
    expect(await top.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'api-nav-390-closed.png') });
    // Opened there, it shows where the reader is, and its list scrolls within the window.
    await summary.click();
    const current = page.locator('.api-nav a[aria-current="location"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.isVisible()).toBe(true);
    const inView = await current.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    expect(inView).toBe(true);
    expect(await top.isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'api-nav-390-open.png') });
    // A link closes the list and lands with its heading below the bar, not under it.
    await page.locator('.api-nav a[href="#operation/listContacts"]').click();
    await page.waitForURL(/#operation\/listContacts$/);
    await expect.poll(() => page.locator('.api-nav__details').getAttribute('open')).toBeNull();
    await expect
      .poll(async () => {
        const bar = await summary.evaluate((s) => s.getBoundingClientRect().bottom);
        const heading = await page
          .locator('[id="operation/listContacts"] h3')
          .evaluate((h) => h.getBoundingClientRect().top);
        return heading >= bar;
      })
      .toBe(true);
    // "Voltar ao topo": the title of the reference in view, focus on the content.
    await top.click();
    await expect.poll(() => page.locator('.api-header h1').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('.api-header h1').evaluate((h) => h.getBoundingClientRect().top))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY)).toBeLessThan(600);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
  });

  it('1280 px: the navigation is the sticky column, with no bar and no top link', async () => {
    const page = await open(1280);
    expect(await page.locator('.api-nav__summary').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Voltar ao topo' }).isVisible()).toBe(false);
    expect(await page.locator('.api-nav').evaluate((n) => getComputedStyle(n).position)).toBe(
      'sticky',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`1280 px, ${theme}: no empty dark column beside the introduction and schemas`, async () => {
      const page = await open(1280, theme);
      const rows = await page.evaluate(() => {
        const panel = getComputedStyle(document.querySelector('.api-row__panel')!).backgroundColor;
        const bg = getComputedStyle(document.body).backgroundColor;
        const rows = [
          ...document.querySelectorAll<HTMLElement>(
            '.api-header, [id="secao/introducao"], [id="secao/seguranca"], [id="secao/schemas"]',
          ),
        ];
        return rows.map((row) => {
          row.scrollIntoView({ block: 'start' });
          const box = row.getBoundingClientRect();
          const main = row.querySelector('.api-row__main')!.getBoundingClientRect();
          // What is painted near the row's right edge, a little below its top.
          let el = document.elementFromPoint(
            box.right - 24,
            Math.min(box.top + 80, box.bottom - 8),
          );
          let color = 'rgba(0, 0, 0, 0)';
          while (el && color === 'rgba(0, 0, 0, 0)') {
            color = getComputedStyle(el).backgroundColor;
            el = el.parentElement;
          }
          return {
            row: row.id || row.className,
            fullWidth: Math.abs(main.width - box.width) <= 1,
            painted: color === bg ? 'page' : color === panel ? 'panel' : color,
          };
        });
      });
      expect(rows.length).toBe(4);
      for (const row of rows)
        expect(row, row.row).toMatchObject({ fullWidth: true, painted: 'page' });
    });
  }
});
