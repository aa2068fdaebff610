import { TRY_IT_BUTTON } from '../shared/attributes.js';
import { loadChunk } from './islands.js';
import { readKey } from './storage.js';
import { tryItHost } from './try-it/host.js';
import { PENDING_KEY } from './try-it/keys.js';

/**
 * The "Experimentar" buttons: a click loads the console's chunk (React and the form), so nothing
 * of it loads before. A page that comes back from an OAuth login, or must reopen a console, loads
 * it at once. (scripts/compile.mjs bundles the console on its own: it shares no code with this
 * script. The browser loads a module once, and a chunk that failed loads again on the next click.)
 */
export function setupTryIt(root: Document, island: HTMLElement): void {
  const src = island.dataset.tryItSrc;
  if (!src) return;
  // A failed load says so in the operation's panel, or (no operation asked) in the reference's
  // island element, empty and at its top.
  const load = (button?: HTMLButtonElement) =>
    void loadChunk('try-it', () => import('./try-it/index.js'), tryItHost(button) ?? island).then(
      (m) => (button ? m?.toggle(button, src) : m?.resume(src)),
    );
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(TRY_IT_BUTTON);
    if (button) load(button);
  });
  // Without storage there is no login to finish.
  if (readKey('sessionStorage', PENDING_KEY)) load();
}
