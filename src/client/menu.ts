import { attr } from '../shared/attributes.js';

/** Phone navigation: the menu button opens the navbar links and the docs sidebar as a drawer. */
export function setupMenu(root: Document): void {
  const button = root.querySelector<HTMLButtonElement>(`[${attr.menuToggle}]`);
  if (!button) return;
  const html = root.documentElement;
  const setOpen = (open: boolean) => {
    if (open) html.dataset.menuOpen = '';
    else delete html.dataset.menuOpen;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Fechar menu de navegação' : 'Abrir menu de navegação');
  };
  button.addEventListener('click', () => setOpen(!('menuOpen' in html.dataset)));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && 'menuOpen' in html.dataset) {
      setOpen(false);
      button.focus();
    }
  });
}
