import type { Element } from 'hast';
import type { FileHashes } from '../util/file-hashes.js';
import type { OutputFile } from '../output-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { MdxSlots } from './mdx/slots.js';
import type { UiStrings } from '../../shared/i18n/catalogue.js';

/** What the Markdown plugins read from and leave on each VFile. */
export interface TocEntry {
  depth: number;
  id: string;
  text: string;
}

export interface LinkRef {
  href: string;
  line: number | undefined;
  column: number | undefined;
}

export interface LinkContext {
  /** Path of the page's source relative to the content folder. */
  relPath: string;
  /** Route of a content file by its relative path, for rewriting `.md` links. */
  routeOf: (relPath: string) => string | undefined;
  /** The page's own route, for links relative to it (absent for spec descriptions). */
  route?: string;
  baseUrl: string;
  /**
   * The project and content folders: a relative image must resolve inside one of them (symlinks
   * included).
   */
  root?: string;
  contentDir?: string;
}

/**
 * Where a link, image or definition of the Markdown source keeps its destination, for rewriting it.
 */
export interface SourceLink {
  kind: 'link' | 'image' | 'definition';
  url: string;
  /** Offsets of the destination as written, in the text the processor read. */
  start: number;
  end: number;
}

/**
 * The Markdown as the processor read it, with what the `.md` copy of the page needs from its tree.
 */
export interface MarkdownSource {
  text: string;
  links: SourceLink[];
  /** Whether the body has its own h1. */
  hasTitle: boolean;
  /** Source lines the copy leaves out (code blocks' magic comments); absent when none. */
  cuts?: { start: number; end: number }[];
}

/**
 * A fenced code block as written (lang and meta as in the fence), at the line of its opening fence.
 */
export interface SourceCode {
  lang: string;
  meta: string;
  value: string;
  line: number;
  column: number;
}

/**
 * What `docgen check`'s example checker reads from a page (its code blocks, the inline code of its
 * `## Pré-requisitos` section, its links), recorded from the page's one parse. Plain JSON: it is
 * kept with the page in the persistent cache.
 */
export interface MarkdownOutline {
  code: SourceCode[];
  /**
   * Inline-code values of the `## Pré-requisitos` section, in order, each once; absent when the
   * page has none.
   */
  prerequisites?: string[];
  links: Array<{ url: string; line: number; column: number }>;
}

declare module 'vfile' {
  interface DataMap {
    /** The frame's strings in the page's language (plugins/strings.ts). */
    strings: UiStrings['frame'];
    /** Set for an MDX page: where its imports and components are found. */
    mdxContext: { root: string; componentsDir: string | undefined };
    /** Set by remark-mdx-page: what its placeholders render (rehype-mdx-render). */
    mdxSlots: MdxSlots;
    linkContext: LinkContext;
    tocLevels: { min: number; max: number };
    /** Draws a diagram through the graph (its diagram stage keeps the drawings). */
    drawDiagram: (source: string) => Promise<string>;
    /** The text of a paragraph after which heading slugs start anew (a batch's separator). */
    slugsRestartAt: string;
    toc: TocEntry[];
    links: LinkRef[];
    /** Text of the first h1, used when front matter has no title. */
    firstHeading: string;
    /** Problems found by plugins (missing alt text, broken diagrams, …), with their line. */
    diagnostics: Diagnostic[];
    /** Content images to publish, already renamed with their hash. */
    images: OutputFile[];
    /** The image files read (a missing one with an empty hash). */
    imageFiles: FileHashes;
    /** Set by code-meta: the source lines of the code blocks' magic comments. */
    codeCuts: { start: number; end: number }[];
    /** Set by source-links: the destinations of the source's links, read from the same parse. */
    markdownSource: MarkdownSource;
    /** Set by outline: code blocks, prerequisites and links for the example checker. */
    outline: MarkdownOutline;
    /** The page's own time in the processor, in ms (see busy-time.ts). */
    busyMs: number;
    /** Set by rehypeCodeBlocksStart: each code block's highlighting, by its `<code>` element. */
    highlighting: ReadonlyMap<Element, { text: string; pre: Promise<Element> }>;
  }
}
