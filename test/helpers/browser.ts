import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Browser, type Page, type Request, type Response } from 'playwright-core';
import { repoRoot } from './cli.js';

/**
 * Debian's Chromium, launched the way this machine needs (closed network, root, no GPU).
 * Playwright gives every launch a fresh, empty profile of its own.
 */
export async function launchBrowser(): Promise<Browser & { cleanup: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return Object.assign(browser, {
    cleanup: () => browser.close(),
  });
}

/** A page's requests still under way, and how many it has started (see `settle`). */
interface Requests {
  pending: Set<Request>;
  started: number;
}

const requestsOf = new WeakMap<Page, Requests>();

/** The page's requests, counted from the first call on (before its navigation, for `settle`). */
function tracked(page: Page): Requests {
  let requests = requestsOf.get(page);
  if (!requests) {
    const state: Requests = { pending: new Set(), started: 0 };
    page.on('request', (request) => {
      state.pending.add(request);
      state.started++;
    });
    const done = (request: Request) => state.pending.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    requestsOf.set(page, (requests = state));
  }
  return requests;
}

/** How long a settled page must stay without a new request after its scripts went idle. */
const QUIET_MS = 50;
/** A request still under way after this long fails `settle`, naming it. */
const SETTLE_LIMIT_MS = 30_000;

/**
 * Waits until the page has settled: no request under way, its scripts idle (an idle callback, two
 * frames, another idle callback: what the client's idle and intersection observers start has
 * started), and no request started since. What Playwright's `networkidle` waits for, without its
 * fixed half second of silence, which made up most of every route walk. Call `gotoSettled` (or
 * `settle` before the navigation) so that the page's first requests are counted.
 */
export async function settle(page: Page): Promise<void> {
  const requests = tracked(page);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    while (requests.pending.size > 0) {
      if (Date.now() > deadline) {
        const urls = [...requests.pending].map((request) => request.url());
        throw new Error(`still loading after ${SETTLE_LIMIT_MS} ms: ${urls.join(', ')}`);
      }
      await delay(10);
    }
    const started = requests.started;
    const idle = await page
      .evaluate(
        () =>
          new Promise<void>((done) => {
            // Without JavaScript (a context that turns it off) no callback ever runs, and there is
            // no script to wait for: the parser then reads a <noscript>'s content as elements.
            const probe = document.createElement('div');
            probe.innerHTML = '<noscript><p></p></noscript>';
            if (probe.querySelector('noscript p')) return done();
            const whenIdle = (then: () => void) =>
              requestIdleCallback(() => then(), { timeout: 1000 });
            whenIdle(() =>
              requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(done))),
            );
          }),
      )
      .then(
        () => true,
        // The page navigated meanwhile (a redirect, a reload): wait for the new one.
        () => false,
      );
    if (!idle) {
      await page.waitForLoadState('load');
      continue;
    }
    await delay(QUIET_MS);
    if (requests.pending.size === 0 && requests.started === started) return;
  }
}

/** `page.goto` that returns once the page has settled (see `settle`). */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  tracked(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return response;
}

/** Folder for screenshots and other artefacts tests leave behind for people to look at. */
export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Lays out every section that `content-visibility: auto` keeps unrendered off-screen at its real
 * size, as it is once a reader has scrolled past it. Run it before axe-core: the audit measures
 * geometry, and a never-rendered section still has its estimated height, so its content seems to
 * overlap the next one's (wrong backgrounds in contrast checks).
 *
 * The sections are the elements the page's own stylesheets mark `content-visibility: auto`; each
 * gets `visible` through the CSSOM, and the next geometry query lays it out. No frame is waited
 * for. Scrolling through the page did it before, and Chromium sometimes stops drawing a page that
 * is scrolled through for good: twice in CI (the reference's dark-theme audit, beside the light
 * one), and here, scrolling the reference through in three pages at once under load, in 8 of 150
 * page runs (2 of 120 with every section laid out beforehand). `requestAnimationFrame` never fired
 * again, nor did a screenshot, while new pages drew. Returns how many sections it laid out.
 */
export async function renderAllSections(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.style.contentVisibility === 'auto') {
          selectors.push(rule.selectorText);
        } else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    let count = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selectors.join(',') || ':not(*)')) {
      if (getComputedStyle(el).contentVisibility !== 'auto') continue;
      el.style.contentVisibility = 'visible';
      count++;
    }
    // One layout now, so the audit that follows finds every section at its size.
    void document.documentElement.scrollHeight;
    return count;
  });
}

/** axe-core, evaluated through the DevTools protocol: a page's CSP forbids an injected script. */
const axeSource = readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations in the page as it is now (within the elements `include` selects, when
 * given): a line each, with the rule, its impact and help, and the first elements it found.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    interface Violation {
      id: string;
      impact: string;
      help: string;
      nodes: { target: string[] }[];
    }
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // Every rule runs; only violations are reported node by node (axe then builds no selector
    // for each node that passes: about an eighth of a run on the reference).
    const options = { resultTypes: ['violations'] };
    const { violations } = await axe.run(include ? { include: [[include]] } : document, options);
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, include);
}

/** A sidebar as labels, each category `{ label: [items] }`. */
export type Tree = (string | { [label: string]: Tree })[];

/** The sidebar of the page as a tree of labels: a category is `{ label: [items] }`. */
export const sidebarTree = (page: Page): Promise<Tree> =>
  page.$eval('#docs-sidebar > ul', (root) => {
    type Node = string | { [label: string]: Node[] };
    const tree = (list: Element): Node[] =>
      [...list.children].map((li) => {
        const category = li.querySelector(':scope > .sidebar__category');
        if (!category) return (li.textContent ?? '').trim();
        const title = category.querySelector(
          ':scope > .sidebar__summary, :scope > details > summary.sidebar__summary',
        );
        const items = category.querySelector(':scope > ul, :scope > details > ul')!;
        return { [(title?.textContent ?? '').trim()]: tree(items) };
      });
    return tree(root);
  });
