import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

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
