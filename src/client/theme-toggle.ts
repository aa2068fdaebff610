import { attr, storageKeys } from '../shared/attributes.js';
import { writeKey } from './storage.js';

/** The light/dark switch: flips `data-theme` on <html> and remembers the choice. */
export function setupThemeToggle(root: Document): void {
  const html = root.documentElement;
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${attr.themeToggle}]`)) {
    const sync = () => button.setAttribute('aria-pressed', String(html.dataset.theme === 'dark'));
    sync();
    button.addEventListener('click', () => {
      const next = html.dataset.theme === 'dark' ? 'light' : 'dark';
      html.dataset.theme = next;
      // Where storage is disabled, the theme still applies to this page.
      writeKey('localStorage', storageKeys.theme, next);
      sync();
    });
  }
}
