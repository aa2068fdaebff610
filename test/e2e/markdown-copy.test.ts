import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, runCli } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

describe('"Ver como Markdown" and "Copiar como Markdown" on docs pages', () => {
  let site: string;
  let browser: Browser & { cleanup: () => Promise<void> };
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    site = copyFixture('basic-site');
    expect((await runCli(['build', '--base-url', '/site/'], site)).code).toBe(0);
    server = await serveStatic(path.join(site, 'dist'), '/site/');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.close();
  });

  it('links every docs page to its Markdown copy, with the baseUrl', () => {
    const html = readFileSync(path.join(site, 'dist/docs/faq/index.html'), 'utf8');
    expect(html).toContain(
      '<a class="page-actions__link" href="/site/docs/faq/index.md" ' +
        'type="text/markdown">Ver como Markdown</a>',
    );
    expect(html).toContain('data-copy-markdown="/site/docs/faq/index.md"');
    expect(readFileSync(path.join(site, 'dist/docs/faq/index.md'), 'utf8')).toContain(
      '## Posso excluir um envelope? {#excluir}',
    );
  });

  it('the link opens the copy; the button puts the copy on the clipboard', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(server.url).origin,
    });
    const page = await context.newPage();
    await page.goto(server.url + 'docs/faq/');
    const copy = await (await page.request.get(server.url + 'docs/faq/index.md')).text();
    await page.getByRole('button', { name: 'Copiar como Markdown' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copiado!' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy);
    await page.getByRole('link', { name: 'Ver como Markdown' }).click();
    await page.waitForURL(server.url + 'docs/faq/index.md');
    expect(await page.evaluate(() => document.body.innerText)).toContain(
      'Posso excluir um envelope?',
    );
    await context.close();
  });

  it('without JavaScript only the link is shown', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + 'docs/faq/');
    expect(await page.getByRole('button', { name: 'Copiar como Markdown' }).isVisible()).toBe(
      false,
    );
    expect(await page.getByRole('link', { name: 'Ver como Markdown' }).isVisible()).toBe(true);
    await context.close();
  });
});
