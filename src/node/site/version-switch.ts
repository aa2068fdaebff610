import { uiStrings } from '../../shared/i18n/catalogue.js';
import { withBase } from '../../shared/urls.js';
import type { VersionBannerModel, VersionMenuModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { NEXT_VERSION_LABEL } from '../config/versions.js';
import { changelogRoute } from './changelog-page.js';
import type { SiteVariant } from './variants.js';

/** What a page of one version must know of every version to link to it: plain data. */
export interface VersionRoutes {
  name: string;
  label: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  docsRoute: string;
  /** Its reference's route; undefined when it has no spec. */
  apiRoute: string | undefined;
  /** Its docs' routes, relative to `docsRoute` (`intro/`, `guides/webhooks/`). */
  docs: string[];
}

/** The versions of the site, as a page of version `current` sees them. */
export interface VersionsFrame {
  /** The version this page belongs to. */
  current: string;
  /** The version at `/docs/` and `/api/`. */
  last: string;
  /** Every version, newest first. */
  versions: VersionRoutes[];
  /** The API changelog's route (`/api/changelog/`), on a site with two versions of the spec. */
  changelog?: string | undefined;
}

/** Whether `route` is one of the version's: under its docs or its reference. */
const holds = (version: VersionRoutes, route: string) =>
  route.startsWith(version.docsRoute) ||
  (version.apiRoute !== undefined && route.startsWith(version.apiRoute));

/**
 * Where `route` (a page of version `from`) is in version `to`: the same doc, or the reference,
 * when `to` has it; else `to`'s docs overview. `exact` says whether it is the same page.
 */
export function sameRouteIn(
  from: VersionRoutes,
  to: VersionRoutes,
  route: string,
): { route: string; exact: boolean } {
  if (from.apiRoute && route.startsWith(from.apiRoute) && to.apiRoute)
    return { route: to.apiRoute + route.slice(from.apiRoute.length), exact: true };
  if (route.startsWith(from.docsRoute)) {
    const rel = route.slice(from.docsRoute.length);
    if (rel === '' || to.docs.includes(rel)) return { route: to.docsRoute + rel, exact: true };
  }
  return { route: to.docsRoute, exact: false };
}

/**
 * A page's version menu (every version, the page's own marked), the banner of a version that is
 * not the last one (linking to the same page in the last), and the route its canonical URL names
 * (the last version's page, where it exists). Undefined for a page outside the versioned parts
 * (the home page, the search page), which shows the menu leading to each version's docs.
 */
export function versionSwitch(
  frame: VersionsFrame,
  route: string,
  baseUrl: string,
): {
  menu: VersionMenuModel;
  banner: VersionBannerModel | undefined;
  canonical: string;
  /**
   * Where a link of the page's frame leads: on a page outside the versions (the home page), a
   * link into its variant's docs or reference leads to the last version's instead.
   */
  frameLink: (route: string) => string;
} {
  const own = frame.versions.find((v) => v.name === frame.current)!;
  const last = frame.versions.find((v) => v.name === frame.last)!;
  // The changelog is the site's, as the home page is, though it sits under the reference.
  const inVersion = route !== frame.changelog && holds(own, route);
  // A page outside the versions (home, search) shows the last version as the one read.
  const shown = inVersion ? own : last;
  const menu: VersionMenuModel = {
    label: shown.label,
    outside: !inVersion,
    ...(frame.changelog ? { changelogHref: withBase(baseUrl, frame.changelog) } : {}),
    items: frame.versions.map((v) => {
      const target = inVersion ? sameRouteIn(own, v, route) : { route: v.docsRoute, exact: false };
      return {
        name: v.name,
        label: v.label,
        href: withBase(baseUrl, target.route),
        current: v.name === shown.name,
        samePage: target.exact,
        docsHref: withBase(baseUrl, v.docsRoute),
        apiHref: v.apiRoute === undefined ? undefined : withBase(baseUrl, v.apiRoute),
      };
    }),
  };
  const inLast = sameRouteIn(own, last, route);
  const banner: VersionBannerModel | undefined =
    inVersion && own.banner !== 'none' && own.name !== last.name
      ? {
          kind: own.banner,
          version: own.label,
          lastHref: withBase(baseUrl, inLast.route),
          lastLabel: last.label,
        }
      : undefined;
  return {
    menu,
    banner,
    canonical: inVersion && inLast.exact ? inLast.route : route,
    frameLink: (to) => (inVersion || !holds(own, to) ? to : sameRouteIn(own, last, to).route),
  };
}

/**
 * Every version's routes, from each variant's config and docs; undefined on a site of one
 * version (no menu, no banner: its pages are as they were before versions existed).
 */
function versionRoutesOf(
  config: ResolvedConfig,
  variants: readonly { variant: SiteVariant; docs: readonly string[] }[],
): VersionRoutes[] | undefined {
  if (config.versions.list.length === 0) return undefined;
  const { nextVersion } = uiStrings(config.locale, config.strings).frame;
  return variants.map(({ variant, docs }) => {
    const version = config.versions.list.find((v) => v.name === variant.name)!;
    const { docsRoute, api } = variant.config;
    return {
      name: version.name,
      // The working tree's default label, in the site's language.
      label:
        version.name === 'current' && version.label === NEXT_VERSION_LABEL
          ? nextVersion
          : version.label,
      banner: version.banner,
      docsRoute,
      apiRoute: api.spec ? api.route : undefined,
      docs: docs
        .filter((route) => route.startsWith(docsRoute))
        .map((r) => r.slice(docsRoute.length)),
    };
  });
}

/** What every variant's pages know of the site's versions (versionSites in compile.ts). */
export interface SiteVersions {
  versions: VersionRoutes[];
  /** The API changelog's route, when two versions have a spec (under the last one's reference). */
  changelog: string | undefined;
}

/** The site's versions: every version's routes, and the changelog's route where there is one. */
export function siteVersionsOf(
  config: ResolvedConfig,
  variants: readonly { variant: SiteVariant; docs: readonly string[] }[],
): SiteVersions | undefined {
  const versions = versionRoutesOf(config, variants);
  if (!versions) return undefined;
  const specs = versions.filter((v) => v.apiRoute !== undefined).length;
  return { versions, changelog: specs >= 2 ? changelogRoute(config.api.route) : undefined };
}

/** The versions as a page of version `current` sees them. */
export function versionsFrame(site: SiteVersions, current: string, last: string): VersionsFrame {
  return {
    current,
    last,
    versions: site.versions,
    ...(site.changelog ? { changelog: site.changelog } : {}),
  };
}
