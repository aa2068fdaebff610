import { setupApiAnchor } from './api-anchor.js';
import { setupApiCopy } from './api-copy.js';
import { setupApiHighlight } from './api-highlight.js';
import { setupApiRoutes } from './api-routes.js';
import { setupApiSpy } from './api-spy.js';
import { setupTryIt } from './try-it-trigger.js';

/**
 * The API reference's behaviours, loaded only on its pages (an island chunk). Sample tabs are the
 * site's tabs (tabs.ts); the navigation folds on phones, where it starts closed; "Experimentar"
 * loads the console's chunk on its first click.
 */
export function mount(island: HTMLElement): void {
  setupApiRoutes(document);
  setupApiAnchor(document);
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
