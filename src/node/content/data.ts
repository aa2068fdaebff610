import type { OutputFile } from '../build/output.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

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
}

declare module 'vfile' {
  interface DataMap {
    linkContext: LinkContext;
    tocLevels: { min: number; max: number };
    toc: TocEntry[];
    links: LinkRef[];
    /** Text of the first h1, used when front matter has no title. */
    firstHeading: string;
    /** Problems found by plugins (missing alt text, broken diagrams, …), with their line. */
    diagnostics: Diagnostic[];
    /** Content images to publish, already renamed with their hash. */
    images: OutputFile[];
  }
}
