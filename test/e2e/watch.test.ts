import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from '../helpers/browser.js';
import { devWorkspace, startDocgen, type DevProcess } from './watch-harness.js';

/**
 * `docgen watch` end to end: the real CLI on a free port against a temp copy of a site (and of
 * docgen, so template edits stay out of the shared tree), a real Chromium, real file edits.
 */
let ws: ReturnType<typeof devWorkspace>;
let dev: DevProcess;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const intro = () => path.join(ws.site, 'content/docs/intro.md');
const edit = (file: string, change: (s: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));
const fetchText = async (url: string) => {
  const r = await fetch(url);
  return { status: r.status, text: await r.text() };
};

/** Marks the current document; after a reload the mark is gone. */
const mark = (p: Page) =>
  p.evaluate(() => ((window as unknown as { __docgenMark: number }).__docgenMark = 1));
const marked = (p: Page) =>
  p.evaluate(() => (window as unknown as { __docgenMark?: number }).__docgenMark === 1);

async function openConnected(browserRef: Browser, url: string): Promise<Page> {
  const context = await browserRef.newContext({ viewport: { width: 1280, height: 500 } });
  const p = await context.newPage();
  await gotoConnected(p, url);
  return p;
}

async function gotoConnected(p: Page, url: string): Promise<void> {
  const connected = p.waitForResponse((r) => r.url().endsWith('/__docgen/events'));
  await p.goto(url);
  await connected;
}

beforeAll(async () => {
  ws = devWorkspace('dev-site');
  dev = await startDocgen(['watch', '--port', '0'], ws.site, ws.pkg);
  browser = await launchBrowser();
  page = await openConnected(browser, dev.url + 'docs/intro/');
});

afterAll(async () => {
  await browser?.cleanup();
  const code = await dev?.stop();
  expect(code).toBe(0);
  ws?.cleanup();
});

describe('docgen watch', () => {
  it(
    'prints the URL, binds 127.0.0.1 and serves ' + 'the site with the dev client injected',
    async () => {
      expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const { status, text } = await fetchText(dev.url + 'docs/intro/');
      expect(status).toBe(200);
      expect(text).toContain('Texto original da introdução.');
      expect(text).toMatch(
        new RegExp(
          '<script type="module" src="\\/__docgen\\/client\\.js" data-docgen-dev ' +
            'data-file="docs\\/intro\\/index\\.html" data-build="\\d+"><\\/script><\\/body>',
        ),
      );
      expect((await fetchText(dev.url + 'estatico.txt')).text).toContain(
        'Arquivo estático de teste.',
      );
      expect((await fetchText(dev.url + 'nao-existe/')).status).toBe(404);
    },
  );

  it('reloads the page by itself after a Markdown save, keeping the scroll position', async () => {
    const indexHash = async () =>
      (
        (await (await fetch(dev.url + 'pagefind/pagefind-entry.json')).json()) as {
          languages: Record<string, { hash: string }>;
        }
      ).languages.pt?.hash;
    const indexBefore = await indexHash();
    expect(indexBefore).toMatch(/^pt_/);
    await page.evaluate(() => scrollTo(0, 600));
    await mark(page);
    const from = dev.output().length;
    edit(intro(), (s) => s.replace('Texto original da introdução.', 'Texto editado pelo teste.'));
    await page.waitForFunction(() => document.body.innerText.includes('Texto editado pelo teste.'));
    expect(await marked(page)).toBe(false);
    await page.waitForFunction(() => scrollY > 500);
    expect(await page.evaluate(() => scrollY)).toBe(600);
    // The page, and the search index, which is rebuilt with the content (its files are fetched on
    // demand).
    await dev.waitForOutput(
      /content\/docs\/intro\.md changed → rebuilt in \d+ ms: 1 page and \d+ other files updated/,
      from,
    );
    expect(await indexHash()).not.toBe(indexBefore);
  });

  it('does not reload pages whose HTML did not change', async () => {
    const other = await openConnected(browser, dev.url);
    await mark(other);
    await mark(page);
    edit(intro(), (s) => s.replace('Parágrafo 3 ', 'Parágrafo três '));
    await page.waitForFunction(() => document.body.innerText.includes('Parágrafo três'));
    await new Promise((r) => setTimeout(r, 300));
    expect(await marked(other)).toBe(true);
    await other.context().close();
  });

  it(
    'shows a broken front matter in an overlay and the terminal, ' +
      'keeps serving the last good page, clears on fix',
    async () => {
      const good = readFileSync(intro(), 'utf8');
      const before = await fetchText(dev.url + 'docs/intro/');
      const from = dev.output().length;
      writeFileSync(intro(), good.replace('title: Introdução', 'title: [Introdução'));
      const overlay = page.locator('docgen-dev-overlay [role="alertdialog"]');
      await overlay.waitFor();
      await expect(overlay.locator('h2').textContent()).resolves.toBe('Erro de compilação');
      const location = await overlay.locator('.location').textContent();
      expect(location).toMatch(/^content\/docs\/intro\.md:\d+:\d+$/);
      expect(await overlay.locator('pre').textContent()).toContain('title: [Introdução');
      expect(await overlay.locator('.code').textContent()).toMatch(/^DG200\d$/);
      await dev.waitForOutput(/content\/docs\/intro\.md:\d+:\d+\s+error\s+.*DG200\d/, from);
      await dev.waitForOutput(/build failed after \d+ ms; still serving the last good build/, from);
      // The last good page is still what the server answers.
      expect(await fetchText(dev.url + 'docs/intro/')).toEqual(before);
      await page.screenshot({
        path: path.join(import.meta.dirname, '../artifacts/watch-overlay-1280.png'),
      });
      // The overlay itself passes axe-core (it sits in an open shadow root, which axe walks).
      expect(await axeViolations(page, 'docgen-dev-overlay')).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(
        'docgen-dev-overlay',
      );
      await page.setViewportSize({ width: 390, height: 700 });
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      await page.screenshot({
        path: path.join(import.meta.dirname, '../artifacts/watch-overlay-390-dark.png'),
      });
      await page.setViewportSize({ width: 1280, height: 500 });

      writeFileSync(intro(), good);
      await overlay.waitFor({ state: 'detached' });
      expect(await page.locator('h1').first().textContent()).toContain('Introdução');
    },
  );

  it('picks up a template edit without a restart', async () => {
    const document = path.join(ws.pkg, 'templates/Document.tsx');
    expect(readFileSync(document, 'utf8')).toContain('{children}');
    edit(document, (s) =>
      s.replace('{children}', '{children}<p data-template-mark="">Modelo editado ao vivo</p>'),
    );
    await page.waitForSelector('[data-template-mark]');
    expect(await page.locator('[data-template-mark]').textContent()).toBe('Modelo editado ao vivo');
  });

  it('shows a template syntax error with its file and line, then recovers', async () => {
    const document = path.join(ws.pkg, 'templates/Document.tsx');
    const good = readFileSync(document, 'utf8');
    writeFileSync(
      document,
      good.replace('Modelo editado ao vivo</p>', 'Modelo editado ao vivo</div>'),
    );
    const overlay = page.locator('docgen-dev-overlay [role="alertdialog"]');
    await overlay.waitFor();
    expect(await overlay.locator('.location').first().textContent()).toMatch(
      /templates\/Document\.tsx:\d+:\d+$/,
    );
    expect(await overlay.locator('.code').first().textContent()).toBe('DG6002');
    writeFileSync(document, good);
    await overlay.waitFor({ state: 'detached', timeout: 10_000 }).catch((error: Error) => {
      throw new Error(`${error.message}\n${dev.output()}`);
    });
  });

  it('re-renders the API reference after a spec edit', async () => {
    await gotoConnected(page, dev.url + 'api/');
    await page.waitForFunction(() => document.body.innerText.includes('Listar envelopes'));
    edit(path.join(ws.site, 'spec/openapi.yaml'), (s) =>
      s.replace('summary: Listar envelopes', 'summary: Listar todos os envelopes'),
    );
    await page.waitForFunction(() => document.body.innerText.includes('Listar todos os envelopes'));
    // The downloads, made when asked for (not by the rebuild), are the edited spec's.
    for (const file of ['api/openapi.yaml', 'api/openapi.json']) {
      const download = await fetchText(dev.url + file);
      expect(download.status).toBe(200);
      expect(download.text).toContain('Listar todos os envelopes');
    }
    // So is the console's file, which its first click fetches.
    const tryIt = await fetchText(dev.url + 'api/try-it.json');
    expect(tryIt.status).toBe(200);
    expect(Object.keys(JSON.parse(tryIt.text) as object).length).toBeGreaterThan(0);
  });

  it('swaps the stylesheet without a reload when only CSS changed', async () => {
    await mark(page);
    const css = path.join(ws.pkg, 'templates/styles/site.css');
    edit(css, (s) => s + '\nbody { outline: 3px solid rgb(1, 2, 3); }\n');
    await page
      .waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)')
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${dev.output()}`);
      });
    expect(await marked(page)).toBe(true);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  });

  it('handles deleting, re-creating and renaming content', async () => {
    const guide = path.join(ws.site, 'content/docs/guias/envelopes.md');
    const source = readFileSync(guide, 'utf8');
    const until = async (url: string, test: (r: { status: number; text: string }) => boolean) => {
      for (let i = 0; i < 200; i++) {
        if (test(await fetchText(url))) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`timed out on ${url}\n${dev.output()}`);
    };
    rmSync(guide);
    await until(dev.url + 'docs/guias/envelopes/', (r) => r.status === 404);
    writeFileSync(guide, source);
    await until(
      dev.url + 'docs/guias/envelopes/',
      (r) => r.status === 200 && r.text.includes('Um envelope reúne'),
    );
    renameSync(path.join(ws.site, 'content/docs/guias'), path.join(ws.site, 'content/docs/guides'));
    await until(
      dev.url + 'docs/guides/envelopes/',
      (r) => r.status === 200 && r.text.includes('Um envelope reúne'),
    );
    await until(dev.url + 'docs/guias/envelopes/', (r) => r.status === 404);
    expect(dev.child.exitCode).toBeNull();
  });

  it('refuses traversal and non-GET methods', async () => {
    const { request } = await import('node:http');
    const port = Number(new URL(dev.url).port);
    const raw = (target: string, method = 'GET') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: target, method }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const target of [
      '/../docgen.config.ts',
      '/%2e%2e/docgen.config.ts',
      '/%252e%252e/docgen.config.ts',
      '/..%5cdocgen.config.ts',
      '/docs\\..\\..\\docgen.config.ts',
      '/../../../../etc/passwd',
      '/%2e%2e/static/../docgen.config.ts',
    ]) {
      const r = await raw(target);
      expect([400, 404], target).toContain(r.status);
      expect(r.body).not.toContain('defineConfig');
      expect(r.body).not.toContain('root:');
    }
    expect((await raw('/docs/intro/', 'POST')).status).toBe(405);
  });
});
