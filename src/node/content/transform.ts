import { VFile } from 'vfile';
import type { ResolvedConfig } from '../config/types.js';
import type { RenderedMarkdown, SourcePage } from '../types.js';
import { normalizeDirectiveTitles } from './plugins/directives.js';
import type { MarkdownProcessor } from './processor.js';

export interface TransformContext {
  processor: MarkdownProcessor;
  config: ResolvedConfig;
  routeOf: (relPath: string) => string | undefined;
  /** Receives each page's own time in the processor, in ms (busy-time.ts). */
  pageTimes?: number[];
}

/** Runs one page's Markdown through the shared processor. */
export async function transformMarkdown(
  page: Pick<SourcePage, 'file' | 'relPath' | 'body'>,
  context: TransformContext,
): Promise<RenderedMarkdown> {
  const file = new VFile({ path: page.file, value: normalizeDirectiveTitles(page.body) });
  const route = context.routeOf(page.relPath) ?? '/';
  file.data.linkContext = {
    relPath: page.relPath,
    routeOf: context.routeOf,
    route,
    baseUrl: context.config.baseUrl,
    root: context.config.root,
    contentDir: context.config.contentDir,
  };
  file.data.tocLevels = {
    min: context.config.tableOfContents.minHeadingLevel,
    max: context.config.tableOfContents.maxHeadingLevel,
  };
  const result = await context.processor.process(file);
  if (result.data.busyMs !== undefined) context.pageTimes?.push(result.data.busyMs);
  return {
    html: String(result),
    toc: result.data.toc ?? [],
    links: result.data.links ?? [],
    firstHeading: result.data.firstHeading,
    diagnostics: result.data.diagnostics ?? [],
    images: result.data.images ?? [],
    files: result.data.imageFiles ?? [],
    source: result.data.markdownSource ?? { text: String(file.value), links: [], hasTitle: false },
    outline: result.data.outline ?? { code: [], links: [] },
  };
}
