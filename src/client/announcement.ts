import { attr, storageKeys } from '../shared/attributes.js';
import { writeKey } from './storage.js';

/** Closing the announcement hides it and remembers that, per announcement id. */
export function setupAnnouncement(root: Document): void {
  const bar = root.querySelector<HTMLElement>(`[${attr.announcement}]`);
  const close = bar?.querySelector<HTMLButtonElement>(`[${attr.announcementClose}]`);
  if (!bar || !close) return;
  close.addEventListener('click', () => {
    root.documentElement.dataset.announcementDismissed = '';
    // Without storage the bar stays closed for this page only.
    const id = bar.getAttribute(attr.announcement) ?? '';
    writeKey('localStorage', storageKeys.announcementDismissed(id), '1');
  });
}
