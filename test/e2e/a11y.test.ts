import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactsDir,
  axeViolations,
  gotoSettled,
  launchBrowser,
  renderAllSections,
} from '../helpers/browser.js';
import { repoRoot } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';
import { buildSite, routesOf } from './chrome-support.js';

const themes = ['light', 'dark'] as const;

// Concurrent: most of each test is waiting for pages to load and go quiet, which the others
// overlap (about 2 minutes one after the other, 1 at once, on an idle machine).
describe.concurrent('this site: accessibility of every route, both themes; screenshots', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let dist: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dist = await buildSite(
      repoRoot,
      path.join(mkdtempSync(path.join(tmpdir(), 'docgen-a11y-')), 'dist'),
    );
    server = await serveStatic(dist);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.cleanup();
    await server?.close();
  });

  async function themedPage(theme: (typeof themes)[number], width: number) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addInitScript(
      `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}`,
    );
    return context.newPage();
  }

  /**
   * Audits each route in a page of the theme: loaded, every lazily rendered section rendered once,
   * then axe-core. With `asLoaded`, also once the page has settled, before any section is
   * rendered, as Lighthouse audits a page (key `<route> (as loaded)`). Returns the violations by
   * route. Were it to stall, the error names the route and the step (a test timeout alone names
   * neither).
   */
  async function audit(
    theme: (typeof themes)[number],
    routes: readonly string[],
    limitMs: number,
    { asLoaded = false } = {},
  ) {
    const page = await themedPage(theme, 1280);
    const found: Record<string, string[]> = {};
    let step = 'start';
    const work = async () => {
      for (const route of routes) {
        step = `${route}: loading`;
        await gotoSettled(page, server.url + route.slice(1));
        // Settled: the client script's observers have run (islands mounted, scrollable blocks
        // made focusable).
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        if (asLoaded) {
          step = `${route}: axe-core, as loaded`;
          const first = await axeViolations(page);
          if (first.length > 0) found[`${route} (as loaded)`] = first;
        }
        step = `${route}: rendering every section`;
        await renderAllSections(page);
        step = `${route}: axe-core`;
        const violations = await axeViolations(page);
        if (violations.length > 0) found[route] = violations;
      }
    };
    await unlessStalled(work, limitMs, () => `${theme} theme: still at ${step}`);
    return found;
  }

  /** Runs `work`; were it still running after `limitMs`, fails with what `where` says instead. */
  async function unlessStalled(work: () => Promise<void>, limitMs: number, where: () => string) {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(where())), limitMs);
    });
    try {
      await Promise.race([work(), stalled]);
    } finally {
      clearTimeout(timer);
    }
  }

  const findings: Record<string, Record<string, string[]>> = {};
  const report = (theme: string, found: Record<string, string[]>) => {
    findings[theme] = { ...findings[theme], ...found };
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(
      path.join(artifactsDir, `axe-${theme}.json`),
      JSON.stringify(findings[theme], null, 2),
    );
    expect(found).toEqual({});
  };

  // Every route in Chromium with axe: about a minute a theme on an idle machine (the reference,
  // audited as loaded and with every section rendered, half of it), several times that when
  // loaded. This is the one audit of this site's reference (api.test.ts audits other specs').
  for (const theme of themes) {
    const reference = `axe-core finds no violation on the API reference in the ${theme} theme`;
    it(`${reference}, as loaded and rendered`, async () => {
      expect(routesOf(dist)).toContain('/api/');
      report(theme, await audit(theme, ['/api/'], 230_000, { asLoaded: true }));
    }, 240_000);

    it(`axe-core finds no violation on any other route in the ${theme} theme`, async () => {
      const routes = [...routesOf(dist).filter((r) => r !== '/api/'), '/pagina-que-nao-existe/'];
      expect(routes.length).toBeGreaterThan(10);
      report(theme, await audit(theme, routes, 230_000));
    }, 240_000);
  }

  /**
   * WCAG 1.4.10 (reflow): at 320 CSS px nothing but a table, a code block or another scrolling
   * part may need a sideways scroll, and no text may run into the screen's edges. Returns the
   * problems by route; were it to stall, the error names the route and the step.
   */
  async function reflow(routes: readonly string[], limitMs: number) {
    const page = await themedPage('light', 320);
    const found: Record<string, string[]> = {};
    let step = 'start';
    const work = async () => {
      for (const route of routes) {
        step = `${route}: loading`;
        await gotoSettled(page, server.url + route.slice(1));
        step = `${route}: rendering every section`;
        await renderAllSections(page);
        step = `${route}: measuring`;
        const problems = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const out: string[] = [];
          if (document.documentElement.scrollWidth > width) {
            out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
          }
          const scrolls = (el: Element) =>
            ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
          for (const el of document.querySelectorAll('main :is(h1, h2, h3, p, li)')) {
            const box = el.getBoundingClientRect();
            if (box.width === 0) continue;
            let inside = el.parentElement;
            while (inside && inside !== document.body && !scrolls(inside)) {
              inside = inside.parentElement;
            }
            if (inside !== document.body) continue;
            if (box.left < 8 || box.right > width - 8) {
              const text = (el.textContent ?? '').trim().slice(0, 40);
              out.push(`<${el.tagName.toLowerCase()}> "${text}" spans ${box.left}–${box.right} px`);
            }
          }
          return out.slice(0, 5);
        });
        if (problems.length > 0) found[route] = problems;
      }
    };
    await unlessStalled(work, limitMs, () => `320 px: still at ${step}`);
    return found;
  }

  // The reference, every section rendered, is most of the work: a test (and timeout) of its own.
  it('at 320 px the API reference does not scroll sideways, its text off the edges', async () => {
    expect(routesOf(dist)).toContain('/api/');
    expect(await reflow(['/api/'], 170_000)).toEqual({});
  }, 180_000);

  it('at 320 px no other route scrolls sideways, its text off the edges', async () => {
    const routes = [...routesOf(dist).filter((r) => r !== '/api/'), '/pagina-que-nao-existe/'];
    expect(routes.length).toBeGreaterThan(10);
    expect(await reflow(routes, 170_000)).toEqual({});
  }, 180_000);

  // Beside the audits above, which take most of the machine: a timeout as long as theirs.
  const screenshots =
    'screenshots of home, intro, API reference and 404 at 1280 and 390 px, light and dark';
  it(screenshots, async () => {
    const out = path.join(artifactsDir, 'chrome');
    mkdirSync(out, { recursive: true });
    const routes: [string, string][] = [
      ['home', '/'],
      ['intro', '/docs/intro/'],
      ...(existsSync(path.join(dist, 'api/index.html'))
        ? [['api', '/api/'] as [string, string]]
        : []),
      ['404', '/pagina-que-nao-existe/'],
    ];
    const written: string[] = [];
    for (const theme of themes) {
      for (const width of [1280, 390]) {
        const page = await themedPage(theme, width);
        for (const [name, route] of routes) {
          await gotoSettled(page, server.url + route.slice(1));
          const file = path.join(out, `${name}-${width}-${theme}.png`);
          await page.screenshot({ path: file });
          written.push(file);
        }
        if (width === 390) {
          await page.goto(server.url + 'docs/intro/');
          await page.locator('[data-menu-toggle]').click();
          const file = path.join(out, `drawer-390-${theme}.png`);
          await page.screenshot({ path: file });
          written.push(file);
        }
      }
    }
    expect(written.every((f) => existsSync(f))).toBe(true);
  }, 180_000);
});
