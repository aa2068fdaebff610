import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { gotoSettled, launchBrowser } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';

/** Builds a site folder with the real CLI into `<dir>/<out>` and returns that folder. */
export async function buildSite(dir: string, out = 'dist', extra: string[] = []): Promise<string> {
  const result = await runCli(['build', '--out', out, ...extra], dir);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return path.resolve(dir, out);
}

/**
 * A site folder built into a temp folder, served statically with the Content-Security-Policy of
 * its `_headers`, and a browser, for the tests of the describe block that calls it: set up before
 * them, closed after (with every context pushed on `contexts`).
 */
export function siteInBrowser(siteDir: string, prefix: string) {
  const site = {
    browser: undefined as unknown as Awaited<ReturnType<typeof launchBrowser>>,
    server: undefined as unknown as Awaited<ReturnType<typeof serveStatic>>,
    contexts: [] as BrowserContext[],
    /** The built folder, and the policy it is served with. */
    dist: '',
    csp: '',
  };
  beforeAll(async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), `docgen-${prefix}-`)), 'dist');
    site.dist = await buildSite(siteDir, out);
    site.csp = generatedCsp(site.dist);
    site.server = await serveWithHeaders(site.dist, { 'Content-Security-Policy': site.csp });
    site.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(site.contexts.map((c) => c.close()));
    await site.browser?.cleanup();
    await site.server?.close();
  });
  return site;
}

/**
 * A page's init script: the theme saved before the page loads, and every CSP violation kept in
 * `window.__csp` (read by cspViolations).
 */
export const themeAndCspWatch = (theme: 'light' | 'dark') =>
  `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}\n` +
  'window.__csp = [];\n' +
  "document.addEventListener('securitypolicyviolation', (e) => " +
  "window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));";

/** The CSP violations a page under themeAndCspWatch has seen. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** The Content-Security-Policy the build wrote into `_headers` for every path. */
export function generatedCsp(dist: string): string {
  const line = readFileSync(path.join(dist, '_headers'), 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error('_headers has no Content-Security-Policy');
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}

/** serveStatic, sending `headers` with every response, the way a static host applies `_headers`. */
export async function serveWithHeaders(
  dist: string,
  headers: Record<string, string>,
  prefix = '/',
) {
  const served = await serveStatic(dist, prefix);
  served.server.prependListener('request', (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  });
  return served;
}

/** Every route of a built site: `docs/intro/index.html` → `/docs/intro/`; 404.html is left out. */
export function routesOf(dist: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (path.relative(dist, full) !== 'assets') walk(full);
      } else if (name === 'index.html')
        routes.push(
          '/' + path.relative(dist, dir).split(path.sep).join('/').replace(/(.)$/, '$1/'),
        );
    }
  };
  walk(dist);
  return routes.map((r) => (r === '//' ? '/' : r)).sort();
}

/**
 * A route of a site served by siteInBrowser, in a fresh context of `width` in `theme`, with every
 * CSP violation recorded (`cspViolations`); `permissions` granted first.
 */
export async function openInTheme(
  site: ReturnType<typeof siteInBrowser>,
  route: string,
  options: { width: number; theme: 'light' | 'dark'; permissions?: string[] },
): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: options.width, height: 900 },
  });
  site.contexts.push(context);
  if (options.permissions) await context.grantPermissions(options.permissions);
  await context.addInitScript(themeAndCspWatch(options.theme));
  const page = await context.newPage();
  await gotoSettled(page, `${site.server.url}${route.replace(/^\//, '')}`);
  return page;
}
