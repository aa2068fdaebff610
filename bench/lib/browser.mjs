// Debian's Chromium through playwright-core, launched the way this machine needs (no sandbox as
// root, no GPU, closed network).
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 30_000 });
}
