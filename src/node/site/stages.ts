import type { ApiReference } from '../../shared/api-view-models.js';
import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { stage } from '../graph/stage.js';
import type { WrittenAt } from '../openapi/description-links.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { ContentPage } from '../content/transform.js';
import type { RenderedPage } from '../render/render-page.js';
import type { SourcePage } from '../content/load.js';
import type { AssetHrefs } from '../publish/assets.js';
import { planApiPages, type ApiPagesOptions } from './api-pages.js';
import { anchorsOf, locateSpecLinks } from './link-check.js';
import {
  contentPageModel,
  frameOf,
  shapeSite,
  sitePages,
  type FrameInputs,
  type SiteShape,
} from './plan.js';
import type { NavDoc } from './sidebar.js';
import { buildRouteTable } from './routes.js';
import { planSearchPage } from './search-page.js';

/**
 * Every content file's route; two files claiming one route is an error naming both. Named by its
 * content: a save that changes no route leaves the pages that link by route as they were.
 */
export const routeTable = stage({
  name: 'routes',
  keep: 'memory',
  cutoff: true,
  run: (sources: readonly SourcePage[]) => buildRouteTable(sources),
});

/**
 * The site's shape: the sidebars resolved against the docs, the frame's inputs. Named by its
 * content: a save that changes no title, label or position keeps every page's model.
 */
export const siteShape = stage({
  name: 'site',
  keep: 'memory',
  cutoff: true,
  run: (input: { config: ResolvedConfig; assets: AssetHrefs; docs: NavDoc[]; routes: string[] }) =>
    shapeSite(input),
});

/** The pages the site makes itself: generated indexes, `/docs/`, a home page, the 404 page. */
export const ownPages = stage({
  name: 'site-pages',
  keep: 'memory',
  run: (shape: SiteShape): PageModel[] => sitePages(shape),
});

export interface PageModelInput {
  page: ContentPage;
  shape: SiteShape;
  /** The page's last commit date (ISO 8601), when the config asks for it. */
  updated: string | undefined;
}

/** A content page's model (memory only): its page, and the site's shape. */
export const pageModel = stage({
  name: 'page-model',
  keep: 'memory',
  run: ({ page, shape, updated }: PageModelInput) => contentPageModel(shape, page, updated),
});

export interface ApiPagesInput {
  reference: ApiReference;
  options: Omit<ApiPagesOptions, 'frame'>;
  frame: FrameInputs;
}

/** The reference's page models, framed like every page: one page, or one per tag. */
export const apiPages = stage({
  name: 'api-pages',
  run: ({ reference, options, frame }: ApiPagesInput): ApiPageModel[] =>
    planApiPages(reference, { ...options, frame: frameOf(frame) }),
});

/** The search page, which lists every docs page and operation. */
export const searchPage = stage({
  name: 'search-page',
  keep: 'memory',
  run: ({ frame, api }: { frame: FrameInputs; api: readonly ApiPageModel[] }) =>
    planSearchPage(frame.config as ResolvedConfig, {
      sidebars: frame.sidebars,
      apiPages: api,
      frame: frameOf(frame),
    }),
});

/**
 * The ids and link targets of a page's HTML, for the link check: a watch session's save, or a
 * build whose pages come from the cache, reads again only the pages that changed (GitHub REST's
 * 34 MB of HTML took about 0.3 s to read on every save).
 */
export const pageAnchors = stage({
  name: 'page-anchors',
  run: (page: RenderedPage) => anchorsOf(page.output.contents),
});

export interface SpecLinksInput {
  spec: LoadedSpec;
  baseUrl: string;
  hrefs: readonly string[];
}

/**
 * Where the spec writes each of a set of links (the broken ones, for their warnings), kept while
 * the spec and the set are: finding them reads the spec's files as written (about 0.1 s for
 * GitHub REST), and a watch session asks again on every save for links the save did not touch.
 * Asked for synchronously (`getSync`, after `ready`).
 */
export const specLinkLocations = stage({
  name: 'spec-link-locations',
  run: ({ spec, baseUrl, hrefs }: SpecLinksInput): Map<string, WrittenAt> =>
    locateSpecLinks(spec, baseUrl, hrefs),
});
