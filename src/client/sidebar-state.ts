import { attr, storageKeys } from '../shared/attributes.js';
import { readKey, writeKey } from './storage.js';

/** Sidebar categories keep the reader's open/closed choice for the session, page after page. */
export function setupSidebarState(root: Document): void {
  for (const category of root.querySelectorAll<HTMLDetailsElement>(
    `details[${attr.sidebarCategory}]`,
  )) {
    const key = storageKeys.sidebarCategory(category.getAttribute(attr.sidebarCategory) ?? '');
    const saved = readKey('sessionStorage', key);
    // The category holding the current page stays open whatever was saved.
    if (saved !== null && !category.querySelector('[aria-current="page"]'))
      category.open = saved === 'open';
    // Without storage the choice lasts for this page only.
    category.addEventListener('toggle', () =>
      writeKey('sessionStorage', key, category.open ? 'open' : 'closed'),
    );
  }
}
