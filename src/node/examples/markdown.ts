import type { Code, Heading, Link, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
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

function isPrerequisitesHeading(node: Heading): boolean {
  const text = headingText(node).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return node.depth === 2 && /^(\d+\.\s*)?pre-?requisitos\b/.test(text.trim());
}

function headingText(node: Heading): string {
  let text = '';
  visit(node, (child) => {
    if (child.type === 'text' || child.type === 'inlineCode') text += child.value;
  });
  return text;
}

/** Inline code inside the section that starts at a `## Pré-requisitos` heading and ends at the next h1/h2. */
function collectPrerequisites(root: Root): Set<string> | undefined {
  let found: Set<string> | undefined;
  let inside = false;
  for (const node of root.children as RootContent[]) {
    if (node.type === 'heading' && node.depth <= 2) inside = isPrerequisitesHeading(node);
    if (!inside) continue;
    found ??= new Set();
    const into = found;
    visit(node, 'inlineCode', (code) => {
      into.add(code.value.trim());
    });
  }
  return found;
}

/** Parses Markdown with the project's remark dialect and returns the parts examples are checked with. */
export function outlinePage(markdown: string): PageOutline {
  const root = parser.parse(markdown);
  const blocks: CodeBlock[] = [];
  const links: PageOutline['links'] = [];
  visit(root, (node) => {
    if (node.type === 'code') blocks.push(toBlock(node));
    if (node.type === 'link') links.push(toLink(node));
  });
  return { blocks, prerequisites: collectPrerequisites(root), links };
}

function toBlock(node: Code): CodeBlock {
  const meta = node.meta ?? '';
  return {
    lang: (node.lang ?? '').toLowerCase(),
    meta,
    value: node.value,
    markers: metaMarkers(meta),
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
  };
}

function toLink(node: Link): PageOutline['links'][number] {
  return { url: node.url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}
