import type { ApiReference, OperationView } from '../../shared/api-view-models.js';
import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { stage } from '../graph/stage.js';
import type { WrittenAt } from '../openapi/description-links.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { ContentPage } from '../content/transform.js';
import type { RenderedPage } from '../render/render-page.js';
import type { SourcePage } from '../content/load.js';
import {
  commonOf,
  overviewPage,
  sectionCut,
  sectionPages,
  singlePage,
  splitIndex,
  type ApiPagesOptions,
  type Common,
  type Held,
  type PageIds,
  type SectionHead,
  type SplitIndex,
} from './api-pages.js';
import { anchorsOf, locateSpecLinks } from './link-check.js';
import { contentPageModel, sitePages } from './plan.js';
import { frameOf, shapeSite, type FrameInputs, type ShapeInput, type SiteShape } from './shape.js';
import { buildRouteTable } from './routes.js';
import { readMessages } from './theme-translations.js';
import { readVersionSidebars } from './version-sidebars.js';
import { readCategoryFiles } from './sidebars/category-files.js';
import { readSidebarsFile } from './sidebars/sidebars-file.js';
import { planSearchPage } from './search-page.js';
import { changelogPage, type ChangelogVersion } from './changelog-page.js';
import { changelogStrings } from '../changelog/strings.js';
import type { SpecDiff } from '../changelog/types.js';
import type { ReferenceLanguage } from '../openapi/strings.js';

/**
 * Every content file's route; two files claiming one route is an error naming both. Named by its
 * content: a save that changes no route leaves the pages that link by route as they were.
 */
export const routeTable = stage({
  name: 'routes',
  keep: 'memory',
  cutoff: true,
  run: ({ sources, docsRoute }: { sources: readonly SourcePage[]; docsRoute: string }) =>
    buildRouteTable(sources, docsRoute),
});

/** A released version's sidebars, from its JSON file: kept while the file has the same bytes. */
/** One of Docusaurus's translation files (a language's labels), kept while it is unchanged. */
export const translationFile = stage({
  name: 'translation-file',
  keep: 'memory',
  run: (file: string) => readMessages(file),
  files: (read) => read.files,
});

export const versionSidebars = stage({
  name: 'version-sidebars',
  keep: 'memory',
  run: (file: string) => readVersionSidebars(file),
  files: (read) => read.files,
});

/**
 * The sidebars file (`sidebarPath`) read and run (memory only: it runs user code): kept while it
 * and every file it imports have the same bytes.
 */
export const sidebarsFile = stage({
  name: 'sidebars-file',
  keep: 'memory',
  run: (file: string) => readSidebarsFile(file),
  files: (read) => read.files,
});

/**
 * The `_category_` files of a docs folder's sub-folders: kept while each file looked for has the
 * bytes it had (or is still absent).
 */
export const categoryFiles = stage({
  name: 'category-files',
  run: ({ docsDir, folders }: { docsDir: string; folders: string[] }) =>
    readCategoryFiles(docsDir, folders),
  files: (read) => read.files,
});

/**
 * The site's shape: the sidebars resolved against the docs, the frame's inputs. Named by its
 * content: a save that changes no title, label or position keeps every page's model.
 */
export const siteShape = stage({
  name: 'site',
  keep: 'memory',
  cutoff: true,
  run: (input: ShapeInput) => shapeSite(input),
});

/**
 * The pages a variant makes itself: generated indexes, its docs' overview, and for the site's
 * primary variant (`site`) a home page and the 404 page.
 */
export const ownPages = stage({
  name: 'site-pages',
  keep: 'memory',
  run: ({ shape, site }: { shape: SiteShape; site: boolean }): PageModel[] =>
    sitePages(shape, site),
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

/** What the reference's pages take of the config, and the frame they are laid out in. */
interface ApiPageSettings {
  options: Omit<ApiPagesOptions, 'frame'>;
  frame: FrameInputs;
}

const withFrame = ({ options, frame }: ApiPageSettings): ApiPagesOptions => ({
  ...options,
  frame: frameOf(frame),
});

/**
 * What views weigh on one page (site/api-weight.ts): a part's operations, or the schemas. Kept on
 * disk too: weighing walks every view (~9 ms of this site's warm build when made again).
 */
export const apiWeight = stage({
  name: 'api-weight',
  run: async (views: { operations?: OperationView[]; schemas?: ApiReference['schemas'] }) =>
    (await import('./api-weight.js')).viewsWeight(views),
});

/**
 * How many operations (or schemas) each page of a section of a split reference holds. Named by its
 * content: a change that moves nothing from one page to another leaves every page's links as
 * they were.
 */
export const apiCut = stage({
  name: 'api-cut',
  cutoff: true,
  run: (section: Held) => sectionCut(section),
});

/**
 * Where every id of a split reference is, and the links every page lists. Named by its content:
 * an edit that moves no id leaves the other sections' pages as they were.
 */
export const apiIndex = stage({
  name: 'api-index',
  cutoff: true,
  run: ({
    sections,
    options,
  }: {
    sections: { head: SectionHead; pages: PageIds[] }[];
    options: Pick<ApiPagesOptions, 'route' | 'baseUrl'>;
  }) => splitIndex(sections, options),
});

export interface ApiSectionInput extends ApiPageSettings {
  head: SectionHead;
  held: Held;
  cut: number[];
  index: Pick<SplitIndex, 'links' | 'schemaPages'>;
  /** The page of each id the section's descriptions link to. */
  routes: Record<string, string>;
  common: Common;
}

/** The pages of a section of a split reference: a tag's (in parts), the webhooks', the schemas'. */
export const apiSection = stage({
  name: 'api-section',
  run: (input: ApiSectionInput): ApiPageModel[] =>
    sectionPages({ ...input, options: withFrame(input) }),
});

/** `/api/` of a split reference: the introduction, every section linked. */
export const apiOverview = stage({
  name: 'api-overview',
  keep: 'memory',
  run: (
    input: ApiPageSettings & {
      reference: Parameters<typeof overviewPage>[0]['reference'];
      index: SplitIndex;
      common: Common;
    },
  ): ApiPageModel => overviewPage({ ...input, options: withFrame(input) }),
});

/** The reference on one page (`/api/`), from all its parts. */
export const apiOnePage = stage({
  name: 'api-page',
  run: (input: ApiPageSettings & { reference: ApiReference }): ApiPageModel[] =>
    singlePage(input.reference, withFrame(input), commonOf(input.reference, input.options)),
});

/**
 * The search page, which lists every docs page and operation. Named by its content: an edit that
 * changes no title, summary or route (a description) leaves it, and its HTML, as they were.
 */
export const searchPage = stage({
  name: 'search-page',
  keep: 'memory',
  cutoff: true,
  run: ({ frame, api }: { frame: FrameInputs; api: readonly ApiPageModel[] }) =>
    planSearchPage(frame.config as ResolvedConfig, {
      sidebars: frame.sidebars,
      apiPages: api,
      frame: frameOf(frame),
    }),
});

/** What `/api/changelog/` is made from (pipeline/changelog.ts). */
export interface ChangelogPageInput {
  /** The primary variant's frame. */
  frame: FrameInputs;
  apiRoute: string;
  baseUrl: string;
  /** Each version's changes from the one before it, newest first. */
  pairs: readonly { older: ChangelogVersion; newer: ChangelogVersion; diff: SpecDiff }[];
  language: ReferenceLanguage;
}

/**
 * `/api/changelog/`'s model. Cheap, but a stage: the model is then named by what it was made from,
 * and its page's key reads that name instead of every change again (GitHub REST in two versions:
 * 42 ms of each warm build).
 */
export const changelogModel = stage({
  name: 'changelog-page',
  keep: 'memory',
  run: ({ frame, apiRoute, baseUrl, pairs, language }: ChangelogPageInput) =>
    changelogPage(frameOf(frame), apiRoute, baseUrl, pairs, changelogStrings(language)),
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
