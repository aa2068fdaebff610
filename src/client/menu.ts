import { attr } from '../shared/attributes.js';

/**
 * Phone navigation: the menu button opens a modal drawer (a <dialog>) holding the navbar links and
 * the docs sidebar. The page behind is inert, Tab cycles inside, Escape or a followed link closes
 * it, and focus returns to the button.
 */
export function setupMenu(root: Document): void {
  const button = root.querySelector<HTMLButtonElement>(`[${attr.menuToggle}]`);
  const drawer = root.querySelector<HTMLDialogElement>(`dialog[${attr.drawer}]`);
  if (!button || !drawer) return;
  const close = () => drawer.open && drawer.close();
  button.addEventListener('click', () => {
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  });
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A followed link, the close button or a click on the backdrop (the dialog box itself) closes
    // the drawer.
    if (target === drawer || target.closest(`a[href], [${attr.drawerClose}]`)) close();
  });
  drawer.addEventListener('keydown', (event) => trapTab(drawer, event));
  addEventListener('hashchange', close);
  addEventListener('pagehide', close);
  matchMedia('(min-width: 997px)').addEventListener('change', (event) => event.matches && close());
}

/**
 * Keeps Tab and Shift+Tab inside the drawer rather than letting focus leave for the browser's UI.
 */
function trapTab(drawer: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...drawer.querySelectorAll<HTMLElement>(
      'a[href], button, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
