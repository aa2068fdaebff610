// What a browser downloads for each route of the built site, measured in Chromium: every response
// of a page load with its body, grouped as the page's HTML, CSS, JS and the rest, raw and gzip
// (level 6, what `docgen serve` and most hosts send; files that are compressed already count as
// they are). "Before interaction" is everything up to the network going idle after `load`; "later"
// is what a scroll to the bottom of the page loads after that (lazy islands, chunks). Other pages
// the page prefetches are counted apart (`prefetch`). `tryIt` is what the first click on an
// "Experimentar" button of /api/ loads: the console's chunk (React included) and its form models.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withTimeout } from './proc.mjs';

const PRECOMPRESSED =
  /\.(pf_meta|pf_index|pf_fragment|pagefind|png|jpe?g|webp|avif|gif|woff2?|gz|br)$/;

/** Every page route of a build, from its manifest.json (the 404 page is left out). */
export function htmlRoutes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  return manifest.files
    .filter((f) => f.file.endsWith('.html') && f.route !== '/404.html')
    .map((f) => f.route);
}

export const gzipBytes = (url, body) =>
  PRECOMPRESSED.test(new URL(url).pathname) ? body.length : gzipSync(body, { level: 6 }).length;

function kindOf(response, mainUrl) {
  const type = response.request().resourceType();
  if (response.url() === mainUrl && type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  // Other pages of the site fetched ahead (<link rel=prefetch>): not needed by this page.
  if ((response.headers()['content-type'] ?? '').startsWith('text/html')) return 'prefetch';
  return 'other';
}

/**
 * Records every response of `page` from now on; `take()` returns what arrived since the last take.
 */
export function recorder(page) {
  let pending = [];
  page.on('response', (response) => {
    if (response.status() >= 300 || response.url().startsWith('data:')) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          response,
          url: response.url(),
          raw: body.length,
          gzip: gzipBytes(response.url(), body),
        }))
        .catch(() => undefined),
    );
  });
  return {
    async take() {
      const list = (await Promise.all(pending)).filter(Boolean);
      pending = [];
      return list;
    },
  };
}

const sum = (list) => ({
  raw: list.reduce((a, r) => a + r.raw, 0),
  gzip: list.reduce((a, r) => a + r.gzip, 0),
  files: list.length,
});

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * `route` in a new page of a fresh context (empty cache), loaded and settled; then
 * `work(page, url, prepared)` runs on it, `prepared` being what `beforeLoad(page)` gave (a recorder
 * that must see the load), and the context is closed.
 */
async function onFreshPage(browser, baseUrl, route, work, beforeLoad = () => undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const prepared = beforeLoad(page);
    const url = new URL(route.replace(/^\//, ''), baseUrl).href;
    await withTimeout(
      page.goto(url, { waitUntil: 'load', timeout: 30_000 }),
      35_000,
      `load ${route}`,
    );
    await settle(page);
    return await work(page, url, prepared);
  } finally {
    await context.close();
  }
}

/** One route in a fresh context (empty cache): bytes before interaction and after a scroll. */
export function measureRoute(browser, baseUrl, route) {
  return onFreshPage(browser, baseUrl, route, measureLoaded, recorder);
}

async function measureLoaded(page, url, rec) {
  const before = await rec.take();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
  });
  await settle(page);
  const later = await rec.take();
  const of = (list, kind) => list.filter((r) => kindOf(r.response, url) === kind);
  const name = (r) => new URL(r.url).pathname;
  return {
    html: sum(of(before, 'html')),
    css: sum(of(before, 'css')),
    js: sum(of(before, 'js')),
    other: sum(of(before, 'other')),
    prefetch: sum(of(before, 'prefetch')),
    jsLater: sum(of(later, 'js')),
    otherLater: sum(of(later, 'other')),
    prefetchLater: sum(of(later, 'prefetch')),
    files: before.map((r) => ({
      path: name(r),
      kind: kindOf(r.response, url),
      raw: r.raw,
      gzip: r.gzip,
    })),
    filesLater: later.map((r) => ({
      path: name(r),
      kind: kindOf(r.response, url),
      raw: r.raw,
      gzip: r.gzip,
    })),
  };
}

/**
 * The first "Experimentar" click on a route of the API reference, in a fresh context after the
 * page settled: the console's JS (its chunk) and the rest (try-it.json). Undefined when the route
 * has no console.
 */
export function measureTryIt(browser, baseUrl, route) {
  return onFreshPage(browser, baseUrl, route, async (page) => {
    const button = page.locator('button[data-try-it]').first();
    if ((await button.count()) === 0) return undefined;
    const rec = recorder(page);
    await button.click();
    await page.locator('section.try-it').first().waitFor({ timeout: 30_000 });
    await settle(page);
    const clicked = await rec.take();
    const kind = (r) => (r.response.request().resourceType() === 'script' ? 'js' : 'other');
    const name = (r) => new URL(r.url).pathname;
    return {
      route,
      js: sum(clicked.filter((r) => kind(r) === 'js')),
      other: sum(clicked.filter((r) => kind(r) === 'other')),
      files: clicked.map((r) => ({ path: name(r), kind: kind(r), raw: r.raw, gzip: r.gzip })),
    };
  });
}

/**
 * Every route, plus the worst docs page (largest HTML, CSS and JS of /docs/**, each on its own),
 * and what the API console loads on its first use.
 */
export async function benchBytes({ browser, baseUrl, routes, log }) {
  const perRoute = {};
  for (const route of routes) {
    perRoute[route] = await measureRoute(browser, baseUrl, route);
    const r = perRoute[route];
    log(
      `  ${route}: HTML ${r.html.gzip} B, CSS ${r.css.gzip} B, JS ${r.js.gzip} B gzip ` +
        `(+${r.jsLater.gzip} B JS later)`,
    );
  }
  const docs = Object.entries(perRoute).filter(([route]) => route.startsWith('/docs/'));
  const worst = (pick) =>
    docs.reduce(
      (best, [route, r]) =>
        !best || pick(r) > best.gzip ? { route, gzip: pick(r), raw: null } : best,
      null,
    );
  const docsWorst = docs.length
    ? {
        html: worst((r) => r.html.gzip),
        css: worst((r) => r.css.gzip),
        js: worst((r) => r.js.gzip),
      }
    : null;
  const apiRoute =
    routes.find((r) => /^\/api\/$/.test(r)) ?? routes.find((r) => /^\/api\//.test(r));
  const tryIt = apiRoute ? await measureTryIt(browser, baseUrl, apiRoute) : undefined;
  if (tryIt)
    log(
      `  ${apiRoute} "Experimentar" (first click): JS ${tryIt.js.gzip} B gzip ` +
        `(${tryIt.js.raw} B raw, ${tryIt.js.files} files), other ${tryIt.other.gzip} B gzip`,
    );
  return { routes: perRoute, docsWorst, ...(tryIt ? { tryIt } : {}) };
}
