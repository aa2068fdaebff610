import { attr, storageKeys } from '../shared/attributes.js';

/** Closing the announcement hides it and remembers that, per announcement id. */
export function setupAnnouncement(root: Document): void {
  const bar = root.querySelector<HTMLElement>(`[${attr.announcement}]`);
  const close = bar?.querySelector<HTMLButtonElement>(`[${attr.announcementClose}]`);
  if (!bar || !close) return;
  close.addEventListener('click', () => {
    root.documentElement.dataset.announcementDismissed = '';
    try {
      localStorage.setItem(
        storageKeys.announcementDismissed(bar.getAttribute(attr.announcement) ?? ''),
        '1',
      );
    } catch {
      // Without storage the bar stays closed for this page only.
    }
  });
}
