import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, launched the way this machine needs (closed network, root, no GPU). */
export async function launchBrowser(): Promise<Browser & { cleanup: () => Promise<void> }> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'docgen-chromium-'));
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
      `--user-data-dir=${userDataDir}`,
    ],
  });
  return Object.assign(browser, {
    cleanup: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  });
}

/** Folder for screenshots and other artefacts tests leave behind for people to look at. */
export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');
