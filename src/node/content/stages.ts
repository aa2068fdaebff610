import { stage } from '../graph/stage.js';
import type { RenderedMarkdown } from './transform.js';
import type { ContentLayout, SourcePage } from './load.js';
import { lastCommitDates } from './last-updated.js';
import { readSource } from './load.js';
import type { MarkdownProcessor } from './processor.js';
import { transformMarkdown, type MarkdownSettings } from './transform.js';

declare module '../graph/stage.js' {
  interface Services {
    /** The Markdown processor of the pages and the spec's descriptions (watch mode keeps one). */
    processor: MarkdownProcessor;
    /** Limits how many pages are transformed at a time (see concurrency.ts). */
    pageSlot: <T>(task: () => Promise<T>) => Promise<T>;
    /** Receives each page's own time in the processor, in ms (busy-time.ts). */
    pageTimes: number[];
  }
}

/** One content file, read and its front matter parsed (memory only: reading it again is cheap). */
export const sourcePage = stage({
  name: 'source',
  keep: 'memory',
  run: ({
    contentDir,
    relPath,
    layout,
  }: {
    contentDir: string;
    relPath: string;
    layout: ContentLayout;
  }) => readSource(contentDir, relPath, layout),
  files: (read) => read.files,
});

export interface MarkdownInput {
  page: SourcePage;
  settings: MarkdownSettings;
  /** Every content file's route, by its path in the content folder (links are made these). */
  routes: ReadonlyMap<string, string>;
}

/**
 * A diagram drawn (ELK's layout in a worker thread, about 300 ms for this site's), by its source:
 * a page transformed again, or another page with the same diagram, reuses the drawing. A broken
 * diagram is not kept: it fails each time its page is transformed.
 */
export const diagram = stage({
  name: 'diagram',
  run: (source: string, { services }) => {
    if (!services.processor.drawDiagram) throw new Error('this processor draws no diagrams');
    return services.processor.drawDiagram(source);
  },
});

/** One page's Markdown as HTML, with its outline: kept while its images are unchanged too. */
export const markdown = stage({
  name: 'markdown',
  run: ({ page, settings, routes }: MarkdownInput, { services, get }): Promise<RenderedMarkdown> =>
    services.pageSlot(() =>
      transformMarkdown(page, {
        processor: services.processor,
        settings,
        routeOf: (relPath) => routes.get(relPath),
        pageTimes: services.pageTimes,
        drawDiagram: services.processor.drawDiagram && ((source) => get(diagram, source)),
      }),
    ),
  files: (page) => page.files,
});

/**
 * The last commit date of every file of the content folder, from one `git log`: kept while the
 * repository's HEAD log (appended to by every commit and checkout) has the same bytes.
 */
export const lastUpdated = stage({
  name: 'last-updated',
  run: (contentDir: string) => lastCommitDates(contentDir),
  files: (result) => result.files,
  // Without a HEAD log nothing says when the history changes: asked again on every run.
  keepable: (result) => result.files.length > 0,
});
