/** The attributes of the version menu that its template and the versions script agree on. */
export const VERSION_MENU = {
  /** The menu (`<details>`). */
  menu: 'data-version-menu',
  /** On a page outside the versions (the home page): the menu shows the last version. */
  outside: 'data-version-outside',
  /** On each link: its version's name. */
  name: 'data-version',
  /** On a link to the same page in its version (a switch keeps the `#hash`). */
  samePage: 'data-version-same-page',
  /** On each link: its version's docs and reference routes, with the base URL. */
  docs: 'data-version-docs',
  api: 'data-version-api',
} as const;
