import { uiStrings } from '../../shared/i18n/catalogue.js';
import { languageOf } from '../../shared/i18n/languages.js';
import { isExternal, withBase } from '../../shared/urls.js';
import type { ChromeModel, HeadModel, LinkModel } from '../../shared/view-models.js';
import { publicUrl } from './site-url.js';
import type { ResolvedConfig } from '../config/types.js';
import type { AssetHrefs } from '../publish/assets.js';
import type { LogoHref } from '../publish/brand.js';
import { flattenSidebar, type ResolvedSidebar } from './sidebar.js';
import { themeScript } from './theme-script.js';
import { languageSwitcher, type LanguagesFrame, type LanguageSwitch } from './locales.js';
import { versionSwitch, type VersionsFrame } from './version-switch.js';

/** The search page's route, in the site's language (`/buscar/`, `/search/`). */
export const searchRoute = (config: Pick<ResolvedConfig, 'locale' | 'strings'>): string =>
  uiStrings(config.locale, config.strings).pages.searchRoute;

/** Resolves a config link (`to` route or external `href`) to a final href. */
export function linkModel(
  config: ResolvedConfig,
  label: string,
  target: { to?: string; href?: string },
): LinkModel {
  const raw = target.href ?? target.to ?? '/';
  const external = isExternal(raw);
  return { label, href: external ? raw : withBase(config.baseUrl, raw), external };
}

/**
 * Navbar, announcement and footer for one route; `sidebarStart` maps a sidebar id to its first
 * route.
 */
export function chromeFor(
  config: ResolvedConfig,
  route: string,
  sidebarStart: ReadonlyMap<string, string>,
  logo: LogoHref | undefined,
): ChromeModel {
  const navItems = config.navbar.items.map((item) => {
    const to = item.sidebarId ? sidebarStart.get(item.sidebarId) : item.to;
    const link = linkModel(config, item.label, item.href ? { href: item.href } : { to: to ?? '/' });
    const section = item.sidebarId ? config.docsRoute : (to ?? '');
    return {
      ...link,
      active: !link.external && section !== '/' && section !== '' && route.startsWith(section),
    };
  });
  return {
    siteTitle: config.navbar.title,
    homeHref: withBase(config.baseUrl, '/'),
    logo:
      logo ??
      (config.navbar.logo
        ? {
            src: withBase(config.baseUrl, config.navbar.logo.src),
            alt: config.navbar.logo.alt,
            width: 32,
            height: 32,
          }
        : undefined),
    navItems,
    localeLabel: languageName(config),
    // The 404 page is served at any path: its language link leads home.
    localeHref: withBase(config.baseUrl, route === '/404.html' ? '/' : route),
    colorModeSwitch: !config.colorMode.disableSwitch,
    announcement: config.announcementBar
      ? {
          id: config.announcementBar.id,
          html: config.announcementBar.content,
          closeable: config.announcementBar.isCloseable ?? true,
        }
      : undefined,
    footerGroups: config.footer.links.map((group) => ({
      title: group.title,
      items: group.items.map((i) => linkModel(config, i.label, i)),
    })),
    copyright: config.footer.copyright,
    baseUrl: config.baseUrl,
    docsVersion: config.docsVersion,
    searchHref: withBase(config.baseUrl, searchRoute(config)),
  };
}

/**
 * The site's language as its menu names it, in itself: its catalogue's `frame.languageName`
 * ('Português (Brasil)', 'English', 'Español'), or, for a language docgen has no catalogue of
 * (whose frame is English), the name `Intl` gives it ('Français').
 */
export function languageName(config: Pick<ResolvedConfig, 'locale' | 'strings'>): string {
  const { locale } = config;
  const tag = locale.toLowerCase();
  const language = languageOf(locale);
  // pt-BR's catalogue names Brazilian Portuguese (pt-PT is named by Intl); en's and es's, any of
  // theirs.
  const catalogued =
    language === 'pt-BR' ? tag === 'pt' || tag === 'pt-br' : tag.split('-')[0] === language;
  if (catalogued) return uiStrings(locale, config.strings).frame.languageName;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
  } catch {
    name = undefined;
  }
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
}

/** Head tags for one route. The site title alone is the home page's title. */
export function headFor(
  config: ResolvedConfig,
  page: {
    route: string;
    title: string | undefined;
    description: string | undefined;
    ogType?: 'website' | 'article';
    noIndex?: boolean;
    keywords?: string[] | undefined;
    image?: string | undefined;
  },
  assets: AssetHrefs,
  script: string,
): HeadModel {
  const origin = publicUrl(config);
  return {
    lang: config.locale,
    ...(config.strings ? { strings: config.strings } : {}),
    // A page titled as the site (the home page, usually) is not "Site | Site".
    title:
      page.title && page.title !== config.title
        ? `${page.title} ${config.titleDelimiter} ${config.title}`
        : config.title,
    description: page.description || config.tagline,
    canonical: origin ? origin + withBase(config.baseUrl, page.route) : undefined,
    siteName: config.title,
    ogType: page.ogType ?? 'website',
    noIndex: config.noIndex || (page.noIndex ?? false),
    ...(page.keywords?.length ? { keywords: page.keywords } : {}),
    ...socialImage(config, page.image ?? config.image),
    cssHref: assets.cssHref,
    scriptHref: assets.scriptHref,
    ...(assets.versionsScriptHref ? { versionsScriptHref: assets.versionsScriptHref } : {}),
    iconHref: assets.iconHref,
    iconType: assets.iconType,
    themeScript: script,
    scripts: config.scripts.map((s) => ({
      position: s.position ?? 'head',
      src: s.src === undefined ? undefined : withBase(config.baseUrl, s.src),
      code: s.code,
      async: s.async ?? false,
      defer: s.defer ?? false,
      attributes: Object.entries(s.attributes ?? {}),
    })),
  };
}

/**
 * A social card's URL, absolute under the site's `url` (`/img/a.png` →
 * `https://site/base/img/a.png`, a path relative to the site's root too); an http(s) URL as it is.
 */
function socialImage(config: ResolvedConfig, image: string | undefined): { image?: string } {
  if (!image) return {};
  if (/^https?:\/\//i.test(image)) return { image };
  return {
    image: (publicUrl(config) ?? '') + withBase(config.baseUrl, '/' + image.replace(/^\//, '')),
  };
}

/** What a page says of itself in its head. */
export interface PageHead {
  title: string | undefined;
  description: string | undefined;
  ogType?: 'website' | 'article';
  noIndex?: boolean;
  keywords?: string[] | undefined;
  image?: string | undefined;
}

/** The head and chrome every page shares, for one route. */
export type Frame = (
  route: string,
  page: PageHead,
) => { route: string; head: HeadModel; chrome: ChromeModel };

/** The first route of each sidebar, by its id (the navbar's sidebar links lead there). */
export function sidebarStarts(sidebars: readonly ResolvedSidebar[]): Map<string, string> {
  return new Map(
    sidebars.flatMap((s) => {
      const first = flattenSidebar(s.items)[0];
      return first ? [[s.id, first.route] as const] : [];
    }),
  );
}

/**
 * The one helper every page planner (docs, reference, search, 404) frames its pages with: the
 * head (title, description, canonical URL, assets, theme script) and the chrome (navbar,
 * announcement, footer) of a route.
 */
export function createFrame(
  config: ResolvedConfig,
  sidebars: readonly ResolvedSidebar[],
  assets: AssetHrefs,
  { versions, languages }: { versions?: VersionsFrame; languages?: LanguagesFrame } = {},
): Frame {
  const script = themeScript(config);
  const starts = sidebarStarts(sidebars);
  const switchLanguage = languages ? languageSwitcher(languages, config) : undefined;
  return (route, page) => {
    const head = headFor(config, { route, ...page }, assets, script);
    const chrome = chromeFor(config, route, starts, assets.logo);
    const framed = { route, ...inLanguages(head, chrome, route, switchLanguage) };
    if (!versions) return framed;
    const switched = versionSwitch(versions, route, config.baseUrl);
    const origin = publicUrl(config);
    return {
      route,
      head: {
        ...framed.head,
        canonical: origin ? origin + withBase(config.baseUrl, switched.canonical) : undefined,
      },
      chrome: {
        ...framed.chrome,
        navItems: framed.chrome.navItems.map((item) =>
          item.external
            ? item
            : { ...item, href: rebased(config.baseUrl, item.href, switched.frameLink) },
        ),
        versionMenu: switched.menu,
        versionBanner: switched.banner,
      },
    };
  };
}

/** On a site of several languages, the language menu and the `hreflang` alternates of a route. */
function inLanguages(
  head: HeadModel,
  chrome: ChromeModel,
  route: string,
  switchLanguage: ((route: string) => LanguageSwitch) | undefined,
): { head: HeadModel; chrome: ChromeModel } {
  if (!switchLanguage) return { head, chrome };
  const { menu, alternates } = switchLanguage(route);
  const current = menu.find((item) => item.current);
  return {
    head: { ...head, alternates },
    chrome: {
      ...chrome,
      localeLabel: current?.label ?? chrome.localeLabel,
      localeHref: current?.href ?? chrome.localeHref,
      languageMenu: menu,
    },
  };
}

/** A site href (with the base URL) whose route `move` maps elsewhere. */
export function rebased(baseUrl: string, href: string, move: (route: string) => string): string {
  const base = baseUrl.replace(/\/$/, '');
  if (!href.startsWith(base + '/')) return href;
  return withBase(baseUrl, move(href.slice(base.length)));
}
