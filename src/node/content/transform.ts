import type { LinkRef, MarkdownOutline, MarkdownSource, TocEntry } from './data.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputFile } from '../output-file.js';
import type { FileHashes } from '../util/file-hashes.js';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { codes } from '../diagnostics/codes.js';
import { uiStrings } from '../../shared/i18n/catalogue.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SourcePage } from './load.js';
import { normalizeDirectiveTitles } from './plugins/directives.js';
import type { MarkdownProcessor } from './processor.js';
import { isMdx } from './mdx/files.js';

/** What of the config a page's Markdown depends on. */
export type MarkdownSettings = Pick<
  ResolvedConfig,
  'baseUrl' | 'tableOfContents' | 'root' | 'contentDir' | 'componentsDir' | 'locale' | 'strings'
>;

/** The settings of a config (a stage's input holds them, not the whole config). */
export const markdownSettings = (config: ResolvedConfig): MarkdownSettings => ({
  baseUrl: config.baseUrl,
  tableOfContents: config.tableOfContents,
  root: config.root,
  contentDir: config.contentDir,
  componentsDir: config.componentsDir,
  locale: config.locale,
  strings: config.strings,
});

export interface TransformContext {
  processor: MarkdownProcessor;
  settings: MarkdownSettings;
  routeOf: (relPath: string) => string | undefined;
  /** Receives each page's own time in the processor, in ms (busy-time.ts). */
  pageTimes?: number[];
  /** Draws a diagram through the graph, which keeps the drawings; else the processor draws. */
  drawDiagram?: ((source: string) => Promise<string>) | undefined;
}

/** Runs one page's Markdown through the shared processor. */
export async function transformMarkdown(
  page: Pick<SourcePage, 'file' | 'relPath' | 'body'> & {
    frontMatter?: Pick<
      SourcePage['frontMatter'],
      'toc_min_heading_level' | 'toc_max_heading_level'
    >;
  },
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
  file.data.strings = uiStrings(context.settings.locale, context.settings.strings).frame;
  if (context.drawDiagram) file.data.drawDiagram = context.drawDiagram;
  if (isMdx(page.relPath))
    file.data.mdxContext = {
      root: context.settings.root,
      componentsDir: context.settings.componentsDir,
    };
  // The page's own levels (front matter) win over the config's, each on its own.
  const levels = context.settings.tableOfContents;
  file.data.tocLevels = {
    min: page.frontMatter?.toc_min_heading_level ?? levels.minHeadingLevel,
    max: page.frontMatter?.toc_max_heading_level ?? levels.maxHeadingLevel,
  };
  let result: VFile;
  try {
    result = await context.processor.process(file);
  } catch (error) {
    const syntax = isMdx(page.relPath) ? mdxSyntaxError(error, page.file) : undefined;
    if (!syntax) throw error;
    return { ...emptyPage(file), diagnostics: [syntax] };
  }
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

/** A page after Markdown → HTML, with what navigation, link checking and the writer need. */
export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  links: LinkRef[];
  firstHeading: string | undefined;
  /** Warnings and errors at a line of the page (alt text, diagrams, images, directives). */
  diagnostics: Diagnostic[];
  /** Content images the page uses, to publish. */
  images: OutputFile[];
  /** The image files read, with the hash of their bytes: the page is as they are. */
  files: FileHashes;
  /** The Markdown the processor read and where its link destinations are (for the `.md` copy). */
  source: MarkdownSource;
  /** Its code blocks, prerequisites and links, for `docgen check`'s example checker. */
  outline: MarkdownOutline;
}

/** A content file with its route and its Markdown transformed. */
export interface ContentPage {
  source: SourcePage;
  route: string;
  markdown: RenderedMarkdown;
}

/** What a page that could not be parsed gives: nothing but its diagnostic. */
function emptyPage(file: VFile): RenderedMarkdown {
  return {
    html: '',
    toc: [],
    links: [],
    firstHeading: undefined,
    diagnostics: [],
    images: [],
    files: [],
    source: { text: String(file.value), links: [], hasTitle: false },
    outline: { code: [], links: [] },
  };
}

/** The MDX parser's error (a VFileMessage at a line and column) as a diagnostic. */
function mdxSyntaxError(error: unknown, file: string): Diagnostic | undefined {
  if (!(error instanceof VFileMessage) || error.line === undefined) return undefined;
  return {
    code: codes.mdxSyntax,
    severity: 'error',
    ...said('mdxSyntax', { reason: error.reason }),
    file,
    line: error.line,
    column: error.column,
  };
}
