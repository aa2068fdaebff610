import { attr } from '../../shared/attributes.js';
import { el } from '../dom.js';
import { loadChunk } from '../islands.js';
import { t } from '../i18n.js';

type DialogModule = typeof import('./dialog.js');

/**
 * The navbar's search box: without JavaScript it is a link to the search page (a site map); here
 * it becomes a button that opens the search dialog. Ctrl+K, ⌘K and `/` open it too. The dialog's
 * code is a chunk fetched ahead on first focus or hover, quietly (a reader who only passes by gets
 * no reload and no message), and loaded through the chunk-load retry when the reader opens it.
 */
export function setupSearch(root: Document): void {
  const link = root.querySelector<HTMLAnchorElement>(`a[${attr.searchOpen}]`);
  if (!link) return;
  const baseUrl = root.body.getAttribute(attr.baseUrl) ?? '/';
  const button = toButton(link);
  let host: HTMLElement | undefined;
  let dialog: DialogModule | undefined;
  const prefetch = () => void import('./dialog.js').catch(() => undefined);
  const open = async (returnFocus: HTMLElement | null) => {
    dialog ??= await loadChunk('search', () => import('./dialog.js'), (host ??= errorHost(root)), {
      title: t('client.search.loadFailed'),
    });
    dialog?.openSearch(baseUrl, returnFocus);
  };
  button.addEventListener('click', () => void open(button));
  button.addEventListener('focus', prefetch, { once: true });
  button.addEventListener('pointerenter', prefetch, { once: true });
  root.addEventListener('keydown', (event) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    void open(root.activeElement instanceof HTMLElement ? root.activeElement : button);
  });
}

/** A button with the link's look and content: it opens a dialog rather than going to a page. */
function toButton(link: HTMLAnchorElement): HTMLButtonElement {
  const button = el(
    'button',
    { type: 'button', className: link.className },
    {
      [attr.searchOpen]: '',
      'aria-haspopup': 'dialog',
      'aria-keyshortcuts': 'Control+K Meta+K /',
    },
  );
  const key = el(
    'kbd',
    {
      className: 'search-box__key',
      textContent: /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K',
    },
    { 'aria-hidden': 'true' },
  );
  button.append(...link.childNodes, key);
  link.replaceWith(button);
  return button;
}

/** Ctrl+K or ⌘K anywhere; `/` unless the reader is typing in a field. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  );
}

/** Where a failed chunk load shows its message and retry button: a live panel under the navbar. */
function errorHost(root: Document): HTMLElement {
  const host = el('div', { className: 'search-load-error' });
  root.body.append(host);
  return host;
}
