import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { siteInBrowser } from './chrome-support.js';
import { gotoSettled } from '../helpers/browser.js';

/** What the site's chrome shows on screen and leaves out on paper. */
const CHROME = ['.announcement', '.navbar', '.docs__sidebar', '.toc', '.footer', '.page-actions'];

describe('this site printed, or saved as PDF', () => {
  const site = siteInBrowser(repoRoot, 'print');

  /** The route in an A4-wide page of the theme, as the screen shows it or as it prints. */
  async function open(route: string, theme: 'light' | 'dark', media: 'screen' | 'print') {
    const context = await site.browser.newContext({ viewport: { width: 794, height: 1123 } });
    site.contexts.push(context);
    await context.addInitScript(
      `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}`,
    );
    const page = await context.newPage();
    await gotoSettled(page, site.server.url + route.slice(1));
    await page.emulateMedia({ media });
    return page;
  }
  const colour = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).color);

  it('a guide in the dark theme prints in light colours, no chrome, code wrapped', async () => {
    const onScreen = await open('/docs/guides/webhooks/', 'light', 'screen');
    const lightText = await colour(onScreen, 'main p');
    const page = await open('/docs/guides/webhooks/', 'dark', 'print');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // On screen the dark theme's text is light: printed, it is the light theme's.
    expect(await colour(page, 'main p')).toBe(lightText);
    await page.emulateMedia({ media: 'screen' });
    expect(await colour(page, 'main p')).not.toBe(lightText);
    await page.emulateMedia({ media: 'print' });

    for (const selector of CHROME) {
      expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    }
    await expect(page.locator('main h1').isVisible()).resolves.toBe(true);
    const blocks = await page.locator('main pre').evaluateAll((pres) =>
      pres.map((pre) => ({
        wraps: getComputedStyle(pre).whiteSpace === 'pre-wrap',
        fits: pre.scrollWidth <= pre.clientWidth + 1,
      })),
    );
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((b) => b.wraps && b.fits)).toBe(true);
    const diagrams = await open('/docs/intro/', 'dark', 'print');
    const widths = await diagrams
      .locator('main .diagram')
      .evaluateAll((figures) =>
        figures.map((figure) => [
          figure.querySelector('svg')!.getBoundingClientRect().width,
          figure.getBoundingClientRect().width,
        ]),
      );
    expect(widths.length).toBeGreaterThan(0);
    // A diagram wider than the paper is scaled down to fit, not cut at its edge.
    for (const [svg, figure] of widths) expect(svg).toBeLessThanOrEqual(figure!);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the API reference in the dark theme prints its samples in the page colours', async () => {
    const onScreen = await open('/api/', 'light', 'screen');
    const lightText = await colour(onScreen, '.api-row__main p');
    // On screen the samples panel is dark in both themes, its text light.
    expect(await colour(onScreen, '.api-row__panel:not(:empty)')).not.toBe(lightText);
    const page = await open('/api/', 'dark', 'print');
    expect(await colour(page, '.api-row__main p')).toBe(lightText);
    expect(await colour(page, '.api-row__panel:not(:empty)')).toBe(lightText);
    expect(await page.locator('.api-nav').isVisible()).toBe(false);
    const overflowing = await page
      .locator('.api-row__panel pre')
      .evaluateAll((pres) => pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
    expect(overflowing).toBe(0);
    const method = page.locator('.api-op .api-method').first();
    expect(await method.evaluate((el) => getComputedStyle(el).printColorAdjust)).toBe('exact');
  });
});
