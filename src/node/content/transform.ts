import { VFile } from 'vfile';
import type { ResolvedConfig } from '../config/types.js';
import type { RenderedMarkdown, SourcePage } from '../types.js';
import { normalizeDirectiveTitles } from './plugins/directives.js';
import type { MarkdownProcessor } from './processor.js';

/** What of the config a page's Markdown depends on. */
export type MarkdownSettings = Pick<
  ResolvedConfig,
  'baseUrl' | 'tableOfContents' | 'root' | 'contentDir'
>;

/** The settings of a config (a stage's input holds them, not the whole config). */
export const markdownSettings = (config: ResolvedConfig): MarkdownSettings => ({
  baseUrl: config.baseUrl,
  tableOfContents: config.tableOfContents,
  root: config.root,
  contentDir: config.contentDir,
});

export interface TransformContext {
  processor: MarkdownProcessor;
  settings: MarkdownSettings;
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
    baseUrl: context.settings.baseUrl,
    root: context.settings.root,
    contentDir: context.settings.contentDir,
  };
  file.data.tocLevels = {
    min: context.settings.tableOfContents.minHeadingLevel,
    max: context.settings.tableOfContents.maxHeadingLevel,
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
