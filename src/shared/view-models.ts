import type { ApiPageView } from './api-view-models.js';

/**
 * Plain data the templates lay out. The node side computes every value; templates only render.
 */
export interface LinkModel {
  label: string;
  href: string;
  external: boolean;
  active?: boolean;
}

export interface HeadModel {
  lang: string;
  /** The same page in each language of a site of several (`hreflang`), and `x-default`. */
  alternates?: { hreflang: string; href: string }[] | undefined;
  /** The config's `strings`: messages of the catalogue replaced (src/shared/i18n/). */
  strings?: Readonly<Record<string, string>> | undefined;
  /** Full title: `Page | Site`. */
  title: string;
  description: string;
  /** The page's absolute URL; undefined when the config gives no public `url`. */
  canonical: string | undefined;
  siteName: string;
  ogType: 'website' | 'article';
  noIndex: boolean;
  /** The page's `keywords` (front matter), for `<meta name="keywords">`. */
  keywords?: string[] | undefined;
  /** The page's social card (`og:image`, `twitter:image`): absolute where the site has a `url`. */
  image?: string | undefined;
  cssHref: string;
  scriptHref: string;
  /** The versions script, on a site of several versions. */
  versionsScriptHref?: string | undefined;
  /** The site icon (`favicon.svg`), so browsers do not ask for a missing /favicon.ico. */
  iconHref: string;
  /** Its MIME type. */
  iconType: string;
  /** Inline script that applies the saved theme before first paint (allowed by its CSP hash). */
  themeScript: string;
  /** The config's `scripts` (analytics and the like), in the head or at the end of the body. */
  scripts: ScriptModel[];
}

/** A script of the config: a file (`src`, with the base URL) or inline code (hashed in the CSP). */
export interface ScriptModel {
  position: 'head' | 'body';
  src: string | undefined;
  code: string | undefined;
  async: boolean;
  defer: boolean;
  /** `data-*` attributes, in the order written. */
  attributes: [string, string][];
}

export interface ChromeModel {
  siteTitle: string;
  homeHref: string;
  /** Shown `height` px high (`width` keeps the image's proportions). */
  logo: { src: string; alt: string; width: number; height: number } | undefined;
  navItems: LinkModel[];
  localeLabel: string;
  /** This page in the language offered (the only one): the language menu links here. */
  localeHref: string;
  /** On a site of several languages: this page (or the language's home) in each. */
  languageMenu?: { label: string; href: string; lang: string; current: boolean }[] | undefined;
  colorModeSwitch: boolean;
  announcement: { id: string; html: string; closeable: boolean } | undefined;
  footerGroups: { title: string; items: LinkModel[] }[];
  copyright: string;
  baseUrl: string;
  docsVersion: string;
  /** The version menu, on a site with several versions. */
  versionMenu?: VersionMenuModel | undefined;
  /** The banner of a page of a version other than the last one. */
  versionBanner?: VersionBannerModel | undefined;
  /**
   * The search page: the navbar's search box links to it, and opens the search dialog with
   * JavaScript.
   */
  searchHref: string;
}

/** The navbar's version menu: each version's link to this page (or to its docs). */
export interface VersionMenuModel {
  /** The label of the version the page belongs to (the last one's on a page outside them). */
  label: string;
  /** Whether the page is outside the versions (the home page, the search page). */
  outside: boolean;
  /** The API changelog ("Alterações da API"), on a site with two versions of the spec. */
  changelogHref?: string | undefined;
  items: {
    name: string;
    label: string;
    href: string;
    current: boolean;
    /** Whether `href` is this very page in that version (not its docs' overview). */
    samePage: boolean;
    /** The version's docs overview and reference, with the base URL. */
    docsHref: string;
    apiHref: string | undefined;
  }[];
}

/** The notice atop the pages of an unreleased or unmaintained version. */
export interface VersionBannerModel {
  kind: 'unreleased' | 'unmaintained';
  /** The page's version's label. */
  version: string;
  /** This page in the last version (or that version's docs). */
  lastHref: string;
  lastLabel: string;
}

export type SidebarItemModel =
  | { kind: 'doc'; label: string; href: string; active: boolean }
  | { kind: 'link'; label: string; href: string; external: boolean }
  /** A sidebars file's `html` item: sanitized markup. */
  | { kind: 'html'; html: string; defaultStyle?: true }
  | {
      kind: 'category';
      label: string;
      href: string | undefined;
      active: boolean;
      collapsed: boolean;
      /** false: always open, without a toggle (absent: it folds). */
      collapsible?: false;
      items: SidebarItemModel[];
    };

/** One step of a docs page's breadcrumbs; the last one is the page itself (`current`). */
export interface BreadcrumbModel {
  label: string;
  /** Undefined for a category without a page of its own. */
  href: string | undefined;
  current: boolean;
}

export interface TocItemModel {
  id: string;
  text: string;
  depth: number;
}

export interface CardModel {
  title: string;
  description: string;
  href: string;
}

interface BasePage {
  route: string;
  head: HeadModel;
  chrome: ChromeModel;
}

export interface HomePageModel extends BasePage {
  layout: 'home';
  hero: { title: string; tagline: string; actions: LinkModel[] };
  /** Where to go from the home page, at a glance: the main docs sections and the reference. */
  cards: CardModel[];
  html: string;
}

export interface MarkdownPageModel extends BasePage {
  layout: 'page';
  html: string;
  untranslated?: UntranslatedModel | undefined;
}

/**
 * A page of a language that has no translation of it, shown from the default language's: its
 * text's `lang`, that language's name and the page in it (a notice says so).
 */
export interface UntranslatedModel {
  lang: string;
  language: string;
  href: string;
}

export interface DocPageModel extends BasePage {
  layout: 'doc';
  sidebar: SidebarItemModel[];
  breadcrumbs: BreadcrumbModel[];
  html: string;
  /** URL of the page's Markdown copy (`docs/intro/index.md`), for "Ver/Copiar como Markdown". */
  markdownHref: string;
  toc: TocItemModel[];
  prev: LinkModel | undefined;
  next: LinkModel | undefined;
  /** "Editar esta página": the page's source under the config's `editUrl`. */
  editHref: string | undefined;
  /** The date of the page's last commit (`lastUpdated`). */
  lastUpdated: { iso: string; text: string } | undefined;
  /** The page's title as its h1, when its Markdown has none. */
  title?: string | undefined;
  /** `hide_title`: the h1 is for screen readers only. */
  titleHidden?: boolean | undefined;
  /** `unlisted: true`: reachable by its link alone (a notice says so). */
  unlisted?: boolean | undefined;
  untranslated?: UntranslatedModel | undefined;
  /** Its tags (front matter `tags`), each linked to its tag page. */
  tags?: LinkModel[] | undefined;
}

/** A docs page made of cards: the docs overview and each category's generated index. */
export interface CardsPageModel extends BasePage {
  layout: 'cards';
  sidebar: SidebarItemModel[];
  breadcrumbs: BreadcrumbModel[];
  title: string;
  description: string;
  sections: { title: string; description: string; href: string | undefined; cards: CardModel[] }[];
  prev: LinkModel | undefined;
  next: LinkModel | undefined;
}

export interface NotFoundPageModel extends BasePage {
  layout: 'notFound';
  homeHref: string;
  /** The docs' first page; none when the site has no docs. */
  docsHref: string | undefined;
}

/** A page of the API reference (`/api/`, or a tag page of a split reference). */
export interface ApiPageModel extends BasePage {
  layout: 'api';
  api: ApiPageView;
}

/** A link of the search page's site map, with a detail such as `GET /v1/envelopes`. */
export interface SiteMapLinkModel {
  label: string;
  href: string;
  detail: string | undefined;
}

/**
 * The search page (`/buscar/`): how to search, and every docs page and API operation, linked (works
 * without JavaScript).
 */
export interface SearchPageModel extends BasePage {
  layout: 'search';
  groups: { title: string; href: string | undefined; links: SiteMapLinkModel[] }[];
}

/** A sentence of the changelog: text, with names in `code`. */
export type ChangeTextModel = { text: string; code: boolean }[];

/** `/api/changelog/`: for each pair of consecutive versions, the changes grouped by operation. */
export interface ChangelogPageModel extends BasePage {
  layout: 'changelog';
  title: string;
  pairs: {
    /** `2.0 → Próxima versão` */
    title: string;
    id: string;
    /** `1 incompatível, 2 compatíveis, 0 de documentação` */
    summary: string;
    operations: {
      key: string;
      summary: string | undefined;
      /** The operation in the older and in the newer version's reference, where it is. */
      before: LinkModel | undefined;
      after: LinkModel | undefined;
      changes: {
        level: 'breaking' | 'non-breaking' | 'documentation';
        /** `Incompatível`: said in words, not by colour alone. */
        levelLabel: string;
        text: ChangeTextModel;
      }[];
    }[];
  }[];
}

export type PageModel =
  | ChangelogPageModel
  | HomePageModel
  | MarkdownPageModel
  | DocPageModel
  | CardsPageModel
  | NotFoundPageModel
  | ApiPageModel
  | SearchPageModel;
