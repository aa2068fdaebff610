// The search dialog (Pagefind): bytes a first query loads (everything after the shortcut: the
// dialog chunk, Pagefind's script, WASM, index and fragments) and keystroke → results once the
// index is loaded (the dialog dispatches `docgen:search-results` on document when it has shown
// results).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { recorder } from './bytes.mjs';
import { withTimeout } from './proc.mjs';
import { stats } from './stats.mjs';

const TERMS = [
  'destinatário',
  'webhook',
  'token',
  'assinaturas',
  'pdf',
  'routing_order',
  'envelope',
  'campo',
  'organização',
  'chave',
];

export const hasSearch = (dist) => existsSync(path.join(dist, 'pagefind/pagefind.js'));

export async function benchSearch({ browser, baseUrl, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const rec = recorder(page);
    await page.goto(new URL('docs/intro/', baseUrl).href, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await rec.take();
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.search-dialog[open] #search-input', { timeout: 15_000 });
    const firstMs = await withTimeout(
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const input = document.querySelector('#search-input');
            const start = performance.now();
            document.addEventListener(
              'docgen:search-results',
              () => resolve(performance.now() - start),
              { once: true },
            );
            input.value = 'envelope';
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
      ),
      20_000,
      'first search query',
    );
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const loaded = await rec.take();
    const times = [];
    for (const term of TERMS) {
      times.push(
        await withTimeout(
          page.evaluate(
            (t) =>
              new Promise((resolve) => {
                const input = document.querySelector('#search-input');
                const start = performance.now();
                document.addEventListener(
                  'docgen:search-results',
                  () => resolve(performance.now() - start),
                  { once: true },
                );
                input.value = t;
                input.dispatchEvent(new Event('input', { bubbles: true }));
              }),
            term,
          ),
          10_000,
          `search "${term}"`,
        ),
      );
    }
    const firstQuery = {
      raw: loaded.reduce((a, r) => a + r.raw, 0),
      gzip: loaded.reduce((a, r) => a + r.gzip, 0),
      files: loaded.length,
      ms: Math.round(firstMs),
    };
    log(
      `  first query: ${loaded.length} files, ${firstQuery.gzip} B gzip, ${firstQuery.ms} ms;` +
        ` keystroke → results ${times.map((t) => t.toFixed(1)).join(', ')} ms`,
    );
    return {
      firstQuery,
      firstQueryFiles: loaded.map((r) => ({
        path: new URL(r.url).pathname,
        raw: r.raw,
        gzip: r.gzip,
      })),
      keystrokeToResults: stats(times),
    };
  } finally {
    await context.close();
  }
}
