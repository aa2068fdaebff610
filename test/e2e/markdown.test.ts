import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { artifactsDir, launchBrowser } from '../helpers/browser.js';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

describe('Markdown features, built by the CLI', () => {
  let site: string;
  let html: string;
  let stdout: string;

  beforeAll(async () => {
    site = copyFixture('markdown-features');
    const result = await runCli(['build', '--verbose'], site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    stdout = result.stdout;
    html = readFileSync(path.join(site, 'dist/docs/recursos/index.html'), 'utf8');
  });

  test('every feature is in the page; the only script is the site bundle', () => {
    expect(html).toContain('<td><del>Enviado</del> Não enviado</td>');
    expect(html).toContain('class="task-list-item"');
    expect(html).toContain('<div class="code-block__title">Obter token</div>');
    expect(html).toContain('<span class="line highlighted">');
    expect(html.match(/<aside class="admonition/g)).toHaveLength(5);
    expect(html.match(/<div class="tabs" data-tabs="linguagens">/g)).toHaveLength(2);
    expect(html).toMatch(
      /<figure class="diagram" data-island="diagram"[^>]*><div class="diagram__scroll"[^>]*><svg /,
    );
    expect(html).toContain('href="#user-content-fn-fonte"');
    expect(html).toContain('id="user-content-fn-fonte"');
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(
      scripts.every(
        (s) => /src="\/assets\/main-|<script>|type="module"/.test(s) && !/mermaid/.test(s),
      ),
    ).toBe(true);
    expect(html).not.toMatch(/onclick|javascript:alert|<script>alert/);
  });

  test('the envelope state diagram renders as SVG with its states', () => {
    const svg = /<figure class="diagram" data-island="diagram"[^>]*>([\s\S]*?)<\/figure>/.exec(
      html,
    )![1]!;
    for (const state of [
      'draft',
      'in_transit',
      'completed',
      'cancelled',
      'expired',
      'halted',
      'stand_by',
    ])
      expect(svg).toContain(`>${state}<`);
    expect(svg).not.toContain('<script');
  });

  test(
    'links get final routes; the image is published ' + 'with a hash, its size and lazy loading',
    () => {
      expect(html).toContain('<a href="/docs/outra/#minha-secao">Seção personalizada</a>');
      expect(html).toContain('<a href="/docs/outra/#autenticacao">Autenticação</a>');
      expect(html).toContain(
        '<a href="https://exemplo.com.br" rel="noopener noreferrer">externo</a>',
      );
      const img = new RegExp(
        '<img src="\\/assets\\/img\\/fluxo-([0-9a-f]{10})\\.png" alt="Fluxo ' +
          'de assinatura" loading="lazy" decoding="async" width="40" height="20">',
      ).exec(html);
      expect(img).not.toBeNull();
      expect(existsSync(path.join(site, `dist/assets/img/fluxo-${img![1]}.png`))).toBe(true);
      const intro = readFileSync(path.join(site, 'dist/docs/intro/index.html'), 'utf8');
      expect(intro).toContain('<a href="/docs/recursos/">todos os recursos</a>');
      expect(intro).toContain('<a href="/docs/outra/">a outra página</a>');
    },
  );

  test('--verbose prints the Markdown stage and its per-page median', () => {
    expect(stdout).toMatch(/transform markdown\s+[\d.]+ ms/);
    expect(stdout).toMatch(/markdown\/page median\s+[\d.]+ ms/);
    expect(stdout).toMatch(/check links\s+[\d.]+ ms/);
  });
});

describe('broken links', () => {
  test('warn: each broken Markdown link with file and line, and the build succeeds', async () => {
    const site = copyFixture('markdown-broken-links');
    const result = await runCli(['build'], site);
    expect(result.code).toBe(0);
    const lines = result.stderr.split('\n').filter((l) => l.includes('DG4001'));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          '^content\\/docs\\/intro\\.md:3:\\d+\\s+warning\\s+DG4001\\s+Broken link ' +
            '"\\/docs\\/sumiu\\.md": the page \\/docs\\/sumiu\\.md does not exist$',
        ),
      ),
      expect.stringMatching(
        new RegExp(
          '^content\\/docs\\/intro\\.md:5:\\d+\\s+warning\\s+DG4001\\s+Broken link ' +
            '"\\/docs\\/outra\\/#nao-existe": the anchor #nao-existe ' +
            'does not exist on \\/docs\\/outra\\/$',
        ),
      ),
      expect.stringMatching(
        new RegExp(
          '^content\\/docs\\/intro\\.md:5:\\d+\\s+warning\\s+DG4001\\s+Broken link ' +
            '"#nada": the anchor #nada does not exist on \\/docs\\/intro\\/$',
        ),
      ),
    ]);
  });

  test('throw: exit 1 with every broken link, previous output left intact', async () => {
    const site = copyFixture('markdown-broken-links');
    expect((await runCli(['build'], site)).code).toBe(0);
    const before = snapshotTree(path.join(site, 'dist'));
    writeFileSync(path.join(site, 'content/docs/outra.md'), '# Outra\n\nMudou.\n');
    const result = await runCli(['build', '-c', 'docgen.throw.config.ts'], site);
    expect(result.code).toBe(1);
    expect(result.stderr.match(/error\s+DG4001\s+Broken link/g)).toHaveLength(4);
    expect(snapshotTree(path.join(site, 'dist'))).toEqual(before);
  });
});

describe('Markdown features in Chromium', () => {
  let browser: Browser & { cleanup: () => Promise<void> };
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let page: Page;

  beforeAll(async () => {
    const site = copyFixture('markdown-features');
    expect((await runCli(['build'], site)).code).toBe(0);
    server = await serveStatic(path.join(site, 'dist'));
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    mkdirSync(artifactsDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.close();
  });

  test(
    'screenshots in light and dark; ' + 'code colours switch with the theme without re-rendering',
    async () => {
      await page.goto(server.url + 'docs/recursos/');
      const tokenColor = () =>
        page.$eval('.code-block .line span', (s) => getComputedStyle(s).color);
      const light = await tokenColor();
      await page.screenshot({
        path: path.join(artifactsDir, 'markdown-light.png'),
        fullPage: true,
      });
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      expect(await tokenColor()).not.toBe(light);
      await page.screenshot({ path: path.join(artifactsDir, 'markdown-dark.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: path.join(artifactsDir, 'markdown-dark-390.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  test('the copy button copies the code', async () => {
    await page.goto(server.url + 'docs/recursos/');
    const button = page.locator('.code-block').first().locator('.copy-button');
    // Centre the block: at the top of the page the sticky navbar would cover the button.
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copiado!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'curl -X POST https://api.exemplo.com.br/oauth/token \\\n  -d grant_type=client_credentials',
    );
  });

  test(
    'tabs: ARIA, keyboard, the choice shared ' + 'by groups and remembered across pages',
    async () => {
      await page.goto(server.url + 'docs/recursos/');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const groups = page.locator('.tabs');
      const first = groups.nth(0);
      const tabs = first.getByRole('tab');
      expect(await tabs.count()).toBe(3);
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
      expect(await first.getByRole('tabpanel').count()).toBe(1);
      await tabs.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Python');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('End');
      expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('JavaScript');
      await expect
        .poll(() => groups.nth(1).getByRole('tabpanel').textContent())
        .toContain('Segundo grupo, JavaScript.');
      await page.reload();
      expect(await groups.nth(0).getByRole('tab', { selected: true }).textContent()).toBe(
        'JavaScript',
      );
    },
  );

  test(
    'without JavaScript every tab panel shows, ' + 'one after another, and no copy button',
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noJs = await context.newPage();
      await noJs.goto(server.url + 'docs/recursos/');
      expect(await noJs.locator('.tabs__panel:visible').count()).toBe(6);
      expect(await noJs.locator('.tabs__label:visible').count()).toBe(6);
      expect(await noJs.locator('.copy-button').count()).toBe(0);
      await context.close();
    },
  );
});
