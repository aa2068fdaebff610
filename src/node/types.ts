/**
 * The data the pipeline's stages hand each other: what each takes and gives (see README,
 * "Architecture"). Types only; this module imports nothing but other type definitions, so every
 * stage may import it and it never imports a stage back.
 */
import type { LinkRef, MarkdownOutline, MarkdownSource, TocEntry } from './content/data.js';
import type { FrontMatter } from './content/front-matter.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';

/** A file of the built site, relative to the output folder. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

/** Files a result was made from, each with a SHA-256 of the bytes read then. */
export type FileHashes = [file: string, sha256: string][];

export type SourceKind = 'doc' | 'page';

/** One Markdown file, read once, with its front matter parsed. */
export interface SourcePage {
  file: string;
  /** Path relative to the content folder, with forward slashes: `docs/guides/webhooks.md`. */
  relPath: string;
  kind: SourceKind;
  /** Doc id (`guides/webhooks`) or page id (`markdown-page`). */
  id: string;
  frontMatter: FrontMatter;
  /** Markdown with the front matter blanked out (positions match the file). */
  body: string;
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

/** The URLs of the client script, stylesheet, icon and logo, which every page names. */
export interface AssetHrefs {
  cssHref: string;
  scriptHref: string;
  iconHref: string;
  /** The icon's MIME type (`image/svg+xml`…). */
  iconType: string;
  logo: LogoHref | undefined;
}

/** The published logo, with the size the navbar shows it at. */
export interface LogoHref {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A page rendered: its route, and its file in the output with the HTML. */
export interface RenderedPage {
  route: string;
  /**
   * The HTML file, as the writer takes it: UTF-8 bytes, encoded once. Most pages hold a character
   * beyond Latin-1, which makes V8 keep a string of them at two bytes a character, and a build
   * keeps every page until it is written (Microsoft Graph's 361 MB of pages took 722 MB as
   * strings).
   */
  output: RenderedFile;
}

/** An output file of UTF-8 bytes. */
export interface RenderedFile extends OutputFile {
  contents: Uint8Array;
}
