import { PENDING_KEY } from './try-it/keys.js';
import { loadChunk } from './islands.js';

type ConsoleChunk = typeof import('./try-it/index.js');

/**
 * The "Experimentar" buttons: the first click loads the console's chunk (React and the form), so
 * nothing of it loads before. A page that comes back from an OAuth login, or must reopen a
 * console, loads it at once. (scripts/compile.mjs bundles the console on its own: it shares no
 * code with this script.)
 */
export function setupTryIt(root: Document): void {
  const api = root.querySelector<HTMLElement>('[data-try-it-src]');
  const src = api?.dataset.tryItSrc;
  if (!api || !src) return;
  // Where a failed load says so when no operation asked: the reference's (empty) island element.
  const fallback = api.querySelector<HTMLElement>('[data-island="api"]') ?? api;
  let chunk: Promise<ConsoleChunk | undefined> | undefined;
  const load = (host: HTMLElement) =>
    (chunk ??= loadChunk('try-it', () => import('./try-it/index.js'), host).then((m) => {
      if (!m) chunk = undefined;
      return m;
    }));
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[data-try-it]',
    );
    if (!button) return;
    const panel = button.closest('[data-operation]')?.querySelector('.api-row__panel');
    let host = panel?.querySelector<HTMLElement>(':scope > .try-it-host');
    if (panel && !host) {
      host = document.createElement('div');
      host.className = 'try-it-host';
      panel.prepend(host);
    }
    void load(host ?? fallback).then((m) => m?.toggle(button, src));
  });
  try {
    if (sessionStorage.getItem(PENDING_KEY)) void load(fallback).then((m) => m?.resume(src));
  } catch {
    // Without storage there is no login to finish.
  }
}
