import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, repoRoot, runCli } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

/** Every h2–h4 of the reference carries a `#` link to an id that exists on the page. */
function headingsWithoutAnchor(html: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const problems: string[] = [];
  for (const [heading] of main.matchAll(/<h([2-4])\b[^>]*>[\s\S]*?<\/h\1>/g)) {
    const target = /class="hash-link" href="#([^"]+)"/.exec(heading)?.[1];
    if (!target || !ids.has(target)) problems.push(heading.replace(/<[^>]+>/g, '').trim());
  }
  return problems;
}

describe('API reference headings', () => {
  it(
    'every heading of /api/ (this spec) ' + 'and of a split reference has a working anchor link',
    async () => {
      const site = copyFixture('basic-site');
      const result = await runCli(
        ['build', '--spec', path.join(repoRoot, 'spec/openapi.yaml')],
        site,
      );
      expect(result.code).toBe(0);
      const html = readFileSync(path.join(site, 'dist/api/index.html'), 'utf8');
      expect(html.match(/<h[2-4]\b/g)?.length).toBeGreaterThan(150);
      expect(headingsWithoutAnchor(html)).toEqual([]);
      expect(html).toContain('id="operation/createEnvelope/respostas"');
      expect(html).toContain('id="operation/createEnvelope/corpo"');
      expect(html).toContain('id="operation/listEnvelopes/parametros-query"');
    },
  );
});

describe('a jump to an anchor of the reference', () => {
  it('lands on its target, though the operations it passes get their heights then', async () => {
    const site = copyFixture('basic-site');
    const result = await runCli(
      ['build', '--quiet', '--spec', path.join(repoRoot, 'spec/openapi.yaml')],
      site,
    );
    expect(result.code, result.stderr).toBe(0);
    const server = await serveStatic(path.join(site, 'dist'));
    const browser = await launchBrowser();
    /** Where the target's top settles, read until two readings agree (px from the top). */
    const settledTop = async (page: import('playwright-core').Page, id: string) => {
      let last = Number.NaN;
      for (let i = 0; i < 40; i++) {
        await page.waitForTimeout(50);
        const top = await page.evaluate(
          (id) => document.getElementById(id)!.getBoundingClientRect().top,
          id,
        );
        if (Math.abs(top - last) < 1) return top;
        last = top;
      }
      return last;
    };
    try {
      for (const width of [1280, 390]) {
        // Under the navbar, and on a phone the navigation's bar that stays under it (3.25 rem).
        const limit = width === 1280 ? 120 : 120 + 52;
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${server.url}api/`);
        const tags = await page
          .locator('.api-nav a[href^="#tag/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
        expect(tags.length).toBeGreaterThan(10);
        const off: string[] = [];
        for (const id of tags) {
          // The navigation's link where it shows (it is folded on phones), else the hash.
          if (width === 1280) await page.locator(`.api-nav a[href="#${id}"]`).first().click();
          else await page.evaluate((id) => (location.hash = id), id);
          // Under the navbar (scroll-padding-top), at the top of the viewport.
          const top = await settledTop(page, id);
          if (top < 0 || top > limit) off.push(`${width} px, ${id}: ${Math.round(top)} px`);
        }
        for (const id of ['tag/campos', 'tag/perfil']) {
          await page.goto(`${server.url}api/#${id}`);
          const top = await settledTop(page, id);
          if (top < 0 || top > limit) off.push(`${width} px, opened at ${id}: ${Math.round(top)}`);
        }
        expect(off).toEqual([]);
        await page.close();
      }
    } finally {
      await browser.cleanup();
      await server.close();
    }
  }, 180_000);
});
