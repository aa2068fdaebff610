import type { Element, ElementContent, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP, visit } from './visit.js';
import { attr } from '../../../shared/attributes.js';
import type { VFile } from 'vfile';
import { measure } from '../busy-time.js';
import type { CodeHighlighter, LoadedHighlighter } from '../highlighter.js';

export interface CodeMeta {
  title: string | undefined;
  /** 1-based line numbers to highlight. */
  lines: Set<number>;
}

/** Reads a fence's meta: `title="Obter token" {2,4-5}`. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  const lines = new Set<number>();
  for (const range of /\{([\d,\s-]+)\}/.exec(meta ?? '')?.[1]?.split(',') ?? []) {
    const [from, to = from] = range.trim().split('-').map(Number);
    if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let n = from; n <= Math.min(to, from + 10_000); n++) lines.add(n);
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, lines };
}

const languageOf = (code: Element) =>
  classesOf(code)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);

/** Classes of an element, whether set as hast `className` or as shiki's plain `class` string. */
function classesOf(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  return Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(/\s+/)
      : [];
}

function markLines(pre: Element, lines: Set<number>): void {
  if (lines.size === 0) return;
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const rows = (code?.children ?? []).filter(
    (c): c is Element => c.type === 'element' && classesOf(c).includes('line'),
  );
  rows.forEach((row, i) => {
    if (!lines.has(i + 1)) return;
    row.properties.className = [...classesOf(row), 'highlighted'];
    delete row.properties.class;
  });
}

/**
 * Highlights fenced code at build time (one markup, both themes via CSS variables) and wraps it
 * with its title in a `data-copy` block the client script gives a copy button.
 */
export default function rehypeCodeBlocks(
  options: { highlighter?: CodeHighlighter | undefined } = {},
) {
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Element; code: Element; parent: Element | Root; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent: Element | Root | undefined) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find(
        (c): c is Element => c.type === 'element' && c.tagName === 'code',
      );
      if (!code || languageOf(code) === 'mermaid') return;
      blocks.push({ node, code, parent, index });
      return SKIP;
    });
    if (blocks.length === 0) return;
    // Loading shiki (on the build's first block) is a wait, which other pages' work overlaps;
    // highlighting is this page's work.
    const highlighter = await options.highlighter?.load();
    measure(file, () => {
      for (const { node, code, parent, index } of blocks)
        parent.children[index] = codeBlock(node, code, highlighter);
    });
  };
}

function codeBlock(
  node: Element,
  code: Element,
  highlighter: LoadedHighlighter | undefined,
): Element {
  const lang = languageOf(code);
  const meta = parseCodeMeta(
    typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined,
  );
  const text = textOf(code).replace(/\n$/, '');
  const pre: Element = highlighter
    ? highlighter.highlight(text, lang)
    : { ...node, children: [{ ...code, properties: {} }] };
  // Scrollable code must be reachable by keyboard.
  delete pre.properties.tabindex;
  pre.properties.tabIndex = 0;
  markLines(pre, meta.lines);
  const children: ElementContent[] = [];
  if (meta.title)
    children.push({
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block__title'] },
      children: [{ type: 'text', value: meta.title }],
    });
  children.push(pre);
  const known = highlighter?.languageOf(lang);
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['code-block'],
      [attr.copy]: '',
      ...(known ? { dataLanguage: known } : {}),
    },
    children,
    ...(node.position ? { position: node.position } : {}),
  };
}
