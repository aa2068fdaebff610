import path from 'node:path';
import { normalizeRoute, withBase } from '../../shared/urls.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { SourcePage } from '../content/load.js';

/**
 * The route a content file is served at. Docs live under `docsRoute` (`/docs/`), at their slug as
 * Docusaurus makes it: an absolute `slug` as it is; else the doc's folder, then a relative `slug`
 * (`../x` too) or its id's last part, resolved against it; a category index (`index.md`,
 * `readme.md`, `<folder>/<folder>.md`) without a slug at its folder. Pages at the root (`index` is
 * `/`).
 */
export function routeOfSource(
  page: Pick<SourcePage, 'kind' | 'id' | 'frontMatter' | 'categoryIndex'>,
  docsRoute = '/docs/',
): string {
  const slug = page.frontMatter.slug;
  if (page.kind === 'doc') {
    if (slug?.startsWith('/')) return docsRouteOf(docsRoute, slug);
    const dir = path.posix.dirname(page.id);
    const folder = dir === '.' ? '/' : `/${dir}/`;
    if (slug === undefined && page.categoryIndex) return docsRouteOf(docsRoute, folder);
    const base = slug ?? path.posix.basename(page.id);
    return docsRouteOf(docsRoute, path.posix.resolve(folder, base));
  }
  if (slug !== undefined) return normalizeRoute(slug);
  return page.id === 'index' ? '/' : normalizeRoute(`/${page.id.replace(/\/index$/, '')}`);
}

/** A route under the docs' route: ('/docs/', '/intro') → '/docs/intro/'. */
export function docsRouteOf(docsRoute: string, path: string): string {
  return normalizeRoute(docsRoute + path.replace(/^\//, ''));
}

export interface RouteTable {
  /** Route of each content file, by its path relative to the content folder. */
  byRelPath: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Assigns every content file its route; two files claiming one route is an error naming both. */
export function buildRouteTable(
  pages: readonly SourcePage[],
  docsRoute = '/docs/',
  reserved: ReadonlyMap<string, string> = new Map(),
): RouteTable {
  const byRelPath = new Map<string, string>();
  const owner = new Map<string, string>(reserved);
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const route = routeOfSource(page, docsRoute);
    const taken = owner.get(route);
    if (taken !== undefined) {
      diagnostics.push({
        code: codes.duplicateRoute,
        severity: 'error',
        ...said('duplicateRoute', { route, taken, page: page.relPath }),
        file: page.file,
        line: 1,
        column: 1,
      });
      continue;
    }
    owner.set(route, page.relPath);
    byRelPath.set(page.relPath, route);
  }
  return { byRelPath, diagnostics };
}

/** `/docs/intro/` → `docs/intro/index.html`; a route naming a file keeps its name. */
export function fileOfRoute(route: string): string {
  const clean = route.replace(/^\//, '');
  if (clean === '') return 'index.html';
  return /\.[a-z0-9]+$/i.test(clean) ? clean : `${clean.replace(/\/$/, '')}/index.html`;
}

/** `/docs/intro/` → `docs/intro/index.md`: the Markdown copy sits beside the page's HTML. */
export function markdownFileOfRoute(route: string): string {
  return fileOfRoute(route).replace(/\.html$/, '.md');
}

/**
 * The site URL of a page's Markdown copy (with the baseUrl), for links and the "Ver como Markdown"
 * control.
 */
export function markdownHref(baseUrl: string, route: string): string {
  return withBase(baseUrl, '/' + markdownFileOfRoute(route));
}
