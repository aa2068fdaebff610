// `docgen watch` on a copy of this site: start → first page served, and a Markdown save → the new
// text served over HTTP (polling) and shown in Chromium after the live reload.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, withTimeout } from './proc.mjs';
import { stats } from './stats.mjs';
import { launchChromium } from './browser.mjs';

const PAGE = 'docs/intro/';
const READY = /serving at (http:\/\/\S+)/;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function poll(fn, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await fn()) return;
    if (performance.now() > deadline) throw new Error(`${what}: timed out after ${timeoutMs} ms`);
    await sleep(2);
  }
}

export async function benchWatch({ bin, site, starts, saves, log }) {
  const file = path.join(site, 'content/docs/intro.md');
  const original = readFileSync(file, 'utf8');
  // The edit: one paragraph at the end of the page, its number changed by each save.
  const text = (n) => `Marcador de medição n.º ${n}.`;
  const save = (n) => writeFileSync(file, `${original.trimEnd()}\n\n${text(n)}\n`);
  const watch = () =>
    startServer(process.execPath, [bin, 'watch', '--port', '0', '--host', '127.0.0.1'], {
      cwd: site,
      ready: READY,
      timeoutMs: 60_000,
    });

  // Start-up: spawn → first 200 of a docs page, a fresh process each time. The first start finds
  // the site's persistent cache (node_modules/.cache/docgen) empty, the next ones filled by it, as
  // a first and a later `docgen watch` would: it is reported on its own as well.
  const firstPage = [];
  const ready = [];
  for (let i = 0; i < starts; i++) {
    const t0 = performance.now();
    const dev = await watch();
    try {
      await poll(
        async () => (await fetch(dev.match + PAGE).catch(() => undefined))?.status === 200,
        30_000,
        'watch first page',
      );
      firstPage.push(performance.now() - t0);
      ready.push(dev.readyMs);
      log(
        `  watch start ${i + 1}/${starts}: ` +
          `first page after ${Math.round(performance.now() - t0)} ms` +
          `${i === 0 ? ' (cold: no persistent cache yet)' : ''}`,
      );
    } finally {
      await dev.stop();
    }
  }

  const dev = await watch();
  const served = [];
  const shown = [];
  const reloads = [];
  let earlySaveServedMs = null;
  let browser;
  try {
    await poll(
      async () => (await fetch(dev.match + PAGE).catch(() => undefined))?.status === 200,
      30_000,
      'watch first page',
    );
    // A save right after the first page is served: is it picked up (the file watcher may not be
    // ready yet)? Recorded, not part of the medians; the measured saves start a second later.
    const t0 = performance.now();
    save('early');
    earlySaveServedMs = await poll(
      async () => (await (await fetch(dev.match + PAGE)).text()).includes(text('early')),
      5_000,
      'early save',
    )
      .then(() => Math.round(performance.now() - t0))
      .catch(() => null);
    log(
      `  save right after the first page: ` +
        (earlySaveServedMs == null
          ? 'not served within 5 s'
          : `served after ${earlySaveServedMs} ms`),
    );
    await sleep(1000);
    for (let i = 0; i < saves; i++) {
      const marker = `http-${i}`;
      const t0 = performance.now();
      save(marker);
      await poll(
        async () => (await (await fetch(dev.match + PAGE)).text()).includes(text(marker)),
        10_000,
        `save ${marker} served`,
      ).catch((error) => {
        throw new Error(`${error.message}; docgen watch printed:\n${dev.output().slice(-2000)}`);
      });
      served.push(performance.now() - t0);
      await sleep(100); // let the watcher settle so saves do not coalesce
    }
    log(`  save → served: ${served.map(Math.round).join(', ')} ms`);

    browser = await launchChromium();
    const page = await browser.newPage();
    // Every load reports, at DOMContentLoaded, the time (same clock as this process: Date.now) and
    // which save's text it shows; the first load showing a save is when it was shown.
    const loads = [];
    let onLoad = () => undefined;
    await page.exposeFunction('__benchLoaded', (at, marker) => {
      loads.push({ at, marker });
      onLoad();
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        window.__benchLoaded(
          Date.now(),
          /Marcador de medição n\.º (\S+)\./.exec(document.body.textContent)?.[1] ?? null,
        ),
      ),
    );
    const connected = page.waitForResponse((r) => r.url().endsWith('/__docgen/events'), {
      timeout: 20_000,
    });
    await page.goto(dev.match + PAGE, { timeout: 20_000 });
    await connected;
    for (let i = 0; i < saves; i++) {
      const marker = `browser-${i}`;
      const from = loads.length;
      const shownAt = new Promise((resolve) => {
        onLoad = () => {
          const hit = loads.slice(from).find((l) => l.marker === marker);
          if (hit) resolve(hit.at);
        };
      });
      const t0 = Date.now();
      save(marker);
      shown.push((await withTimeout(shownAt, 10_000, `save ${marker} shown`)) - t0);
      await sleep(500); // a late second reload of the same save lands here, before the next save
      reloads.push(loads.length - from);
    }
    log(`  save → shown: ${shown.join(', ')} ms; page loads per save: ${reloads.join(', ')}`);
  } finally {
    await browser?.close();
    await dev.stop();
    writeFileSync(file, original);
  }
  return {
    firstPage: stats(firstPage),
    firstPageCold: Math.round(firstPage[0]),
    readyLine: stats(ready),
    saveServed: stats(served),
    saveShown: stats(shown),
    pageLoadsPerSave: reloads,
    earlySaveServedMs,
  };
}
