/** Data attributes and storage keys that the HTML and the client script agree on. */
export const attr = {
  theme: 'data-theme',
  themeToggle: 'data-theme-toggle',
  copy: 'data-copy',
  announcement: 'data-announcement',
  announcementClose: 'data-announcement-close',
  menuToggle: 'data-menu-toggle',
  drawer: 'data-drawer',
  docsVersion: 'data-docs-version',
  baseUrl: 'data-base-url',
} as const;

export const storageKeys = {
  theme: 'docgen.theme',
  announcementDismissed: (id: string) => `docgen.announcement.${id}.dismissed`,
  docsVersion: 'docgen.docs.version',
} as const;
