/**
 * The configuration a site writes in `docgen.config.ts`. Every field is optional; defaults live in
 * defaults.ts.
 */
export interface UserConfig {
  /** Site title, shown in the navbar and after the title delimiter. @example 'Assinaturas API' */
  title?: string;
  /** One-line description used on the home page and as the default meta description. */
  tagline?: string;
  /** Production origin, without a trailing slash. @example 'https://docs.exemplo.com.br' */
  url?: string;
  /** Path the site is served under. Must start and end with `/`. @default '/' */
  baseUrl?: string;
  /** Write routes as `route/index.html` and link with a trailing slash. @default true */
  trailingSlash?: boolean;
  /** The only locale. @default 'pt-BR' */
  locale?: string;
  /** Separator between page and site title in `<title>`. @default '|' */
  titleDelimiter?: string;
  /** Folder of Markdown content, relative to the config file. @default 'content' */
  contentDir?: string;
  /** Folder of static files copied as they are. @default 'static' */
  staticDir?: string;
  /** Output folder. @default 'dist' */
  outDir?: string;
  navbar?: NavbarConfig;
  footer?: FooterConfig;
  announcementBar?: AnnouncementBarConfig | false;
  /** Sidebars by id. The docs use `tutorialSidebar`. */
  sidebars?: Record<string, SidebarItemConfig[]>;
  /**
   * Heading levels listed in a docs page's table of contents. @default { minHeadingLevel: 2,
   * maxHeadingLevel: 3 }
   */
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  colorMode?: ColorModeConfig;
  /** What a broken internal link does to a build. @default 'warn' */
  onBrokenLinks?: 'ignore' | 'warn' | 'throw';
  api?: ApiConfig;
  /** Primary colour of links, active navigation and badges. @default '#1890ff' */
  primaryColor?: string;
  /** Ask search engines not to index the site. @default false */
  noIndex?: boolean;
  /** Docs version written to localStorage when a docs page is viewed. @default 'current' */
  docsVersion?: string;
  /**
   * Image shown in the header beside the title: a file relative to the config file (SVG, PNG,
   * WebP…), published with a content hash. The title stays beside it, so `alt` is empty unless
   * given (the image is then decorative). Takes the place of `navbar.logo`.
   * @default undefined (no logo)
   * @example { src: 'static/logo.svg', alt: 'Acme' }
   */
  logo?: string | { src: string; alt?: string };
  /**
   * Site icon: a file relative to the config file (SVG, PNG or ICO), published as `/favicon.<ext>`.
   * @default undefined (docgen's icon)
   * @example 'static/favicon.png'
   */
  favicon?: string;
  /**
   * A stylesheet relative to the config file, appended after the site's stylesheet (same file, so
   * it overrides it and needs no inline style under the Content-Security-Policy).
   * @default undefined (none)
   * @example 'styles/custom.css'
   */
  customCss?: string;
  /**
   * Base URL of an "Editar esta página" link on every docs page: the page's path relative to the
   * config file is appended.
   * @default undefined (no link)
   * @example 'https://github.com/acme/docs/edit/main'
   */
  editUrl?: string;
  /**
   * Shows on every docs page the date of its last commit ("Atualizado em 23 de novembro de 2026"),
   * read from git in one `git log` for the whole content folder. Pages outside a git repository or
   * never committed show none.
   * @default false
   */
  lastUpdated?: boolean;
}

export interface NavbarConfig {
  title?: string;
  logo?: { src: string; alt: string };
  items?: NavItemConfig[];
}

export interface NavItemConfig {
  label: string;
  /** Internal route (`/docs/intro/`) or a sidebar's first doc via `sidebarId`. */
  to?: string;
  /** External URL; opens in a new tab with rel="noopener noreferrer". */
  href?: string;
  sidebarId?: string;
  position?: 'left' | 'right';
}

export interface FooterConfig {
  links?: { title: string; items: { label: string; to?: string; href?: string }[] }[];
  copyright?: string;
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  isCloseable?: boolean;
}

export interface ColorModeConfig {
  defaultMode?: 'light' | 'dark';
  disableSwitch?: boolean;
  respectPrefersColorScheme?: boolean;
}

export interface ApiConfig {
  /** OpenAPI document, relative to the config file. @default 'spec/openapi.yaml' */
  spec?: string;
  /** Route of the API reference. @default '/api/' */
  route?: string;
  /** Replaces the spec's `servers` list, e.g. to name the real host. */
  servers?: { url: string; description?: string }[];
  /**
   * Above this many operations the reference becomes one page per tag under the route. @default 300
   */
  splitThreshold?: number;
  /**
   * Largest spec file read, in MiB: a larger one is refused before it is read. It protects against
   * a runaway file, not against real APIs (Microsoft Graph's is 19.4 MiB). @default 64
   */
  maxSpecMiB?: number;
}

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'autogenerated'; dirName: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItemConfig[];
      collapsed?: boolean;
      link?:
        | { type: 'generated-index'; slug?: string; title?: string; description?: string }
        | { type: 'doc'; id: string };
    };

/** Config after defaults are applied and paths resolved; what every stage receives. */
export interface ResolvedConfig {
  root: string;
  configFile: string | undefined;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean;
  locale: string;
  titleDelimiter: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  navbar: { title: string; logo: { src: string; alt: string } | undefined; items: NavItemConfig[] };
  footer: Required<FooterConfig>;
  announcementBar: AnnouncementBarConfig | undefined;
  sidebars: Record<string, SidebarItemConfig[]>;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  colorMode: Required<ColorModeConfig>;
  onBrokenLinks: 'ignore' | 'warn' | 'throw';
  /**
   * `spec` is undefined when none is configured and the default file is absent: the site has no API
   * reference.
   */
  api: {
    spec: string | undefined;
    route: string;
    servers: { url: string; description?: string }[] | undefined;
    splitThreshold: number;
    maxSpecMiB: number;
  };
  primaryColor: string;
  noIndex: boolean;
  docsVersion: string;
  /** Absolute path of the logo file and its alt text. */
  logo: { file: string; alt: string } | undefined;
  /** Absolute paths of the favicon and of the custom stylesheet. */
  favicon: string | undefined;
  customCss: string | undefined;
  /** Without a trailing slash. */
  editUrl: string | undefined;
  lastUpdated: boolean;
}
