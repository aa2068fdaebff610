import { attr, storageKeys } from '../shared/attributes.js';

/** Sidebar categories keep the reader's open/closed choice for the session, page after page. */
export function setupSidebarState(root: Document): void {
  for (const category of root.querySelectorAll<HTMLDetailsElement>(
    `details[${attr.sidebarCategory}]`,
  )) {
    const key = storageKeys.sidebarCategory(category.getAttribute(attr.sidebarCategory) ?? '');
    const saved = read(key);
    // The category holding the current page stays open whatever was saved.
    if (saved !== undefined && !category.querySelector('[aria-current="page"]'))
      category.open = saved === 'open';
    category.addEventListener('toggle', () => write(key, category.open ? 'open' : 'closed'));
  }
}

function read(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
