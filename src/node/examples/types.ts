/** The pieces of a checked example, from the Markdown code block to the parsed HTTP message. */

import type { MarkdownOutline } from '../content/data.js';

/** Fence-meta markers a writer can put on an example (see docs/errors.md, DG7001–DG7007). */
export type ExampleMarker = 'invalid' | 'partial' | 'nocheck';

/** One fenced code block of a page that may hold an example. */
export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  markers: ReadonlySet<ExampleMarker>;
  /** 1-based position of the opening fence. */
  line: number;
  column: number;
}

export interface HttpRequest {
  kind: 'request';
  method: string;
  /** Path without query, percent-decoded segments kept as written. */
  path: string;
  query: Array<[string, string]>;
  /** Host of the URL or the `Host` header, when given. */
  host?: string;
  /** Header names lower-cased. */
  headers: Map<string, string>;
  body?: RequestBody;
}

/** A request body, as the writer showed it. */
export type RequestBody =
  | { type: 'json'; text: string; bodyLine: number }
  | { type: 'form'; fields: Array<[string, string]>; bodyLine: number }
  | { type: 'multipart'; fields: Array<[string, string]>; bodyLine: number }
  | { type: 'other'; mediaType: string; text: string; bodyLine: number };

export interface HttpResponse {
  kind: 'response';
  status: number;
  headers: Map<string, string>;
  /** Text after the blank line, if any. */
  body?: { text: string; bodyLine: number };
}

/**
 * A parse failure, with the line (relative to the block's first content line, 0-based) at fault.
 */
export interface ParseFailure {
  kind: 'error';
  message: string;
  offset: number;
}

/** A code block read as an example: requests (one per curl command), a response, or a failure. */
export type ParsedExample = HttpRequest | HttpResponse | ParseFailure;

/**
 * A Markdown page given to the checker: its `body` (positions in it are those of `file`), or the
 * outline the site's processor recorded while transforming it (a build's pages, see build.ts).
 */
export type ExamplePage =
  | { file: string; body: string }
  | { file: string; outline: MarkdownOutline };
