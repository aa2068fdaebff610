import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import { configCode, resolvedConfig } from '../config/stages.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import { specInput, spec as specStage } from '../openapi/stages.js';
import type { SearchEntry } from '../publish/search/entries.js';
import { searchablePages } from '../publish/search/entries.js';
import type { SearchIndex } from '../publish/search/pagefind-index.js';
import {
  assets as assetsStage,
  assetsConfig,
  pageSearchEntries,
  searchIndex,
  specDownloads,
} from '../publish/stages.js';
import { readStaticFiles } from '../publish/static-files.js';
import { render } from '../render/stages.js';
import { contentOutline, type SiteShape } from '../site/plan.js';
import { ownPages, pageModel, searchPage, siteShape } from '../site/stages.js';
import type { ContentPage } from '../content/transform.js';
import type { OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { contentPages, pageDates } from './content.js';
import { publish } from './publish.js';
import { apiReference } from './reference.js';

export interface CompileOptions {
  cwd: string;
  configFile?: string | undefined;
  overrides?: ConfigOverrides | undefined;
  /** Bundle the client script and stylesheet from docgen's sources (watch mode). @default false */
  assetsFromSource?: boolean | undefined;
  /**
   * false: no search index in the result; its `searchEntries` make the entries for a caller that
   * indexes them itself (watch mode, after serving the pages). @default true
   */
  searchIndex?: boolean | undefined;
  /** false: the static folder is not read (the watch server serves it from disk). @default true */
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

/**
 * The site, declared: config → content, spec, assets → the site's shape → the reference → every
 * page's model, rendered → what is published beside the pages. Each part asks the runner for the
 * results it needs (made, or reused while their inputs are unchanged) and starts as soon as what
 * it reads is ready: the search index is fed while the reference is made and the pages render.
 */
export async function compile(run: Runner, options: CompileOptions): Promise<CompiledSite> {
  const config = await run.step('config', () => loadProjectConfig(run, options));
  options.onConfig?.(config);
  const warnings: Diagnostic[] = [];
  const keep = (diagnostics: readonly Diagnostic[]) => warnings.push(...run.take(diagnostics));
  const { content, spec, assets, statics, dates } = readInputs(run, config, options, keep);
  const shape = settle(
    Promise.all([content, assets]).then(([c, a]) => planShape(run, config, c.pages, a.hrefs, keep)),
  );
  const api = settle(
    Promise.all([spec, shape]).then(([s, sh]) =>
      apiReference(run, { spec: s, config, frame: sh.frame }),
    ),
  );
  const search = searchOf(run, options, content, api);
  const downloads = settle(spec.then((s) => (s ? run.get(specDownloads, s) : undefined)));
  const models = await pageModels(run, await content, await shape, await dates, await api);
  const templates = (await run.services.templates).id;
  const pages = await run.step('render', () =>
    run.each(
      render,
      models.map((model) => ({ model, templates })),
    ),
  );
  const published = await publish(run, {
    ...{ config, spec: await spec, content: await content, api: await api, models, pages },
    ...{ assets: await assets, shape: await shape, downloads, index: search.index, warnings },
  });
  return { ...published, staticFiles: await statics, searchEntries: search.entries };
}

/**
 * What the site is made of, each read (or reused) as soon as the config is known: the content
 * pages, the spec, the assets, the static files and the pages' dates.
 */
function readInputs(
  run: Runner,
  config: ResolvedConfig,
  options: CompileOptions,
  keep: (diagnostics: readonly Diagnostic[]) => void,
) {
  const assets = run.step('bundle assets', () =>
    run.get(assetsStage, { config: assetsConfig(config), fromSource: !!options.assetsFromSource }),
  );
  return {
    content: settle(contentPages(run, config, keep)),
    spec: settle(loadSpec(run, config, keep)),
    assets: settle(assets),
    statics: settle(options.staticFiles === false ? none : readStatics(run, config, keep)),
    dates: settle(pageDates(run, config)),
  };
}

/**
 * The search index's entries, a group per page and one per section of the reference (each made
 * again only when its page or section changed), and the index, fed each group as soon as it is
 * made (none in watch mode, which indexes after serving the pages).
 */
function searchOf(
  run: Runner,
  options: CompileOptions,
  content: Promise<{ pages: readonly ContentPage[] }>,
  api: Promise<{ searchEntries: () => Promise<SearchEntry[][]> }>,
) {
  const groups = settle(content.then((made) => pageGroups(run, made.pages)));
  const apiGroup = settle(api.then((a) => a.searchEntries()));
  return {
    index: searchIndexOf(run, options, [groups, apiGroup]),
    entries: async () => [...(await groups), ...(await apiGroup)],
  };
}

/** The config: bundled (kept while its files are unchanged), then run and resolved. */
export async function loadProjectConfig(
  run: Runner,
  options: Pick<CompileOptions, 'cwd' | 'configFile' | 'overrides'>,
): Promise<ResolvedConfig> {
  const location = locateConfig(options.cwd, options.configFile);
  const bundled = location.file ? await run.get(configCode, location.file) : undefined;
  const overrides = options.overrides ?? {};
  return run.get(resolvedConfig, { location, bundled, overrides, cwd: options.cwd });
}

async function loadSpec(
  run: Runner,
  config: ResolvedConfig,
  keep: (diagnostics: readonly Diagnostic[]) => void,
): Promise<LoadedSpec | undefined> {
  if (!config.api.spec) return undefined;
  const loaded = await run.step('load spec', () => run.get(specStage, specInput(config)));
  keep(loaded.warnings);
  return loaded;
}

async function readStatics(
  run: Runner,
  config: ResolvedConfig,
  keep: (diagnostics: readonly Diagnostic[]) => void,
): Promise<OutputFile[]> {
  const read = await run.step('static files', () => readStaticFiles(config.staticDir, config.root));
  keep(read.diagnostics);
  return read.files;
}

/** The site's shape: the sidebars resolved against the docs' titles, labels and positions. */
async function planShape(
  run: Runner,
  config: ResolvedConfig,
  content: readonly ContentPage[],
  assets: SiteShape['frame']['assets'],
  keep: (diagnostics: readonly Diagnostic[]) => void,
): Promise<SiteShape> {
  const shape = await run.step('plan site', () =>
    run.get(siteShape, { config, assets, ...contentOutline(content) }),
  );
  keep(shape.diagnostics);
  return shape;
}

/** Every page's model: the content pages', the site's own, the reference's, the search page. */
async function pageModels(
  run: Runner,
  content: { pages: readonly ContentPage[] },
  shape: SiteShape,
  dates: Record<string, string> | undefined,
  api: { pages: readonly ApiPageModel[] },
): Promise<PageModel[]> {
  const [pages, own, search] = await Promise.all([
    Promise.all(
      content.pages.map((page) =>
        run.get(pageModel, { page, shape, updated: dates?.[page.source.relPath] }),
      ),
    ),
    run.get(ownPages, shape),
    run.get(searchPage, { frame: shape.frame, api: api.pages }),
  ]);
  return [...pages, ...own, ...api.pages, search];
}

/** A group of search entries per searchable page: a page's are made again only when it changed. */
function pageGroups(run: Runner, pages: readonly ContentPage[]): Promise<SearchEntry[][]> {
  const groups = Promise.all(
    searchablePages(pages).map((page) => run.get(pageSearchEntries, page)),
  );
  groups.catch(() => undefined);
  return groups;
}

/**
 * The search index, streamed: each group of entries goes to Pagefind as soon as it is made (the
 * pages' while the reference is made, the reference's while the pages render). None in watch
 * mode, which indexes after serving the pages.
 */
function searchIndexOf(
  run: Runner,
  options: CompileOptions,
  groups: readonly Promise<SearchEntry[][]>[],
): Promise<SearchIndex> {
  if (options.searchIndex === false) return Promise.resolve({ files: [], diagnostics: [] });
  const flat = groups.map((group) => settle(group.then((made) => made.flat())));
  const index = run.step('search index', () => run.stream(searchIndex, flat));
  index.catch(() => undefined);
  return index;
}

const none = Promise.resolve([]);

/**
 * A part of the site declared ahead of the parts that read it: a failure is reported where it is
 * awaited, and never also as an unhandled rejection when an earlier part failed first.
 */
function settle<T>(part: Promise<T>): Promise<T> {
  part.catch(() => undefined);
  return part;
}
