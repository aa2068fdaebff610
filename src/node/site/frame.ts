import { SEARCH_ROUTE } from '../../shared/search.js';
import { isExternal, withBase } from '../../shared/urls.js';
import type { ChromeModel, HeadModel, LinkModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';

export interface Assets {
  cssHref: string;
  scriptHref: string;
}

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
): ChromeModel {
  const navItems = config.navbar.items.map((item) => {
    const to = item.sidebarId ? sidebarStart.get(item.sidebarId) : item.to;
    const link = linkModel(config, item.label, item.href ? { href: item.href } : { to: to ?? '/' });
    const section = item.sidebarId ? '/docs/' : (to ?? '');
    return {
      ...link,
      active: !link.external && section !== '/' && section !== '' && route.startsWith(section),
    };
  });
  return {
    siteTitle: config.navbar.title,
    homeHref: withBase(config.baseUrl, '/'),
    logo: config.navbar.logo
      ? { src: withBase(config.baseUrl, config.navbar.logo.src), alt: config.navbar.logo.alt }
      : undefined,
    navItems,
    localeLabel: 'Português (Brasil)',
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
    searchHref: withBase(config.baseUrl, SEARCH_ROUTE),
  };
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
  },
  assets: Assets,
  script: string,
): HeadModel {
  return {
    lang: config.locale,
    title: page.title ? `${page.title} ${config.titleDelimiter} ${config.title}` : config.title,
    description: page.description || config.tagline,
    canonical: config.url + withBase(config.baseUrl, page.route),
    siteName: config.title,
    ogType: page.ogType ?? 'website',
    noIndex: config.noIndex || (page.noIndex ?? false),
    cssHref: assets.cssHref,
    scriptHref: assets.scriptHref,
    iconHref: withBase(config.baseUrl, '/favicon.svg'),
    themeScript: script,
  };
}
