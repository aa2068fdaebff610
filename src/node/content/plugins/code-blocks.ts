import type { Element, ElementContent, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP, visit } from './visit.js';
import { attr } from '../../../shared/attributes.js';
import type { VFile } from 'vfile';
import { measure } from '../busy-time.js';
import type { CodeHighlighter } from '../highlighter.js';

export interface CodeMeta {
  title: string | undefined;
  /** 1-based line numbers to highlight. */
  lines: Set<number>;
  /** The number of the first line when the block shows line numbers (`showLineNumbers[=N]`). */
  lineNumbersFrom: number | undefined;
  /** A `showLineNumbers=…` whose value is not a whole number (counted from 1 instead). */
  badLineNumbers?: string;
}

/** Reads a fence's meta: `title="Obter token" {2,4-5} showLineNumbers=10`. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const numbers = /(?:^|\s)showLineNumbers(?:=(\S*))?(?=\s|$)/.exec(meta ?? '');
  const from = numbers?.[1];
  const valid = from === undefined || /^\d{1,6}$/.test(from);
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  const lines = new Set<number>();
  for (const range of /\{([\d,\s-]+)\}/.exec(meta ?? '')?.[1]?.split(',') ?? []) {
    const [from, to = from] = range.trim().split('-').map(Number);
    if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let n = from; n <= Math.min(to, from + 10_000); n++) lines.add(n);
  }
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    lines,
    lineNumbersFrom: numbers ? (valid && from !== undefined ? Number(from) : 1) : undefined,
    ...(valid ? {} : { badLineNumbers: from }),
  };
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

/**
 * Marks the highlighted lines, and numbers each line when the block shows numbers: `data-line`,
 * which markdown.css shows in a `::before` (generated content is neither selected nor copied, and
 * needs no inline style, which the CSP refuses).
 */
function markLines(pre: Element, lines: ReadonlySet<number>, from: number | undefined): void {
  if (lines.size === 0 && from === undefined) return;
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const rows = (code?.children ?? []).filter(
    (c): c is Element => c.type === 'element' && classesOf(c).includes('line'),
  );
  rows.forEach((row, i) => {
    if (lines.has(i + 1)) {
      row.properties.className = [...classesOf(row), 'highlighted'];
      delete row.properties.class;
    }
    if (from !== undefined) row.properties.dataLine = String(from + i);
  });
  if (from !== undefined) {
    // Room for the widest number, so that the code's first column lines up.
    const digits = Math.max(2, String(from + Math.max(rows.length - 1, 0)).length);
    pre.properties.className = [...classesOf(pre), 'line-numbers', `line-numbers--${digits}`];
    delete pre.properties.class;
  }
}

/**
 * The style of numbered lines, as one `<style>` block before a page's first numbered block: only
 * the pages with `showLineNumbers` carry it (the site's stylesheet, and so every other page, stays
 * as it was), and the CSP allows it by its hash, as it does every `<style>` block of a page. Each
 * number is its line's `data-line`, shown as generated content, which is neither selected nor
 * copied; the muted text colour is AA on the code's background, highlighted lines included, in both
 * themes.
 */
export const LINE_NUMBERS_CSS = [
  '.code-block pre.line-numbers .line::before{content:attr(data-line);display:inline-block;' +
    'min-width:2ch;margin-right:1rem;color:var(--text-muted);text-align:right;user-select:none}',
  ...[3, 4, 5, 6, 7].map(
    (n) => `.code-block pre.line-numbers--${n} .line::before{min-width:${n}ch}`,
  ),
].join('');

/** The lines a block's magic comments highlight (remarkCodeMeta's `data-highlight`). */
function commentLines(code: Element): number[] {
  const value = code.properties.dataHighlight;
  return typeof value === 'string' ? value.split(',').map(Number) : [];
}

/** A page's code blocks: each `<pre>` with its `<code>` and where it sits. */
function codeBlocksOf(tree: Root) {
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
  return blocks;
}

const codeText = (code: Element) => textOf(code).replace(/\n$/, '');

/**
 * Sends the page's code blocks to the highlighter as soon as the page is parsed, so that shiki's
 * worker highlights them while this thread goes on with this page's plugins and the other pages;
 * rehypeCodeBlocks, last, takes each result (by its `<code>` element) and sends again any block the
 * plugins between made anew or changed.
 */
export function rehypeCodeBlocksStart(options: { highlighter?: CodeHighlighter | undefined } = {}) {
  return (tree: Root, file: VFile) => {
    const { highlighter } = options;
    if (!highlighter) return;
    const started = new Map<Element, { text: string; pre: Promise<Element> }>();
    for (const { code } of codeBlocksOf(tree)) {
      const text = codeText(code);
      const pre = highlighter.highlight(text, languageOf(code));
      // Awaited by rehypeCodeBlocks; a block the plugins between dropped is never awaited.
      pre.catch(() => undefined);
      started.set(code, { text, pre });
    }
    file.data.highlighting = started;
  };
}

/**
 * Highlights fenced code at build time (one markup, both themes via CSS variables) and wraps it
 * with its title in a `data-copy` block the client script gives a copy button.
 */
export default function rehypeCodeBlocks(
  options: { highlighter?: CodeHighlighter | undefined } = {},
) {
  return async (tree: Root, file: VFile) => {
    const blocks = codeBlocksOf(tree);
    const started = file.data.highlighting;
    delete file.data.highlighting;
    if (blocks.length === 0) return;
    // Highlighting is a wait (shiki runs in its worker), which other pages' work overlaps.
    const { highlighter } = options;
    const highlighted = (code: Element) => {
      const text = codeText(code);
      const early = started?.get(code);
      // A block whose text a plugin in between changed is highlighted again.
      return early?.text === text ? early.pre : highlighter!.highlight(text, languageOf(code));
    };
    const pres = await Promise.all(
      blocks.map(({ node, code }) =>
        highlighter ? highlighted(code) : { ...node, children: [{ ...code, properties: {} }] },
      ),
    );
    measure(file, () => {
      let styled = false;
      blocks.forEach(({ node, code, parent, index }, i) => {
        const block = codeBlock(node, code, pres[i]!, highlighter);
        if (!styled && pres[i]!.properties.className?.toString().includes('line-numbers')) {
          block.children.unshift({
            type: 'element',
            tagName: 'style',
            properties: {},
            children: [{ type: 'text', value: LINE_NUMBERS_CSS }],
          });
          styled = true;
        }
        parent.children[index] = block;
      });
    });
  };
}

/** The block around `pre`, the code's `<pre>` (highlighted, or as written). */
function codeBlock(
  node: Element,
  code: Element,
  pre: Element,
  highlighter: CodeHighlighter | undefined,
): Element {
  const lang = languageOf(code);
  const meta = parseCodeMeta(
    typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined,
  );
  // Scrollable code must be reachable by keyboard.
  delete pre.properties.tabindex;
  pre.properties.tabIndex = 0;
  markLines(pre, new Set([...meta.lines, ...commentLines(code)]), meta.lineNumbersFrom);
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
