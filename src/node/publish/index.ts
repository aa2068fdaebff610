import type { ResolvedConfig } from '../config/types.js';
import type { ResolvedSidebar } from '../site/sidebar.js';
import type { ContentPage } from '../content/transform.js';
import type { OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { headersFile, type InlineSources } from './headers.js';
import { markdownArtefacts } from './markdown-files.js';
import { robots, sitemap } from './sitemap.js';

export interface PublishInput {
  config: ResolvedConfig;
  pages: readonly RenderedPage[];
  /** Routes search engines may list (neither the 404 page nor `noIndex` pages). */
  indexable: readonly string[];
  content: readonly ContentPage[];
  /** Each docs page's Markdown copy (`markdownCopy`). */
  markdownCopies: ReadonlyMap<ContentPage, Uint8Array>;
  sidebars: readonly ResolvedSidebar[];
  /** The client script, stylesheet and favicon. */
  assets: readonly OutputFile[];
  /** `openapi.json` (and `openapi.yaml`) beside the reference. */
  specFiles: readonly OutputFile[];
  /** The "Experimentar" console's form models (`try-it.json`); undefined when it is off. */
  tryIt: OutputFile | undefined;
}

/**
 * Every file of the site but the search index and the headers: the pages, then what sits beside
 * them (assets, content images, spec downloads, the console's form models, sitemap, robots, the
 * Markdown copies and llms.txt).
 */
export function siteFiles(input: PublishInput): OutputFile[] {
  const { config } = input;
  return [
    ...input.pages.map((page) => page.output),
    ...input.assets,
    ...input.specFiles,
    ...(input.tryIt ? [input.tryIt] : []),
    ...contentImages(input.content),
    ...sitemap(config, input.indexable),
    robots(config),
    ...markdownArtefacts(config, input.content, input.sidebars, input.markdownCopies),
  ];
}

/**
 * The files with, last, the host headers (`_headers`), which describe all the others: the CSP of
 * the pages' inline scripts and styles (`inline`, one per page) and of the origins the console may
 * reach (`connectSources`), the cache rule of each path.
 */
export function withHeaders(
  config: ResolvedConfig,
  inline: readonly InlineSources[],
  files: readonly OutputFile[],
  connectSources: readonly string[] = [],
): OutputFile[] {
  const names = [...files.map((f) => f.file), 'manifest.json'];
  return [...files, headersFile(config.baseUrl, inline, names, connectSources)];
}

/** The images the pages use, each once. */
function contentImages(pages: readonly ContentPage[]): OutputFile[] {
  const byFile = new Map<string, OutputFile>();
  for (const page of pages) for (const image of page.markdown.images) byFile.set(image.file, image);
  return [...byFile.values()];
}
