import type { PageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { SiteAssets } from '../publish/assets.js';
import { siteFiles } from '../publish/index.js';
import type { SearchIndex } from '../publish/search/pagefind-index.js';
import { laterSpecFiles, specFiles, type SpecDownloads } from '../publish/spec-downloads.js';
import { inlineSources } from '../publish/stages.js';
import type { SiteShape } from '../site/shape.js';
import { variantClashes, type SiteVariant } from '../site/variants.js';
import type { ContentPage } from '../content/transform.js';
import type { LaterFile } from '../output-file.js';
import { tryItPath } from '../../shared/try-it.js';
import type { RenderedPage } from '../render/render-page.js';
import { markdownCopies } from './content.js';
import type { ApiPages } from './reference.js';
import { brokenLinks } from './links.js';

/** What one variant of the site made. */
export interface VariantPublished {
  variant: SiteVariant;
  spec: LoadedSpec | undefined;
  content: { pages: ContentPage[]; routes: ReadonlyMap<string, string> };
  api: Pick<ApiPages, 'pages' | 'tryIt'>;
  models: readonly PageModel[];
  pages: RenderedPage[];
  shape: SiteShape;
  /** The spec's downloads, made on the first call (variant.ts). */
  downloads: () => Promise<SpecDownloads | undefined>;
}

export interface PublishParts {
  config: ResolvedConfig;
  /** The site's variants, the primary first. */
  variants: readonly VariantPublished[];
  assets: SiteAssets;
  index: Promise<SearchIndex>;
  /** The spec's downloads and `try-it.json` are `later` files, not among the files (compile.ts). */
  onDemand: boolean;
  warnings: Diagnostic[];
}

/**
 * Every file beside the pages (assets, spec downloads, sitemap, Markdown copies, llms.txt, the
 * search index), the link check of the whole site, and what the host headers are made of (the
 * pages' inline sources, the origins the console may reach: compile.ts writes them once for every
 * language). The site's files are its variants' together; what a site has once is its primary
 * variant's (robots) or its last version's (llms.txt).
 */
export async function publish(run: Runner, parts: PublishParts) {
  const { config, variants, warnings } = parts;
  const primary = variants[0]!;
  const routes = variants.map((v) => ({
    name: v.variant.name,
    routes: v.pages.map((p) => p.route),
  }));
  warnings.push(...run.take(variantClashes(routes, config.configFile)));
  const pages = variants.flatMap((v) => v.pages);
  const content = variants.flatMap((v) => v.content.pages);
  const files = siteFiles({
    config,
    assets: parts.assets.files,
    variants: await Promise.all(variants.map((v) => variantFiles(run, v, !parts.onDemand))),
  });
  const later = parts.onDemand ? variants.flatMap(laterFiles) : [];
  const [indexed, links] = await Promise.all([
    parts.index,
    run.step('check links', () =>
      brokenLinks(run, {
        config,
        pages,
        content,
        files: [...files, ...later],
        api: primary.api.pages,
        spec: primary.spec,
      }),
    ),
  ]);
  warnings.push(...links, ...indexed.diagnostics);
  const inline = await Promise.all(pages.map((page) => run.get(inlineSources, page)));
  const connect = unique((await Promise.all(variants.map(connectSources))).flat());
  // Each variant's pages with its own spec, for docgen check's examples.
  const checked = variants.map((v) => ({ spec: v.spec, content: v.content.pages }));
  const all = [...files, ...indexed.files];
  return {
    spec: primary.spec,
    content,
    pages,
    files: all,
    later,
    warnings,
    variants: checked,
    inline,
    connect,
  };
}

/** What siteFiles() takes of a variant (its spec's downloads and `try-it.json` when `all`). */
async function variantFiles(run: Runner, made: VariantPublished, all: boolean) {
  const { config } = made.variant;
  const [copies, specDownloads, tryIt] = await Promise.all([
    markdownCopies(run, config, made.content),
    all ? made.downloads() : undefined,
    all ? made.api.tryIt?.() : undefined,
  ]);
  return {
    // llms.txt describes the docs a reader lands on: the last version's (the only one's).
    llms:
      config.versions.list.length === 0
        ? made.variant.primary
        : made.variant.name === config.versions.lastVersion,
    pages: made.pages,
    indexable: made.models
      .filter((m) => m.layout !== 'notFound' && !m.head.noIndex)
      .map((m) => m.route),
    content: made.content.pages,
    markdownCopies: copies,
    sidebars: made.shape.frame.sidebars,
    specFiles: specDownloads ? specFiles(config.api.route, specDownloads) : [],
    tryIt,
  };
}

/** A variant's spec downloads and `try-it.json`, made when first asked for. */
function laterFiles({ variant, spec, downloads, api }: VariantPublished): LaterFile[] {
  if (!spec) return [];
  const { route } = variant.config.api;
  const tryIt = api.tryIt;
  return [
    ...laterSpecFiles(route, spec, async () => (await downloads())!),
    ...(tryIt ? [{ file: tryItPath(route), contents: async () => (await tryIt()).contents }] : []),
  ];
}

/**
 * The origins a variant's console may reach. Loaded when needed, apart from the sample generator's
 * packages (the views share its chunk).
 */
async function connectSources({ variant, spec }: VariantPublished): Promise<string[]> {
  if (!spec) return [];
  const { tryItConnectSources } = await import('../openapi/try-it-servers.js');
  return tryItConnectSources(variant.config, spec.document);
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
