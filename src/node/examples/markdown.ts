import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { MarkdownOutline, SourceCode } from '../content/data.js';
import remarkCodeMeta from '../content/plugins/code-meta.js';
import { normalizeDirectiveTitles } from '../content/plugins/directives.js';
import { outlineTree } from '../content/plugins/outline.js';
import type { CodeBlock, ExampleMarker } from './types.js';

/** What the checker needs from one page: its code blocks, the scopes it lists, its links. */
export interface PageOutline {
  blocks: CodeBlock[];
  /** Inline-code values of the `## Pré-requisitos` section, or undefined when the page has none. */
  prerequisites: Set<string> | undefined;
  /** Every link URL of the page, with its position. */
  links: Array<{ url: string; line: number; column: number }>;
}

// Parse only: the same Markdown dialect as the site's processor, without its HTML stages.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

const MARKERS: readonly ExampleMarker[] = ['invalid', 'partial', 'nocheck'];

/** Bare words of a fence meta string, ignoring `key="value"` attributes and `{1,3}` highlights. */
export function metaMarkers(meta: string): Set<ExampleMarker> {
  const words = meta
    .replace(/[\w-]+=("[^"]*"|'[^']*'|\S+)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/);
  return new Set(MARKERS.filter((m) => words.includes(m)));
}

/**
 * The checker's view of an outline recorded by the site's processor (content/plugins/outline.ts):
 * a build hands over its transformed pages' outlines, so no page is parsed twice.
 */
export function toPageOutline(outline: MarkdownOutline): PageOutline {
  return {
    blocks: outline.code.map(toBlock),
    prerequisites: outline.prerequisites ? new Set(outline.prerequisites) : undefined,
    links: outline.links,
  };
}

/**
 * Parses Markdown as the site's processor reads it and returns the parts examples are checked with.
 */
export function outlinePage(markdown: string): PageOutline {
  const text = normalizeDirectiveTitles(markdown);
  const tree = parser.parse(text);
  // The code blocks as the site shows them: without Docusaurus's magic comments.
  remarkCodeMeta()(tree, new VFile(text));
  return toPageOutline(outlineTree(tree));
}

function toBlock(code: SourceCode): CodeBlock {
  return {
    lang: code.lang.toLowerCase(),
    meta: code.meta,
    value: code.value,
    markers: metaMarkers(code.meta),
    line: code.line,
    column: code.column,
  };
}
