import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
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

/** Folder for screenshots and other artefacts tests leave behind for people to look at. */
export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Scrolls a page from top to bottom one viewport at a time, then back to the top, so every section
 * kept off-screen by `content-visibility: auto` has been rendered once and keeps its real height.
 * Run it before axe-core: the audit measures geometry, and a never-rendered section still has its
 * estimated height, so its content seems to overlap the next one's (wrong backgrounds in contrast
 * checks).
 */
export async function renderAllSections(page: Page): Promise<void> {
  let from = 0;
  for (let stalls = 0; ; ) {
    // The page scrolls itself from `from`; it stops where two frames do not come within 5 s.
    const stalledAt = await page.evaluate(async (from) => {
      const frames = () =>
        Promise.race([
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(true))),
          ),
          new Promise((done) => setTimeout(() => done(false), 5_000)),
        ]);
      for (let y = from; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        if (!(await frames())) return y;
      }
      scrollTo(0, 0);
      return (await frames()) ? undefined : 0;
    }, from);
    if (stalledAt === undefined) return;
    // Seen once in CI, with several pages audited at a time: this step waited for a frame of the
    // reference for over three minutes. The page is brought to the front (Chromium may have set
    // it aside) and goes on from where it stopped; three stalls in a row without progress fail
    // with what happened, instead of a timeout that says nothing.
    stalls = stalledAt > from ? 1 : stalls + 1;
    if (stalls > 3) throw new Error(`Chromium draws no frames for ${page.url()} at y=${stalledAt}`);
    await page.bringToFront();
    from = stalledAt;
  }
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
        axe: { run: (context?: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const { violations } = await (include ? axe.run({ include: [[include]] }) : axe.run());
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, include);
}
