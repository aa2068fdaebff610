/** On each link of the version menu: its version's name. */
export const VERSION_NAME = 'data-version';

/** The version menu's link to the version of the page (the search dialog searches that one). */
export const CURRENT_VERSION_LINK = '[data-version-menu] a[aria-current]';

/** The attributes of the version menu that its template and the versions script agree on. */
export const VERSION_MENU = {
  /** The menu (`<details>`). */
  menu: 'data-version-menu',
  /** On a page outside the versions (the home page): the menu shows the last version. */
  outside: 'data-version-outside',
  name: VERSION_NAME,
  /** On a link to the same page in its version (a switch keeps the `#hash`). */
  samePage: 'data-version-same-page',
  /** On each link: its version's docs and reference routes, with the base URL. */
  docs: 'data-version-docs',
  api: 'data-version-api',
} as const;
