import path from 'node:path';
import { Page, type TemplateSet } from '../../../templates/index.js';
import { loadConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { loadContent, type SourcePage } from '../content/load.js';
import { lazySiteProcessor } from '../content/lazy-processor.js';
import { contentImages, median } from '../content/results.js';
import { concurrencyLimit } from './concurrency.js';
import { transformMarkdown, type RenderedMarkdown } from '../content/transform.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedSpec } from '../openapi/load.js';
import { markdownArtefacts, manifest, staticFiles } from '../publish/index.js';
import { planSite, type ContentPage } from '../site/pages.js';
import { checkSiteLinks } from '../site/link-check.js';
import { buildRouteTable } from '../site/routes.js';
import type { SearchEntry } from '../publish/search/entries.js';
import { planSearchPage, searchEntries } from '../publish/search/index.js';
import { codeFingerprint } from '../package-root.js';
import { apiStage } from './api-stage.js';
import { bundleAssets } from '../publish/assets.js';
import { cachedStages, memo, type BuildCache } from './cache.js';
import { DiskCache, defaultCacheDir } from './disk-cache.js';
import { headersFile } from '../publish/headers.js';
import type { OutputFile } from '../types.js';
import { robots, sitemap } from '../publish/sitemap.js';
import { StageErrors } from './stage-errors.js';
import { pageRenderer } from './render-stage.js';
import { StageStore } from './stage-store.js';
import { storedConfigCode, storedSearchIndex, storedSpec } from './stored-stages.js';
import { StageTimer } from './timer.js';
import { checkOutDir, writeOutput } from './write.js';

export interface BuildOptions {
  cwd?: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  /** false: build in memory only (dev server, tests). @default true */
  write?: boolean;
  /**
   * Replaces the bundled templates (watch mode reloads them without a restart; a promise lets them
   * compile during the build).
   */
  templates?: TemplateSet | Promise<TemplateSet>;
  /** Work kept between builds (watch mode); the caller invalidates what a change touches. */
  cache?: BuildCache;
  /**
   * The persistent cache of transformed Markdown pages (content-addressed; see disk-cache.ts): a
   * folder, or `true` for the project's default (node_modules/.cache/docgen). Without it every page
   * is transformed. The CLI uses the default unless --no-cache.
   */
  cacheDir?: string | true;
  /**
   * `docgen check`: keep the errors of every stage the pipeline can go on after (front matter,
   * duplicate routes, Markdown, sidebars) in `errors` instead of failing at the first, and check
   * links whatever `onBrokenLinks` says. @default false
   */
  collectErrors?: boolean;
  /**
   * Bundle the client script and stylesheet from docgen's sources instead of copying the compiled
   * ones (watch mode). @default false
   */
  assetsFromSource?: boolean;
  /**
   * false: no search index (its files and warnings) in this build; the result's `searchEntries`
   * make its entries for a caller that indexes them itself (watch mode, after serving the pages).
   * @default true
   */
  searchIndex?: boolean;
  /**
   * A config already loaded (by `docgen check`, which needs it before the build starts); skips
   * loading one.
   */
  config?: ResolvedConfig;
}

export interface BuildResult {
  config: ResolvedConfig;
  files: OutputFile[];
  routes: string[];
  spec: LoadedSpec | undefined;
  warnings: Diagnostic[];
  timings: { stage: string; ms: number }[];
  /** The content pages, transformed (for `docgen check`'s example and link checks). */
  content: ContentPage[];
  /** Errors kept with `collectErrors` (a build without it throws them instead). */
  errors: Diagnostic[];
  /** The search index's entries, made when called (see `searchIndex`). */
  searchEntries: () => SearchEntry[];
  /** Pages taken from and missing in the persistent cache, when there is one. */
  pageCache: { hits: number; misses: number } | undefined;
  /**
   * Whole-site stages asked of the persistent cache (spec, api, search), and whether each was
   * reused.
   */
  storedStages: Map<string, boolean> | undefined;
  /**
   * Pages whose HTML came from the persistent cache, and pages rendered now (watch mode's reuse in
   * memory is not counted).
   */
  pageHtml: { reused: number; rendered: number };
}

/**
 * One object, so watch mode's cache (which keeps HTML per template set) knows them from build to
 * build.
 */
const bundledTemplates: TemplateSet = { Page };

/** How many pages the Markdown stage transforms at a time (see concurrency.ts). */
const PAGES_AT_ONCE = 16;

/** load → transform → render → bundle → write. Nothing is read or parsed twice. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const timer = new StageTimer();
  const cwd = options.cwd ?? process.cwd();
  const cache = options.cache;
  // Whole-site stages kept between builds: the config's code, the spec, the API reference, the
  // pages' HTML, the search index (stage-store.ts).
  const cacheDirAt = (root: string) =>
    options.cacheDir === true ? defaultCacheDir(root) : options.cacheDir;
  const stores = new Map<string, StageStore>();
  const storeAt = (root: string) => {
    const dir = cacheDirAt(root);
    if (dir && !stores.has(dir)) stores.set(dir, new StageStore(dir, codeFingerprint()));
    return dir ? stores.get(dir) : undefined;
  };
  const config =
    options.config ??
    (await timer.run('config', () =>
      memo(cache, cachedStages.config, () =>
        loadConfig({
          cwd,
          ...(options.configFile ? { configFile: options.configFile } : {}),
          ...(options.overrides ? { overrides: options.overrides } : {}),
          codeCache: (root) => storedConfigCode(storeAt(root)),
        }),
      ),
    ));
  const store = storeAt(config.root);
  const stageErrors = new StageErrors(options.collectErrors === true);
  if (options.write !== false)
    checkOutDir(config.outDir, { root: config.root, contentDir: config.contentDir });

  // One processor per build (or per watch session), loaded on its first page; shiki and Mermaid on
  // their first use in it.
  const processorReady = Promise.resolve(memo(cache, cachedStages.processor, lazySiteProcessor));
  processorReady.catch(() => undefined);
  const cacheDir = cacheDirAt(config.root);
  const [content, loaded, bundled] = await Promise.all([
    timer.run('load content', () => loadContent(config.contentDir)),
    timer.run('load spec', () =>
      memo(cache, cachedStages.spec, () =>
        config.api.spec ? storedSpec(store, config.api.spec) : undefined,
      ),
    ),
    timer.run('bundle assets', () =>
      memo(cache, cachedStages.assets, () =>
        bundleAssets(config, { fromSource: options.assetsFromSource === true }),
      ),
    ),
  ]);
  stageErrors.take(content.diagnostics);
  const spec = loaded?.spec;
  // A spec read now: its downloads (a bundle of a multi-file spec) are made in a worker while
  // Markdown is transformed.
  if (loaded?.fresh)
    void import('../publish/spec-downloads.js').then((m) => m.prepareSpecDownloads(loaded.spec));

  const routeTable = buildRouteTable(content.pages);
  stageErrors.take(routeTable.diagnostics);

  // Each page's own time (busy-time.ts): pages are transformed concurrently, so that their waits
  // overlap.
  const pageTimes: number[] = [];
  const pageSlot = concurrencyLimit(PAGES_AT_ONCE);
  const [pageCache, descriptionCache] = cacheDir
    ? await Promise.all([
        DiskCache.open<RenderedMarkdown>(cacheDir, 'pages', codeFingerprint()),
        DiskCache.open<string[]>(cacheDir, 'descriptions', codeFingerprint()),
      ])
    : [];
  const transformed = await timer.run('transform markdown', async () => {
    const processor = await processorReady;
    const routeOf = (relPath: string) => routeTable.byRelPath.get(relPath);
    // A page's HTML depends on its body and on every route its links may point to.
    const routes = [...routeTable.byRelPath].join('\n');
    const fresh = (source: SourcePage) =>
      pageSlot(() => transformMarkdown(source, { processor, config, routeOf, pageTimes }));
    const transform = pageCache
      ? (source: SourcePage) =>
          pageCache.memo(
            pageCacheInputs(config, routes, source),
            () => fresh(source),
            (page) => page.images.length === 0,
          )
      : fresh;
    cache?.keepFiles(content.pages.map((p) => p.file));
    return Promise.all(
      // (A page left without a route, a duplicate kept by `collectErrors`, is not transformed.)
      content.pages
        .filter((p) => routeTable.byRelPath.has(p.relPath))
        .map(async (source) => ({
          source,
          route: routeTable.byRelPath.get(source.relPath)!,
          markdown: await (cache
            ? cache.file(source.file, [routes, source.body], () => transform(source))
            : transform(source)),
        })),
    );
  });

  timer.timings.push({ stage: 'markdown/page median', ms: median(pageTimes) });
  const warnings = stageErrors.take(transformed.flatMap((p) => p.markdown.diagnostics));

  const plan = await timer.run('plan site', () => planSite(config, transformed, bundled.assets));
  stageErrors.take(plan.diagnostics);

  // Stored HTML is of the bundled templates: a caller with its own (watch mode) plans and renders.
  const htmlStore = options.templates ? undefined : store;
  const api = spec
    ? await timer.run('api reference', async () => {
        const input = {
          processor: await processorReady,
          sidebars: plan.sidebars,
          assets: bundled.assets,
          descriptionCache,
        };
        // Kept in watch mode until the spec changes or the docs sidebar or assets it shows do.
        return cache
          ? cache.keyed(
              cachedStages.apiReference,
              [JSON.stringify(plan.sidebars), JSON.stringify(bundled.assets)],
              () => apiStage(config, spec, input, htmlStore),
            )
          : apiStage(config, spec, input, htmlStore);
      })
    : undefined;
  await Promise.all([pageCache?.save(), descriptionCache?.save()]);
  const searchPage = planSearchPage(config, {
    sidebars: plan.sidebars,
    apiPages: api?.pages ?? [],
    assets: bundled.assets,
  });
  const pages = [...plan.pages, ...(api?.pages ?? []), searchPage];

  const templates = (await options.templates) ?? bundledTemplates;
  const renderer = await pageRenderer(templates, api, htmlStore);
  const rendered = await timer.run('render', () =>
    cache ? cache.render(pages, templates, renderer.render) : renderer.render(pages),
  );
  const renderKept = renderer.keep();
  const apiKept = api?.keep?.(
    rendered.slice(plan.pages.length, plan.pages.length + api.pages.length).map((r) => r.html),
  );
  const indexable = pages
    .filter((p) => p.layout !== 'notFound' && !p.head.noIndex)
    .map((p) => p.route);
  const files: OutputFile[] = [
    ...rendered.map((r) => ({ file: r.file, contents: r.html })),
    ...bundled.files,
    ...((await api?.files) ?? []),
    ...contentImages(transformed),
    sitemap(config, indexable),
    robots(config),
    // Always, so the "Ver como Markdown" links work in watch mode too (live reload ignores them).
    ...markdownArtefacts(config, transformed, plan.sidebars),
  ];

  // Pagefind indexes in its own process while the links are checked; watch mode keeps an unchanged
  // index.
  const entriesOf = () => searchEntries(transformed, api?.pages ?? []);
  const searchIndex =
    options.searchIndex === false
      ? undefined
      : timer.run('search index', () => {
          const entries = entriesOf();
          return cache
            ? cache.keyed('search index', [JSON.stringify(entries)], () =>
                storedSearchIndex(store, entries),
              )
            : storedSearchIndex(store, entries);
        });
  warnings.push(
    ...(await timer.run('check links', () =>
      checkSiteLinks({
        config: options.collectErrors ? { ...config, onBrokenLinks: 'warn' } : config,
        rendered,
        content: transformed,
        files,
        spec,
      }),
    )),
  );
  const search = (await searchIndex) ?? { files: [], diagnostics: [] };
  files.push(...search.files);
  warnings.push(...search.diagnostics);
  // Last, as they describe every other file: the host headers (CSP of the pages, cache rules) and
  // the deploy manifest.
  files.push(
    headersFile(
      config.baseUrl,
      rendered.map((r) => r.html),
      [...files.map((f) => f.file), 'manifest.json'],
    ),
  );
  if (options.write !== false)
    files.push(manifest([...(await staticFiles(config.staticDir)), ...files]));

  if (options.write !== false)
    await timer.run('write', () => writeOutput(config.outDir, files, config.staticDir));
  await Promise.all([apiKept, renderKept]);
  return {
    config,
    files,
    routes: rendered.map((r) => r.route),
    spec,
    warnings,
    timings: timer.timings,
    content: transformed,
    errors: stageErrors.errors,
    searchEntries: entriesOf,
    pageCache: pageCache?.stats,
    storedStages: store?.reused,
    pageHtml: renderer.stats(),
  };
}

/**
 * Everything a transformed page depends on besides docgen's code (the cache's salt): the Markdown
 * settings of the config, the route table (for links), the file's path (in diagnostics) and its
 * body. Pages with images are not kept: their output also depends on the image files.
 */
function pageCacheInputs(config: ResolvedConfig, routes: string, source: SourcePage): string[] {
  const settings = JSON.stringify([
    config.baseUrl,
    config.trailingSlash,
    config.tableOfContents,
    config.contentDir,
  ]);
  return ['pages-v1', settings, routes, source.file, source.body];
}

export function relativeOut(config: ResolvedConfig, cwd: string): string {
  return path.relative(cwd, config.outDir) || '.';
}
