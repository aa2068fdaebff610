import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A result of the search dialog, as a reader sees it. */
export interface Hit {
  group: string;
  title: string;
  href: string;
  excerpt: string;
}

/** Types a query into the open dialog and waits for its results (or its empty state). */
export async function query(page: Page, term: string): Promise<Hit[]> {
  const done = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener('docgen:search-results', resolve, { once: true }),
      ),
  );
  await page.fill('#search-input', term);
  await done;
  return page.$$eval('.search-hit', (hits) =>
    hits.map((h) => ({
      group: h.closest('[role=group]')?.getAttribute('aria-label') ?? '',
      title: h.querySelector('.search-hit__title')?.textContent ?? '',
      href: h.getAttribute('href') ?? '',
      excerpt: h.querySelector('.search-hit__excerpt')?.innerHTML ?? '',
    })),
  );
}

/** Opens the search dialog with Ctrl+K and waits for the focus in its input. */
export async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('dialog.search-dialog[open]');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-input');
}
