import { setupApiCopy } from './api-copy.js';
import { setupApiHighlight } from './api-highlight.js';
import { setupApiSpy } from './api-spy.js';
import { setupTryIt } from './try-it-trigger.js';

/**
 * The API reference's behaviours, loaded only on its pages (an island chunk). Sample tabs are the
 * site's tabs (tabs.ts); the navigation folds on phones, where it starts closed (and opens on the
 * section being read: api-spy.ts); "Experimentar" loads the console's chunk on its first click.
 */
export function mount(island: HTMLElement): void {
  // A `#` jump: to its target's page, a Redoc link read as ours, then held in place (api-jump.ts,
  // a chunk loaded on the first jump).
  const jump = () => {
    if (location.hash)
      void import('./api-jump.js').then((m) => m.jump(document)).catch(() => undefined);
  };
  addEventListener('hashchange', jump);
  jump();
  setupApiSpy(document);
  setupApiCopy(document);
  setupApiHighlight(document);
  setupTryIt(document, island);
  const nav = document.querySelector<HTMLDetailsElement>('details[data-api-nav]');
  if (!nav) return;
  if (matchMedia('(max-width: 800px)').matches) {
    // The stylesheet has kept the open list hidden on phones since first paint (no layout shift);
    // closing it and marking it mounted hands the fold over to the reader.
    nav.open = false;
    nav.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) nav.open = false;
    });
  }
  nav.dataset.mounted = '';
}
