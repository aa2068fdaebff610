/** Data attributes and storage keys that the HTML and the client script agree on. */
export const attr = {
  theme: 'data-theme',
  themeToggle: 'data-theme-toggle',
  copy: 'data-copy',
  /** On the "Copiar como Markdown" button: the URL of the page's Markdown copy. */
  copyMarkdown: 'data-copy-markdown',
  /** A group of code tabs; the value is its group id (tab groups with one id switch together). */
  tabs: 'data-tabs',
  /** (A panel's `data-tab-text`, read as `dataset.tabText`: its tab's shorter text.) */
  tabLabel: 'data-tab-label',
  /** A tab group's accessible name, given to the tablist the tabs script makes of it. */
  tabsName: 'data-tabs-name',
  announcement: 'data-announcement',
  announcementClose: 'data-announcement-close',
  menuToggle: 'data-menu-toggle',
  drawer: 'data-drawer',
  drawerClose: 'data-drawer-close',
  island: 'data-island',

  sidebarCategory: 'data-category',
  baseUrlBanner: 'data-base-url-banner',
  docsVersion: 'data-docs-version',
  baseUrl: 'data-base-url',
  /**
   * The navbar's search box (a link to the search page); the client makes it open the search
   * dialog.
   */
  searchOpen: 'data-search-open',
  /** A diagram's "Ampliar diagrama" button: it opens the diagram in the full-window viewer. */
  diagramOpen: 'data-diagram-open',
} as const;

/**
 * On an island whose failure costs the reader little (the table of contents' highlighting): it is
 * logged, and no notice is shown; the HTML it enhances works as it is. (Apart from `attr`, as the
 * two below, so that a script carries only the names it uses.)
 */
export const ISLAND_QUIET = 'data-island-quiet';

/** On <html> once the site's script has set up the page; a crash before it shows a notice. */
export const SCRIPT_READY = 'data-ready';

export const storageKeys = {
  theme: 'docgen.theme',
  /** The label last chosen in a tab group, by group id (all groups with that id follow it). */
  tabChoice: (group: string) => `docgen.tabs.${group}`,
  announcementDismissed: (id: string) => `docgen.announcement.${id}.dismissed`,
  /**
   * The docs version of the last docs page viewed (one version for now, `docsVersion` in the
   * config).
   */
  docsVersion: 'docgen.docs.version',
  /**
   * sessionStorage: `{ path, chunk }`, the page that already reloaded itself after that chunk
   * failed to load (no reload loops; see islands.ts).
   */
  chunkReload: 'docgen.chunk-reload',
  /** sessionStorage: a sidebar category's 'open' or 'closed' state, by label. */
  sidebarCategory: (label: string) => `docgen.sidebar.${label}`,
} as const;

/** An operation's "Experimentar" button, which the console's trigger (try-it-trigger.ts) opens. */
export const TRY_IT_BUTTON = 'button[data-try-it]';
