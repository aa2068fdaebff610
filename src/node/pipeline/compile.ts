import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { loadContent } from '../content/load.js';
import type { MarkdownProcessor } from '../content/processor.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedSpec } from '../openapi/load.js';
import { tryItConnectSources } from '../openapi/try-it-servers.js';
import { siteFiles, withHeaders } from '../publish/index.js';
import type { SearchEntry } from '../publish/search/entries.js';
import { searchablePages } from '../publish/search/entries.js';
import { specFiles } from '../publish/spec-downloads.js';
import { readStaticFiles } from '../publish/static-files.js';
import type { Templates } from '../render/templates.js';
import { checkSiteLinks } from '../site/link-check.js';
import { planSite, type SitePlan } from '../site/plan.js';
import { buildRouteTable } from '../site/routes.js';
import { planSearchPage } from '../site/search-page.js';
import type { ContentPage, OutputFile, RenderedPage, SourcePage } from '../types.js';
import { concurrencyLimit, eventLoopPauses } from '../util/concurrency.js';
import type { PipelineRun } from './run.js';
import * as stages from './stages.js';

export interface CompileOptions {
  cwd: string;
  configFile?: string | undefined;
  overrides?: ConfigOverrides | undefined;
  /** The Markdown processor of the pages and the spec's descriptions (watch mode keeps one). */
  processor: MarkdownProcessor;
  templates: Templates | Promise<Templates>;
  /** Bundle the client script and stylesheet from docgen's sources (watch mode). @default false */
  assetsFromSource?: boolean | undefined;
  /**
   * false: no search index in the result; its `searchEntries` make the entries for a caller that
   * indexes them itself (watch mode, after serving the pages). @default true
   */
  searchIndex?: boolean | undefined;
  /**
   * false: the static folder is not read (the watch server serves it from disk). @default true
   */
  staticFiles?: boolean | undefined;
  /**
   * Called once the config is known, before any other work (the build checks its output folder).
   */
  onConfig?: ((config: ResolvedConfig) => void) | undefined;
}

/** The site a run compiled, in memory: every file, and what the checks and the dev server read. */
export interface CompiledSite {
  config: ResolvedConfig;
  spec: LoadedSpec | undefined;
  /** The content pages, transformed (for `docgen check`'s example and link checks). */
  content: ContentPage[];
  pages: RenderedPage[];
  /**
   * Every file of the site but the deploy manifest (which the build adds with the static files).
   */
  files: OutputFile[];
  /** The static folder's files, published beside the site's (which win over them). */
  staticFiles: OutputFile[];
  warnings: Diagnostic[];
  /** The search index's entries, a group per page, made (or reused) when called. */
  searchEntries: () => Promise<SearchEntry[][]>;
}

/** How many pages the Markdown stage transforms at a time (see concurrency.ts). */
const PAGES_AT_ONCE = 16;
/** The longest the render holds the event loop without a pause (see concurrency.ts). */
const PAUSE_EVERY_MS = 10;

/**
 * The one pipeline of `docgen build`, `watch` and `check`: config → content → spec → plan →
 * render → publish, each step timed and named by `run`, every costly stage through its memo.
 */
export async function compile(run: PipelineRun, options: CompileOptions): Promise<CompiledSite> {
  const config = await run.step('config', () => loadProjectConfig(run, options));
  options.onConfig?.(config);
  // Unless the memo holds an index, Pagefind's process starts now, and indexes each group of
  // entries as soon as it is made.
  const feed = options.searchIndex === false ? undefined : new stages.SearchFeed(run.memo);
  const [loaded, spec, assets, history, statics] = await Promise.all([
    run
      .step('load content', () =>
        loadContent(
          config.contentDir,
          (relPath) => run.stage(stages.sourcePage, { contentDir: config.contentDir, relPath }),
          config.root,
        ),
      )
      .then((loaded) => {
        // Only a head start: were it to fail, the first page's transform starts them.
        stages.prepareMarkdown(run.memo, options.processor, loaded.pages).catch(() => undefined);
        return loaded;
      }),
    run.step('load spec', () =>
      config.api.spec
        ? run.stage(stages.spec, { file: config.api.spec, limits: config.api })
        : undefined,
    ),
    run.step('bundle assets', () =>
      run.stage(stages.assets, { config, fromSource: options.assetsFromSource === true }),
    ),
    config.lastUpdated
      ? run.step('last updated', () => run.stage(stages.lastUpdated, config.contentDir))
      : undefined,
    options.staticFiles === false
      ? undefined
      : run.step('static files', () => readStaticFiles(config.staticDir, config.root)),
  ]);
  // Made while the pages are (a multi-file spec bundled); the publish step waits for them.
  const downloads = spec ? run.stage(stages.specDownloads, spec) : undefined;
  downloads?.catch(() => undefined);
  const warnings = run.take([
    ...loaded.diagnostics,
    ...(spec?.warnings ?? []),
    ...(statics?.diagnostics ?? []),
  ]);
  const content = await run.step('transform markdown', () =>
    transformContent(run, config, loaded.pages, options.processor, warnings),
  );
  // A group per searchable page, then the reference's: a page's entries are made again only when
  // it changed. Sent to Pagefind while the reference is made.
  let pageGroups: Promise<SearchEntry[][]> | undefined;
  const pageEntries = () =>
    (pageGroups ??= Promise.all(
      searchablePages(content).map((page) => run.stage(stages.pageSearchEntries, page)),
    ));
  feed?.add(pageEntries());
  const site = await run.step('plan site', () => planSite(config, content, assets.hrefs));
  warnings.push(...run.take(site.diagnostics));
  const contentModels = await Promise.all(
    content.map((page) =>
      run.stage(stages.contentPage, {
        page,
        site,
        updated: history?.dates[page.source.relPath],
      }),
    ),
  );
  const reference = spec
    ? await run.step('api reference', () =>
        apiReference(run, { spec, config, site, processor: options.processor }),
      )
    : { pages: [], tryIt: undefined };
  const api = reference.pages;
  const search = planSearchPage(config, {
    sidebars: site.sidebars,
    apiPages: api,
    frame: site.frame,
  });
  const models: PageModel[] = [...contentModels, ...site.pages, ...api, search];
  // Sent to Pagefind while the pages are rendered.
  let apiGroup: Promise<SearchEntry[]> | undefined;
  const apiEntries = () => (apiGroup ??= run.stage(stages.apiSearchEntries, api));
  feed?.add(apiEntries().then((group) => [group]));
  const entries = async () => [...(await pageEntries()), await apiEntries()];
  // Its entries come from the models, not from the HTML: what is left once the pages are rendered
  // and their links checked is Pagefind's last step.
  const index = feed
    ? run.step('search index', async () =>
        run.stage(stages.searchIndex, { groups: await entries(), feed }),
      )
    : Promise.resolve({ files: [], diagnostics: [] });
  index.catch(() => undefined);
  const templates = await options.templates;
  const pages = await run.step('render', async () => {
    // One page after the other, pausing now and then so that Pagefind's process is fed meanwhile.
    const pause = eventLoopPauses(PAUSE_EVERY_MS);
    const rendered: RenderedPage[] = [];
    for (const model of models) {
      await pause();
      rendered.push(await run.stage(stages.render, { model, templates }));
    }
    return rendered;
  });
  const files = siteFiles({
    config,
    pages,
    indexable: models.filter((m) => m.layout !== 'notFound' && !m.head.noIndex).map((m) => m.route),
    content,
    markdownCopies: await markdownCopies(run, config, content),
    sidebars: site.sidebars,
    assets: assets.files,
    specFiles: downloads ? specFiles(config.api.route, await downloads) : [],
    tryIt: reference.tryIt,
  });
  const [indexed, links] = await Promise.all([
    index,
    run.step('check links', () => brokenLinks(run, { config, pages, content, files, api, spec })),
  ]);
  warnings.push(...links, ...indexed.diagnostics);
  const inline = await Promise.all(pages.map((page) => run.stage(stages.inlineSources, page)));
  const connect = spec ? tryItConnectSources(config, spec.document) : [];
  const all = withHeaders(config, inline, [...files, ...indexed.files], connect);
  const staticFiles = statics?.files ?? [];
  return {
    config,
    spec,
    content,
    pages,
    files: all,
    staticFiles,
    warnings,
    searchEntries: entries,
  };
}

/**
 * The rendered site's broken links, as `onBrokenLinks` says (`docgen check` reports every one,
 * whatever it says for builds). Each page's ids and links, and where the spec writes the broken
 * ones, are kept while unchanged: a save in watch mode reads again only what it changed.
 */
async function brokenLinks(
  run: PipelineRun,
  input: {
    config: ResolvedConfig;
    pages: readonly RenderedPage[];
    content: readonly ContentPage[];
    files: readonly OutputFile[];
    api: readonly ApiPageModel[];
    spec: LoadedSpec | undefined;
  },
): Promise<Diagnostic[]> {
  const { pages, spec } = input;
  const config = run.collectErrors
    ? { ...input.config, onBrokenLinks: 'warn' as const }
    : input.config;
  if (config.onBrokenLinks === 'ignore') return [];
  // Read ahead for `runSync` below; a site without a spec never asks for it.
  if (spec) await run.memo.ready(stages.specLinkLocations);
  return checkSiteLinks({
    config,
    rendered: await Promise.all(
      pages.map(async (page) => ({
        route: page.route,
        html: await run.stage(stages.pageAnchors, page),
      })),
    ),
    content: input.content,
    files: input.files,
    apiIds: Object.keys(input.api.find((page) => page.api.idRoutes)?.api.idRoutes ?? {}),
    spec,
    locate: spec
      ? (hrefs) =>
          run.memo.runSync(stages.specLinkLocations, { spec, baseUrl: config.baseUrl, hrefs })
      : undefined,
  });
}

/** The config: bundled (kept while its files are unchanged), then run and resolved. */
export async function loadProjectConfig(
  run: PipelineRun,
  options: Pick<CompileOptions, 'cwd' | 'configFile' | 'overrides'>,
): Promise<ResolvedConfig> {
  const location = locateConfig(options.cwd, options.configFile);
  const bundled = location.file ? await run.stage(stages.configCode, location.file) : undefined;
  const overrides = options.overrides ?? {};
  return run.stage(stages.resolvedConfig, { location, bundled, overrides, cwd: options.cwd });
}

/** Routes every content file, then transforms each page (kept while it and its images are). */
async function transformContent(
  run: PipelineRun,
  config: ResolvedConfig,
  sources: readonly SourcePage[],
  processor: MarkdownProcessor,
  warnings: Diagnostic[],
): Promise<ContentPage[]> {
  const routeTable = buildRouteTable(sources);
  warnings.push(...run.take(routeTable.diagnostics));
  const routes = [...routeTable.byRelPath].join('\n');
  const settings = JSON.stringify([
    config.baseUrl,
    config.trailingSlash,
    config.tableOfContents,
    config.contentDir,
    config.root,
  ]);
  const routeOf = (relPath: string) => routeTable.byRelPath.get(relPath);
  const slot = concurrencyLimit(PAGES_AT_ONCE);
  const pageTimes: number[] = [];
  // (A page left without a route, a duplicate kept by `docgen check`, is not transformed.)
  const routed = sources.filter((page) => routeTable.byRelPath.has(page.relPath));
  const content = await Promise.all(
    routed.map(async (page) => ({
      source: page,
      route: routeOf(page.relPath)!,
      markdown: await run.stage(stages.markdown, {
        page,
        config,
        settings,
        routes,
        routeOf,
        processor,
        slot,
        pageTimes,
      }),
    })),
  );
  run.timings.push({ stage: 'markdown/page median', ms: median(pageTimes) });
  warnings.push(...run.take(content.flatMap((page) => page.markdown.diagnostics)));
  return content;
}

/** Each docs page's Markdown copy, kept while the page and the routes its links resolve to are. */
async function markdownCopies(
  run: PipelineRun,
  config: ResolvedConfig,
  content: readonly ContentPage[],
): Promise<Map<ContentPage, Uint8Array>> {
  const routeTable = new Map(content.map((p) => [p.source.relPath, p.route]));
  const routes = content.map((p) => `${p.source.relPath}\0${p.route}`).join('\n');
  const routeOf = (relPath: string) => routeTable.get(relPath);
  const docs = content.filter((page) => page.source.kind === 'doc');
  const copies = await Promise.all(
    docs.map((page) => run.stage(stages.markdownCopy, { page, config, routes, routeOf })),
  );
  return new Map(docs.map((page, i) => [page, copies[i]!]));
}

interface ApiInput {
  spec: LoadedSpec;
  config: ResolvedConfig;
  site: SitePlan;
  processor: MarkdownProcessor;
}

/**
 * The reference's view models, then its pages and the console's `try-it.json` (when `api.tryIt` is
 * on): each kept while its own inputs are unchanged.
 */
async function apiReference(
  run: PipelineRun,
  input: ApiInput,
): Promise<{ pages: ApiPageModel[]; tryIt: OutputFile | undefined }> {
  const { spec, config, processor } = input;
  const markdown = (texts: string[]) =>
    run.stage(stages.descriptions, { texts, baseUrl: config.baseUrl, processor });
  const reference = await run.stage(stages.reference, { spec, config, markdown });
  run.operations = reference.operationCount;
  const [pages, tryIt] = await Promise.all([
    run.stage(stages.apiPages, { reference, config, site: input.site }),
    config.api.tryIt ? run.stage(stages.tryIt, { reference, spec, config }) : undefined,
  ]);
  return { pages, tryIt };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
