import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { SiteAssets } from '../publish/assets.js';
import { siteFiles, withHeaders } from '../publish/index.js';
import type { SearchIndex } from '../publish/search/pagefind-index.js';
import { specFiles, type SpecDownloads } from '../publish/spec-downloads.js';
import { inlineSources } from '../publish/stages.js';
import type { SiteShape } from '../site/plan.js';
import type { ContentPage } from '../content/transform.js';
import type { OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { markdownCopies } from './content.js';
import { brokenLinks } from './links.js';

export interface PublishParts {
  config: ResolvedConfig;
  spec: LoadedSpec | undefined;
  content: { pages: ContentPage[]; routes: ReadonlyMap<string, string> };
  api: { pages: ApiPageModel[]; tryIt: OutputFile | undefined };
  models: readonly PageModel[];
  pages: RenderedPage[];
  assets: SiteAssets;
  shape: SiteShape;
  downloads: Promise<SpecDownloads | undefined>;
  index: Promise<SearchIndex>;
  warnings: Diagnostic[];
}

/**
 * Every file beside the pages (assets, spec downloads, sitemap, Markdown copies, llms.txt, the
 * search index), the link check of the whole site, and last the host headers, which describe all
 * the others.
 */
export async function publish(run: Runner, parts: PublishParts) {
  const { config, spec, content, api, pages, models, warnings } = parts;
  const [copies, downloads] = await Promise.all([
    markdownCopies(run, config, content),
    parts.downloads,
  ]);
  const files = siteFiles({
    config,
    pages,
    indexable: models.filter((m) => m.layout !== 'notFound' && !m.head.noIndex).map((m) => m.route),
    content: content.pages,
    markdownCopies: copies,
    sidebars: parts.shape.frame.sidebars,
    assets: parts.assets.files,
    specFiles: downloads ? specFiles(config.api.route, downloads) : [],
    tryIt: api.tryIt,
  });
  const [indexed, links] = await Promise.all([
    parts.index,
    run.step('check links', () =>
      brokenLinks(run, { config, pages, content: content.pages, files, api: api.pages, spec }),
    ),
  ]);
  warnings.push(...links, ...indexed.diagnostics);
  const inline = await Promise.all(pages.map((page) => run.get(inlineSources, page)));
  // Loaded when needed, apart from the sample generator's packages (the views share its chunk).
  const connect = spec
    ? (await import('../openapi/try-it-servers.js')).tryItConnectSources(config, spec.document)
    : [];
  const all = withHeaders(config, inline, [...files, ...indexed.files], connect);
  return { config, spec, content: content.pages, pages, files: all, warnings };
}
