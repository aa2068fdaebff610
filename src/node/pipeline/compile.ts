import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import { configCode, resolvedConfig } from '../config/stages.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { SiteAssets } from '../publish/assets.js';
import type { SearchEntry } from '../publish/search/entries.js';
import type { SearchIndex } from '../publish/search/pagefind-index.js';
import { assets as assetsStage, assetsConfig, searchIndex } from '../publish/stages.js';
import { readStaticFiles } from '../publish/static-files.js';
import { sidebarsFile, versionSidebars } from '../site/stages.js';
import { siteVariants, withOwnSidebars, type SiteVariant } from '../site/variants.js';
import { siteVersionsOf, type SiteVersions } from '../site/version-switch.js';
import { contentPages } from './content.js';
import type { ContentPage } from '../content/transform.js';
import type { OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { changelogOf } from './changelog.js';
import { publish, type VariantPublished } from './publish.js';
import { settle } from './settle.js';
import { madeVariant, variantOf, type VariantParts } from './variant.js';

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
   * true: pages with `draft: true` are built, as Docusaurus does in development (watch mode); else
   * they are left out of the site. @default false
   */
  drafts?: boolean | undefined;
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
  /** Each variant's content pages and spec (a version's examples are checked against its own). */
  variants: { spec: LoadedSpec | undefined; content: ContentPage[] }[];
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
 * The site, declared: config → assets and static files → each variant's pages (its content, spec,
 * shape, reference, every page's model, rendered: variant.ts) → what is published beside the
 * pages. Each part asks the runner for the results it needs (made, or reused while their inputs
 * are unchanged) and starts as soon as what it reads is ready: the search index is fed while the
 * reference is made and the pages render.
 */
export async function compile(run: Runner, options: CompileOptions): Promise<CompiledSite> {
  const config = await run.step('config', () => loadProjectConfig(run, options));
  options.onConfig?.(config);
  const warnings: Diagnostic[] = [];
  const keep = (diagnostics: readonly Diagnostic[]) => warnings.push(...run.take(diagnostics));
  const assets = settle(
    run.step('bundle assets', () =>
      run.get(assetsStage, {
        config: assetsConfig(config),
        fromSource: !!options.assetsFromSource,
      }),
    ),
  );
  const statics = settle(options.staticFiles === false ? none : readStatics(run, config, keep));
  const variants = await variantsOf(run, config, { assets, drafts: !!options.drafts }, keep);
  const search = searchOf(run, options, variants);
  const made = await withChangelog(run, config, await Promise.all(variants.map(madeVariant)));
  const parts = { config, assets: await assets, index: search.index, warnings, variants: made };
  const published = await publish(run, parts);
  const staticFiles = await statics;
  if (options.staticFiles !== false && config.scripts.length > 0) {
    const { unpublishedScripts } = await import('../config/head-scripts.js');
    const files = new Set([...staticFiles, ...published.files].map((f) => f.file));
    keep(unpublishedScripts(config.scripts, files, config.configFile));
  }
  return { ...published, staticFiles, searchEntries: search.entries };
}

/**
 * The search index's entries, a group per page and one per section of the reference, of every
 * variant (each made again only when its page or section changed), and the index, fed each group
 * as soon as it is made (none in watch mode, which indexes after serving the pages).
 */
function searchOf(run: Runner, options: CompileOptions, variants: readonly VariantParts[]) {
  const groups = variants.flatMap((variant) => variant.searchGroups);
  return {
    index: searchIndexOf(run, options, groups),
    entries: async () => (await Promise.all(groups)).flat(),
  };
}

/**
 * The site's variants (site/variants.ts), each with its own sidebars read, its content read as
 * soon as the config is known, and its other parts declared (variant.ts): the spec of each waits
 * for the pages of the one before, so that two versions of a large spec are not held at once.
 */
async function variantsOf(
  run: Runner,
  config: ResolvedConfig,
  { assets, drafts }: { assets: Promise<SiteAssets>; drafts: boolean },
  keep: (diagnostics: readonly Diagnostic[]) => void,
): Promise<VariantParts[]> {
  const project = config.sidebarPath ? await run.get(sidebarsFile, config.sidebarPath) : undefined;
  if (project) keep(project.diagnostics);
  const read = async (file: string) => {
    const own = await run.get(versionSidebars, file);
    keep(own.diagnostics);
    return own;
  };
  const declared = await withOwnSidebars(siteVariants(config), read, project);
  const contents = declared.map((v) =>
    settle(contentPages(run, v.config, keep, { layout: v.layout, drafts })),
  );
  const versions = settle(versionsOf(config, declared, contents));
  const variants: VariantParts[] = [];
  for (const [i, variant] of declared.entries()) {
    const after = variants[i - 1]?.pages.catch(() => undefined) ?? Promise.resolve();
    variants.push(
      variantOf(run, variant, { content: contents[i]!, assets, versions, after }, keep),
    );
  }
  return variants;
}

/** The variants, the primary one with the API changelog's page when the site has one. */
async function withChangelog(
  run: Runner,
  config: ResolvedConfig,
  variants: VariantPublished[],
): Promise<VariantPublished[]> {
  const changelog = await changelogOf(run, config, variants);
  if (!changelog) return variants;
  const [primary, ...others] = variants;
  return [
    {
      ...primary!,
      models: [...primary!.models, changelog.model],
      pages: [...primary!.pages, changelog.page],
    },
    ...others,
  ];
}

/** Every version's routes, once each variant's content is known (none on a one-version site). */
async function versionsOf(
  config: ResolvedConfig,
  variants: readonly SiteVariant[],
  contents: readonly Promise<{ pages: readonly ContentPage[] }>[],
): Promise<SiteVersions | undefined> {
  if (config.versions.list.length === 0) return undefined;
  const made = await Promise.all(contents);
  return siteVersionsOf(
    config,
    variants.map((variant, i) => ({
      variant,
      docs: made[i]!.pages.filter((p) => p.source.kind === 'doc').map((p) => p.route),
    })),
  );
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

async function readStatics(
  run: Runner,
  config: ResolvedConfig,
  keep: (diagnostics: readonly Diagnostic[]) => void,
): Promise<OutputFile[]> {
  const read = await run.step('static files', () => readStaticFiles(config.staticDir, config.root));
  keep(read.diagnostics);
  return read.files;
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
