import path from 'node:path';
import type { ApiReference, SafeHtml } from '../../shared/api-view-models.js';
import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import {
  bundleConfigFile,
  resolveBundledConfig,
  type BundledConfig,
  type ConfigInput,
} from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { fenceLanguages } from '../content/fences.js';
import type { MarkdownProcessor } from '../content/processor.js';
import { lastCommitDates, type LastUpdated } from '../content/last-updated.js';
import { readSource, type ReadSource } from '../content/load.js';
import { transformMarkdown } from '../content/transform.js';
import type { RenderMarkdown } from '../openapi/describe.js';
import type { LoadedSpec, SpecLimits } from '../openapi/load.js';
import { offersYaml } from '../openapi/spec-file.js';
import { bundleAssets, type AssetsConfig, type SiteAssets } from '../publish/assets.js';
import { inlineSourcesOf, type InlineSources } from '../publish/headers.js';
import { markdownCopy as copyOf, type CopyContext } from '../publish/markdown-copy.js';
import { apiEntries } from '../publish/search/api-entries.js';
import { docsEntries, type SearchEntry } from '../publish/search/entries.js';
import type { SearchIndex, SearchIndexer } from '../publish/search/pagefind-index.js';
import type { SpecDownloads } from '../publish/spec-downloads.js';
import { loadTemplates, type SourceTemplates, type Templates } from '../render/templates.js';
import { planApiPages } from '../site/api-pages.js';
import { anchorsOf, locateSpecLinks, type PageAnchors } from '../site/link-check.js';
import type { WrittenAt } from '../openapi/description-links.js';
import type { SitePlan } from '../site/plan.js';
import type {
  ContentPage,
  OutputFile,
  RenderedMarkdown,
  RenderedPage,
  SourcePage,
} from '../types.js';
import type { Memo, Stage } from './memo.js';

/**
 * The stages whose results the memo keeps, each with the inputs it declares. The functions they
 * run live in their own folders and know nothing of the memo; code that only some runs need is
 * imported when a stage has to run (a build whose spec is unchanged never loads the YAML parsers).
 */

/** The config file bundled by esbuild: kept while every file it read has the same bytes. */
export const configCode: Stage<string, BundledConfig> = {
  name: 'config-code',
  key: (file) => [file],
  run: bundleConfigFile,
  files: (bundled) => bundled.sources,
};

/** The config the bundled code exports, validated and resolved (memory only: it runs user code). */
export const resolvedConfig: Stage<ConfigInput, ResolvedConfig> = {
  name: 'config',
  keep: 'memory',
  key: (input) => [
    input.location.file ?? '',
    input.bundled ?? 'none',
    JSON.stringify(input.overrides),
    input.cwd,
  ],
  run: resolveBundledConfig,
};

/** One content file, read and its front matter parsed (memory only: reading it again is cheap). */
export const sourcePage: Stage<{ contentDir: string; relPath: string }, ReadSource> = {
  name: 'source',
  keep: 'memory',
  key: ({ contentDir, relPath }) => [contentDir, relPath],
  run: ({ contentDir, relPath }) => readSource(contentDir, relPath),
  files: (read) => read.files,
};

/** The spec, parsed and dereferenced: kept while every file it was read from is unchanged. */
export const spec: Stage<{ file: string; limits: SpecLimits }, LoadedSpec> = {
  name: 'spec',
  key: ({ file, limits }) => [path.resolve(file), String(limits.maxSpecMiB)],
  run: async ({ file, limits }) => (await import('../openapi/load.js')).loadSpec(file, limits),
  files: (loaded) => loaded.sources,
};

export interface AssetsInput {
  config: AssetsConfig;
  /** Bundle from docgen's sources (watch mode) instead of copying the compiled client. */
  fromSource: boolean;
}

/**
 * The client script and stylesheet, the icon and the logo; kept while the project's logo, icon and
 * stylesheet, and the sources of a bundle, have the same bytes. Kept on disk too: copying the
 * compiled client takes milliseconds, but bundling it from source (`docgen watch` in a docgen
 * checkout) takes esbuild about 300 ms, which every start would pay again.
 */
export const assets: Stage<AssetsInput, SiteAssets> = {
  name: 'assets',
  key: ({ config, fromSource }) => [
    config.baseUrl,
    config.primaryColor,
    String(fromSource),
    JSON.stringify([config.logo, config.favicon, config.customCss, config.configFile, config.root]),
  ],
  run: ({ config, fromSource }) => bundleAssets(config, { fromSource }),
  files: (bundled) => bundled.sources,
};

export interface MarkdownInput {
  page: SourcePage;
  config: ResolvedConfig;
  /** The Markdown settings of the config, as a key. */
  settings: string;
  /** Every content file's route (links are rewritten to them), as a key. */
  routes: string;
  routeOf: (relPath: string) => string | undefined;
  processor: MarkdownProcessor;
  /** Limits how many pages are transformed at a time (see concurrency.ts). */
  slot: <T>(task: () => Promise<T>) => Promise<T>;
  /** Receives each page's own time in the processor (busy-time.ts). */
  pageTimes: number[];
}

/** One page's Markdown as HTML, with its outline: kept while its images are unchanged too. */
export const markdown: Stage<MarkdownInput, RenderedMarkdown> = {
  name: 'markdown',
  key: (input) => [input.settings, input.routes, input.page.file, input.page.body],
  run: (input) =>
    input.slot(() =>
      transformMarkdown(input.page, {
        processor: input.processor,
        config: input.config,
        routeOf: input.routeOf,
        pageTimes: input.pageTimes,
      }),
    ),
  files: (page) => page.files,
};

/**
 * Has the processor start its workers (shiki with the pages' languages, the diagram drawer) now,
 * while the spec loads, rather than on the first block a page's transform reaches; not when the
 * memo holds transformed pages, which a build with a warm cache is likely to reuse. Settles once
 * that is decided.
 */
export async function prepareMarkdown(
  memo: Memo,
  processor: MarkdownProcessor,
  pages: readonly SourcePage[],
): Promise<void> {
  // The memo first: a watch session holds pages after its first build, and its saves scan nothing.
  if (!processor.prepare || (await memo.holds(markdown).catch(() => true))) return;
  const langs = fenceLanguages(pages.map((page) => page.body));
  if (langs.length > 0) processor.prepare(langs);
}

export interface DescriptionsInput {
  texts: string[];
  baseUrl: string;
  processor: MarkdownProcessor;
}

/** The spec's Markdown descriptions as HTML, in batches through the site's processor. */
export const descriptions: Stage<DescriptionsInput, SafeHtml[]> = {
  name: 'descriptions',
  key: ({ texts, baseUrl }) => [baseUrl, ...texts],
  run: async ({ texts, baseUrl, processor }) =>
    (await import('../openapi/describe.js')).processDescriptions(processor, baseUrl, texts),
};

export interface ReferenceInput {
  spec: LoadedSpec;
  config: ResolvedConfig;
  /** Renders the descriptions that are Markdown (the `descriptions` stage). */
  markdown: RenderMarkdown;
}

/** The API reference's view models (operations, schemas, security), the costly part of it. */
export const reference: Stage<ReferenceInput, ApiReference> = {
  name: 'reference',
  key: ({ spec, config }) => [
    spec,
    config.baseUrl,
    JSON.stringify(config.api.servers ?? null),
    String(config.api.splitThreshold),
  ],
  run: async ({ spec, config, markdown }) => {
    const { buildApiReference, countOperations } = await import('../openapi/reference.js');
    // A split (large) reference expands one component level per operation and links deeper
    // ones to the Schemas page, so tag pages stay small.
    const build = (split: boolean) =>
      buildApiReference(spec, {
        markdown,
        servers: config.api.servers,
        componentDepth: split ? 1 : undefined,
      });
    if (countOperations(spec.document) > config.api.splitThreshold) return build(true);
    const onePage = await build(false);
    const { ONE_PAGE_BUDGET, onePageWeight } = await import('../site/api-weight.js');
    if (onePageWeight(onePage) <= ONE_PAGE_BUDGET) return onePage;
    // Few operations can still make a page too heavy to load (Google's contentwarehouse: 22
    // operations and 2,587 schemas made 63 MB of HTML, 7.9 MB gzip): it is split too.
    return { ...(await build(true)), oversized: true };
  },
};

export interface ApiPagesInput {
  reference: ApiReference;
  config: ResolvedConfig;
  site: Pick<SitePlan, 'frame' | 'inputs'>;
}

/** The reference's page models, framed like every page: one page, or one per tag. */
export const apiPages: Stage<ApiPagesInput, ApiPageModel[]> = {
  name: 'api-pages',
  key: ({ reference, config, site }) => [reference, config.api.spec, site.inputs],
  run: ({ reference, config, site }) =>
    planApiPages(reference, {
      route: config.api.route,
      baseUrl: config.baseUrl,
      splitThreshold: config.api.splitThreshold,
      yamlDownload: config.api.spec !== undefined && offersYaml(config.api.spec),
      tryIt: config.api.tryIt !== undefined,
      frame: site.frame,
    }),
};

export interface TryItInput {
  reference: ApiReference;
  spec: LoadedSpec;
  config: ResolvedConfig;
}

/** `try-it.json`: the "Experimentar" console's form models, from the reference and the spec. */
export const tryIt: Stage<TryItInput, OutputFile> = {
  name: 'try-it',
  key: ({ reference, spec, config }) => [
    reference,
    spec,
    config.baseUrl,
    config.api.route,
    JSON.stringify([config.api.servers ?? null, config.api.tryIt ?? null]),
  ],
  run: async ({ reference, spec, config }) =>
    (await import('../publish/try-it-file.js')).tryItFile(config, reference, spec.document),
};

/**
 * The last commit date of every file of the content folder, from one `git log`: kept while the
 * repository's HEAD log (appended to by every commit and checkout) has the same bytes.
 */
export const lastUpdated: Stage<string, LastUpdated> = {
  name: 'last-updated',
  key: (contentDir) => [contentDir],
  run: lastCommitDates,
  files: (result) => result.files,
  // Without a HEAD log nothing says when the history changes: asked again on every run.
  keepable: (result) => result.files.length > 0,
};

export interface ContentPageInput {
  page: ContentPage;
  site: SitePlan;
  /** The page's last commit date (ISO 8601), when the config asks for it. */
  updated: string | undefined;
}

/** A content page's model (memory only): its page, and what frames every page. */
export const contentPage: Stage<ContentPageInput, PageModel> = {
  name: 'page-model',
  keep: 'memory',
  key: ({ page, site, updated }) => [page.source, page.markdown, page.route, site.inputs, updated],
  run: ({ page, site, updated }) => site.contentPage(page, updated),
};

/** One page's HTML: a pure function of its model and the templates' code. */
export const render: Stage<{ model: PageModel; templates: Templates }, RenderedPage> = {
  name: 'render',
  key: ({ model, templates }) => [templates.id, model],
  run: async ({ model, templates }) => {
    const [{ renderPage }, set] = await Promise.all([
      import('../render/render-page.js'),
      templates.load(),
    ]);
    return renderPage(model, set);
  },
};

/** The inline scripts and styles of a page, hashed for the Content-Security-Policy. */
export const inlineSources: Stage<RenderedPage, InlineSources> = {
  name: 'inline-sources',
  key: (page) => [page],
  run: (page) => inlineSourcesOf(page.output.contents),
};

/**
 * The ids and link targets of a page's HTML, for the link check: a watch session's save, or a
 * build whose pages come from the cache, reads again only the pages that changed (GitHub REST's
 * 34 MB of HTML took about 0.3 s to read on every save).
 */
export const pageAnchors: Stage<RenderedPage, PageAnchors> = {
  name: 'page-anchors',
  key: (page) => [page],
  run: (page) => anchorsOf(page.output.contents),
};

export interface SpecLinksInput {
  spec: LoadedSpec;
  baseUrl: string;
  hrefs: readonly string[];
}

/**
 * Where the spec writes each of a set of links (the broken ones, for their warnings), kept while
 * the spec and the set are: finding them reads the spec's files as written (about 0.1 s for
 * GitHub REST), and a watch session asks again on every save for links the save did not touch.
 * Asked for synchronously (`runSync`, after `ready`).
 */
export const specLinkLocations: Stage<SpecLinksInput, Map<string, WrittenAt>> = {
  name: 'spec-link-locations',
  key: ({ spec, baseUrl, hrefs }) => [spec, baseUrl, ...hrefs],
  run: ({ spec, baseUrl, hrefs }) => locateSpecLinks(spec, baseUrl, hrefs),
};

/** `openapi.json` (and `openapi.yaml` for a YAML spec): the spec as one document. */
export const specDownloads: Stage<LoadedSpec, SpecDownloads> = {
  name: 'spec-downloads',
  key: (loaded) => [loaded],
  run: async (loaded) => (await import('../publish/spec-downloads.js')).specDownloads(loaded),
};

/** Groups of search entries: a page's, the reference's, each a stage's result. */
type EntryGroups = readonly (readonly SearchEntry[])[];

/**
 * The Pagefind index of the entries (all it reads); a failed one is not kept. A build's `feed` has
 * been indexing them as they were made; without one, or fed other groups, they are indexed now.
 */
export const searchIndex: Stage<{ groups: EntryGroups; feed?: SearchFeed }, SearchIndex> = {
  name: 'search-index',
  // Each group is a stage's result: its id is its digest.
  key: ({ groups }) => [groups],
  run: async ({ groups, feed }) =>
    (await feed?.indexOf(groups)) ??
    (await import('../publish/search/pagefind-index.js')).buildSearchIndex(groups.flat()),
  keepable: (index) => index.diagnostics.length === 0,
};

/**
 * Entries sent to Pagefind as soon as they are made, so that it indexes (in its own process, on
 * another core) while the build makes the reference and renders: started only once every entry
 * was ready, it left 0.1 s of this site's cold build after the render. Not when the memo holds an
 * index, which a build with a warm cache is likely to reuse: then nothing is sent.
 */
export class SearchFeed {
  private readonly fed: Promise<EntryGroups>[] = [];
  private readonly indexer: Promise<SearchIndexer | undefined>;
  private sent: Promise<unknown> = Promise.resolve();

  constructor(memo: Memo) {
    this.indexer = memo
      .holds(searchIndex)
      .then(async (held) =>
        held ? undefined : (await import('../publish/search/pagefind-index.js')).openSearchIndex(),
      );
    this.indexer.catch(() => undefined);
  }

  /** Sends the groups' entries once they are made, after those of the groups added before. */
  add(groups: Promise<EntryGroups>): void {
    this.fed.push(groups);
    this.sent = Promise.all([this.indexer, groups, this.sent]).then(([indexer, made]) =>
      indexer?.add(made.flat()),
    );
    this.sent.catch(() => undefined);
  }

  /** The index of `groups` when they are the groups added, in order; else undefined. */
  async indexOf(groups: EntryGroups): Promise<SearchIndex | undefined> {
    const indexer = await this.indexer.catch(() => undefined);
    if (!indexer) return undefined;
    const fed = await Promise.all([Promise.all(this.fed), this.sent]).then(
      ([made]) => made.flat(),
      () => undefined,
    );
    if (fed?.length === groups.length && groups.every((group, i) => group === fed[i])) {
      return indexer.finish();
    }
    indexer.discard();
    return undefined;
  }
}

/**
 * A docs page's Markdown copy (its links made absolute), as UTF-8 bytes: kept while its source and
 * Markdown, the site's address and every page's route (which its links resolve to) are.
 */
export const markdownCopy: Stage<
  { page: ContentPage; config: ResolvedConfig; routes: string; routeOf: CopyContext['routeOf'] },
  Uint8Array
> = {
  name: 'markdown-copy',
  key: ({ page, config, routes }) => [
    page.route,
    page.source,
    page.markdown,
    config.url,
    config.baseUrl,
    routes,
  ],
  run: ({ page, config, routeOf }) => Buffer.from(copyOf(page, { config, routeOf }), 'utf8'),
};

/** A content page's search entries, one per section: kept while its source and Markdown are. */
export const pageSearchEntries: Stage<ContentPage, SearchEntry[]> = {
  name: 'page-search-entries',
  key: (page) => [page.route, page.source, page.markdown],
  run: (page) => docsEntries([page]),
};

/** The reference's search entries (operations, parameters, schemas), kept while its pages are. */
export const apiSearchEntries: Stage<readonly ApiPageModel[], SearchEntry[]> = {
  name: 'api-search-entries',
  key: (pages) => [pages],
  run: apiEntries,
};

/** The templates compiled from their sources (watch mode), while those are unchanged. */
export const sourceTemplates: Stage<string, SourceTemplates> = {
  name: 'templates',
  keep: 'memory',
  key: (dir) => [dir],
  run: loadTemplates,
  files: (templates) => templates.sources,
};
