import path from 'node:path';
import { labelOf } from '../config/versions.js';
import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { SiteAssets } from '../publish/assets.js';
import type { SpecDownloads } from '../publish/spec-downloads.js';
import type { SearchEntry } from '../publish/search/entries.js';
import { searchablePages } from '../publish/search/entries.js';
import type { SearchTags } from '../publish/search/tags.js';
import { pageSearchEntries, specDownloads, taggedSearchEntries } from '../publish/stages.js';
import { specInput, spec as specStage } from '../openapi/stages.js';
import { render } from '../render/stages.js';
import { contentOutline, docFolders, type SiteShape } from '../site/shape.js';
import { categoryFiles, ownPages, pageModel, searchPage, siteShape } from '../site/stages.js';
import type { LanguagesFrame } from '../site/locales.js';
import type { SiteVariant } from '../site/variants.js';
import { versionsFrame, type SiteVersions, type VersionsFrame } from '../site/version-switch.js';
import type { ContentPage } from '../content/transform.js';
import { pageDates } from './content.js';
import type { VariantPublished } from './publish.js';
import { apiReference } from './reference.js';
import { settle } from './settle.js';
import { once } from '../util/once.js';

type Keep = (diagnostics: readonly Diagnostic[]) => void;

/** A variant's parts, each under way as soon as what it reads is ready. */
export interface VariantParts {
  variant: SiteVariant;
  content: Promise<{
    pages: ContentPage[];
    routes: ReadonlyMap<string, string>;
    /** The docs a language left out for want of a translation (`untranslated: 'omit'`). */
    omitted?: string[];
  }>;
  spec: Promise<LoadedSpec | undefined>;
  shape: Promise<SiteShape>;
  api: Promise<Awaited<ReturnType<typeof apiReference>>>;
  /**
   * The spec as published beside the reference (`openapi.json`, `openapi.yaml`), made when first
   * asked for (a build asks at once, so a worker makes them while the reference is made; watch
   * mode when a reader asks for one).
   */
  downloads: () => Promise<SpecDownloads | undefined>;
  /**
   * Its search entries: the content pages' groups, then the reference's sections', each made when
   * first asked for (a build asks at once, to feed Pagefind; watch mode once the pages are served).
   */
  searchGroups: (() => Promise<SearchEntry[][]>)[];
  /** Every page's model, and the pages rendered. */
  pages: Promise<{ models: PageModel[]; rendered: Awaited<ReturnType<typeof renderAll>> }>;
}

/**
 * One variant of the site, declared: its content, spec and dates read (or reused) → its shape →
 * its reference → every page's model, rendered. What two variants share (the assets, a page or a
 * spec both read) the runner makes once.
 */
export function variantOf(
  run: Runner,
  variant: SiteVariant,
  read: {
    content: VariantParts['content'];
    assets: Promise<SiteAssets>;
    versions: Promise<SiteVersions | undefined>;
    /** The site's languages as its pages see them (none on a site of one language). */
    languages: Promise<LanguagesFrame | undefined>;
    /** What the variant's spec waits for (the previous variant's pages: compile.ts). */
    after: Promise<unknown>;
    /** `try-it.json` is made when asked for, not with the pages (compile.ts). */
    onDemand: boolean;
  },
  keep: Keep,
): VariantParts {
  const { config } = variant;
  const { content, assets } = read;
  const spec = settle(read.after.then(() => loadSpec(run, config, keep)));
  const dates = settle(pageDates(run, config));
  const shape = settle(
    Promise.all([content, assets, read.versions, read.languages]).then(
      ([c, a, versions, languages]) =>
        planShape(run, variant, c.pages, a.hrefs, keep, {
          versions: versions && versionsFrame(versions, variant.name, config.versions.lastVersion),
          languages,
          omitted: c.omitted,
        }),
    ),
  );
  const api = settle(
    Promise.all([spec, shape]).then(([s, sh]) =>
      apiReference(run, { spec: s, config, frame: sh.frame, onDemand: read.onDemand }),
    ),
  );
  const downloads = once(() =>
    settle(spec.then((s) => (s ? run.get(specDownloads, s) : undefined))),
  );
  const tags = searchTagsOf(variant);
  const tag = (groups: SearchEntry[][]) =>
    tags ? run.get(taggedSearchEntries, { groups, tags }) : groups;
  const searchGroups = [
    once(() => settle(content.then((made) => pageGroups(run, made.pages)).then(tag))),
    once(() => settle(api.then((a) => a.searchEntries()).then(tag))),
  ];
  const pages = settle(
    (async () => {
      const models = await pageModels(
        run,
        variant,
        await content,
        await shape,
        await dates,
        await api,
      );
      return { models, rendered: await renderAll(run, models) };
    })(),
  );
  return { variant, content, spec, shape, api, downloads, searchGroups, pages };
}

/** A variant's parts once made, with its spec's downloads, for publish(). */
export async function madeVariant(parts: VariantParts): Promise<VariantPublished> {
  const [spec, content, api, shape, pages] = await Promise.all([
    parts.spec,
    parts.content,
    parts.api,
    parts.shape,
    parts.pages,
  ]);
  const { variant, downloads } = parts;
  return {
    variant,
    spec,
    content,
    api,
    shape,
    downloads,
    models: pages.models,
    pages: pages.rendered,
  };
}

async function loadSpec(
  run: Runner,
  config: ResolvedConfig,
  keep: Keep,
): Promise<LoadedSpec | undefined> {
  if (!config.api.spec) return undefined;
  const loaded = await run.step('load spec', () => run.get(specStage, specInput(config)));
  keep(loaded.warnings);
  return loaded;
}

/**
 * The site's shape: the sidebars resolved against the docs' titles, labels and positions, and
 * their folders' `_category_` files.
 */
async function planShape(
  run: Runner,
  variant: SiteVariant,
  content: readonly ContentPage[],
  assets: SiteShape['frame']['assets'],
  keep: Keep,
  {
    versions,
    languages,
    omitted,
  }: {
    versions: VersionsFrame | undefined;
    languages?: LanguagesFrame | undefined;
    omitted?: string[] | undefined;
  },
): Promise<SiteShape> {
  const { config, layout } = variant;
  const outline = contentOutline(content, layout, config.docsRoute);
  const shape = await run.step('plan site', async () => {
    const docsDir = layout === 'site' ? path.join(config.contentDir, 'docs') : config.contentDir;
    const read = await run.get(categoryFiles, { docsDir, folders: docFolders(outline.docs) });
    keep(read.diagnostics);
    const { categories } = read;
    const places = variant.sidebarPlaces;
    return run.get(siteShape, {
      config,
      assets,
      ...outline,
      categories,
      ...(places ? { places } : {}),
      ...(versions ? { versions } : {}),
      ...(languages ? { languages } : {}),
      ...(omitted?.length ? { omitted } : {}),
      ...(variant.sidebarLabels ? { labels: variant.sidebarLabels } : {}),
    });
  });
  keep(shape.diagnostics);
  return shape;
}

/**
 * Every page's model: the content pages', the variant's own (the primary's with the home and 404
 * pages), the reference's, and the primary's search page.
 */
async function pageModels(
  run: Runner,
  variant: SiteVariant,
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
    run.get(ownPages, { shape, site: variant.primary }),
    variant.primary ? run.get(searchPage, { frame: shape.frame, api: api.pages }) : undefined,
  ]);
  return [...pages, ...own, ...api.pages, ...(search ? [search] : [])];
}

async function renderAll(run: Runner, models: readonly PageModel[]) {
  const templates = (await run.services.templates).id;
  return run.step('render', () =>
    run.each(
      render,
      models.map((model) => ({ model, templates })),
    ),
  );
}

/**
 * What the variant adds to its search entries: on a site of several versions, its version (the
 * dialog's filter) and, unless it is the last one, its label after where an entry lives; on a site
 * in another language than Portuguese, the language (Pagefind's stemming, by the locale's primary
 * subtag: `en-US` is `en`). None on this site.
 */
function searchTagsOf(variant: SiteVariant): SearchTags | undefined {
  const { versions, locale } = variant.config;
  const version = versions.list.find((v) => v.name === variant.name);
  const language = locale.toLowerCase().split('-')[0]!;
  if (!version && language === 'pt') return undefined;
  return {
    ...(version
      ? {
          version: {
            name: version.name,
            ...(version.name === versions.lastVersion ? {} : { label: labelOf(version) }),
          },
        }
      : {}),
    ...(language === 'pt' ? {} : { language }),
  };
}

/** A group of search entries per searchable page: a page's are made again only when it changed. */
function pageGroups(run: Runner, pages: readonly ContentPage[]): Promise<SearchEntry[][]> {
  return settle(
    Promise.all(searchablePages(pages).map((page) => run.get(pageSearchEntries, page))),
  );
}
