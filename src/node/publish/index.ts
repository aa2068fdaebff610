import type { ResolvedConfig } from '../config/types.js';
import { scriptSources } from '../config/head-scripts.js';
import type { ResolvedSidebar } from '../site/sidebar.js';
import type { ContentPage } from '../content/transform.js';
import type { LaterFile, OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { headersFile, type InlineSources } from './headers.js';
import { markdownArtefacts } from './markdown-files.js';
import { robots, sitemap } from './sitemap.js';

/** What a variant of the site publishes. */
export interface VariantFiles {
  /** Whether its docs are the ones llms.txt lists (the last version's). */
  llms: boolean;
  pages: readonly RenderedPage[];
  /** Routes search engines may list (neither the 404 page nor `noIndex` pages). */
  indexable: readonly string[];
  content: readonly ContentPage[];
  /** Each docs page's Markdown copy (`markdownCopy`). */
  markdownCopies: ReadonlyMap<ContentPage, Uint8Array>;
  sidebars: readonly ResolvedSidebar[];
  /** `openapi.json` (and `openapi.yaml`) beside the reference. */
  specFiles: readonly OutputFile[];
  /** The "Experimentar" console's form models (`try-it.json`); undefined when it is off. */
  tryIt: OutputFile | undefined;
}

export interface PublishInput {
  config: ResolvedConfig;
  /** The client script, stylesheet and favicon. */
  assets: readonly OutputFile[];
  /** The site's variants, the primary first. */
  variants: readonly VariantFiles[];
}

/**
 * Every file of the site but the search index and the headers: the pages of every variant, then
 * what sits beside them (assets, content images, spec downloads, the console's form models,
 * sitemap, robots, the Markdown copies and llms.txt).
 */
export function siteFiles(input: PublishInput): OutputFile[] {
  const { config, variants } = input;
  return [
    ...variants.flatMap((v) => v.pages.map((page) => page.output)),
    ...input.assets,
    ...variants.flatMap((v) => v.specFiles),
    ...variants.flatMap((v) => (v.tryIt ? [v.tryIt] : [])),
    ...contentImages(variants.flatMap((v) => v.content)),
    ...sitemap(
      config,
      variants.flatMap((v) => v.indexable),
    ),
    robots(config),
    ...variants.flatMap((v) =>
      markdownArtefacts(config, v.content, v.sidebars, v.markdownCopies, v.llms),
    ),
  ];
}

/**
 * The files with, last, the host headers (`_headers`), which describe all the others: the CSP of
 * the pages' inline scripts and styles (`inline`, one per page) and of the origins the console may
 * reach (`connectSources`) and the config's scripts use, the cache rule of each path.
 */
export function withHeaders(
  config: ResolvedConfig,
  site: {
    inline: readonly InlineSources[];
    files: readonly OutputFile[];
    /** Files the site serves that are made when asked for: described, not among the files. */
    later?: readonly LaterFile[];
  },
  connectSources: readonly string[] = [],
): OutputFile[] {
  const { inline, files, later = [] } = site;
  const names = [...files, ...later].map((f) => f.file).concat('manifest.json');
  const scripts = scriptSources(config.scripts);
  return [...files, headersFile(config.baseUrl, inline, names, connectSources, scripts)];
}

/** The images the pages use, each once. */
function contentImages(pages: readonly ContentPage[]): OutputFile[] {
  const byFile = new Map<string, OutputFile>();
  for (const page of pages) for (const image of page.markdown.images) byFile.set(image.file, image);
  return [...byFile.values()];
}
