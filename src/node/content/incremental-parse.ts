import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { Point, Position } from 'unist';

/*
 * Incremental parsing for watch mode. A save changes a few lines of a page, and micromark re-reads
 * the whole page at about 1 MB/s (6 ms for a 5 KB page, most of a one-page rebuild). Here only the
 * top-level blocks around the change are parsed again: the blocks before it and after it are taken
 * from the page's previous tree, moved to their new lines. The result is the tree a full parse
 * gives, positions included (test/unit/content/incremental-parse.test.ts compares the two on random
 * pages and edits); where that cannot be shown cheaply, the page is parsed whole.
 *
 * Why a block can be kept: micromark reads a page from the top, and a top-level block starts only
 * where nothing before it is still open. The blocks before the change are kept up to one that
 * starts after a blank line with a character that cannot continue anything open then (no indent,
 * no list marker): the text before it is the same as before, so nothing there reads differently.
 * The blocks after the change are kept from one that starts the same way, once the re-parsed part
 * is shown to leave nothing open before it: a line of text put there parses as a paragraph of its
 * own. Link and footnote definitions make a page's parts depend on each other wherever they are,
 * so a page with any (`]:` anywhere) is parsed whole.
 */

/** What a page's previous parse left: its text and its tree as parsed, never handed out. */
interface Parsed {
  doc: string;
  children: readonly RootContent[];
  end: Point;
}

type Parse = (doc: string) => Root;

/** A line of text parsed after the re-parsed part: a paragraph of its own if nothing is open. */
const SENTINEL = 'x';

/** Could hold a definition (`[a]: url`, `[^a]: note`): such a page is parsed whole. */
const mayDefine = (doc: string) => doc.includes(']:');

/**
 * Whether a top-level block starting at `at` reads the same whatever came before it: `at` starts a
 * line, the line before is blank, and its first character starts a new block (a letter, a heading,
 * a fence, HTML, a directive, a table row…): no indent, list marker, quote or digit.
 */
function startsFresh(doc: string, at: number): boolean {
  if (at <= 0 || at >= doc.length) return false;
  if (!/[\p{L}#`~<:!|_[("']/u.test(doc[at]!)) return false;
  let i = at - 1;
  if (doc[i] !== '\n' && doc[i] !== '\r') return false;
  // The line ending of the blank line, then its spaces, then the line ending before it.
  if (doc[i] === '\n' && doc[i - 1] === '\r') i--;
  i--;
  while (doc[i] === ' ' || doc[i] === '\t') i--;
  return i < 0 || doc[i] === '\n' || doc[i] === '\r';
}

const lineEndings = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** A copy of a parsed node, its positions moved by `lines` and `offset` (columns stay). */
function moved<T>(value: T, lines: number, offset: number): T {
  if (Array.isArray(value)) return value.map((item) => moved(item, lines, offset)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    copy[key] =
      key === 'position' && field
        ? movedPosition(field as Position, lines, offset)
        : moved(field, lines, offset);
  }
  return copy as T;
}

const movedPoint = (point: Point, lines: number, offset: number): Point => ({
  line: point.line + lines,
  column: point.column,
  offset: point.offset === undefined ? undefined : point.offset + offset,
});

const movedPosition = (position: Position, lines: number, offset: number): Position => ({
  start: movedPoint(position.start, lines, offset),
  end: movedPoint(position.end, lines, offset),
});

const startOf = (node: RootContent) => node.position?.start.offset ?? -1;

/** The length of the text `a` and `b` begin with, and of the text they end with after that. */
function commonEnds(a: string, b: string): { prefix: number; suffix: number } {
  const most = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < most && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < most - prefix &&
    a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)
  )
    suffix++;
  return { prefix, suffix };
}

/**
 * The tree of `doc` from the previous parse of the same page, re-parsing only the blocks around
 * the change; undefined where that is not shown to give a full parse's tree.
 */
export function reparse(previous: Parsed, doc: string, parse: Parse): Root | undefined {
  if (mayDefine(doc) || mayDefine(previous.doc)) return undefined;
  const old = previous.children;
  const { prefix, suffix } = commonEnds(previous.doc, doc);
  const delta = doc.length - previous.doc.length;

  // Kept before: old[0, first), the last block starting fresh within the unchanged beginning.
  let first = 0;
  for (let i = old.length - 1; i > 0; i--) {
    const at = startOf(old[i]!);
    if (at <= prefix && startsFresh(doc, at)) {
      first = i;
      break;
    }
  }
  const from = first === 0 ? 0 : startOf(old[first]!);
  // Kept after: old[last, end), the first block within the unchanged end that starts fresh, before
  // the change and after it.
  let last = old.length;
  for (let i = first; i < old.length; i++) {
    const at = startOf(old[i]!);
    if (
      at >= previous.doc.length - suffix &&
      at + delta > from &&
      startsFresh(previous.doc, at) &&
      startsFresh(doc, at + delta)
    ) {
      last = i;
      break;
    }
  }
  if (first === 0 && last === old.length) return undefined;

  const to = last === old.length ? doc.length : startOf(old[last]!) + delta;
  const fromLine = first === 0 ? 1 : old[first]!.position!.start.line;
  const part = doc.slice(from, to);
  const parsed = parse(last === old.length ? part : part + SENTINEL);
  const middle = parsed.children;
  if (last < old.length) {
    const sentinel = middle.pop();
    if (sentinel?.type !== 'paragraph' || startOf(sentinel) !== part.length) return undefined;
  }
  const middleEnd = movedPoint(parsed.position!.end, fromLine - 1, from);
  // How many lines the blocks kept after the change moved by.
  const linesAfter = fromLine + lineEndings(part) - (old[last]?.position?.start.line ?? 0);
  return {
    type: 'root',
    children: [
      ...moved(old.slice(0, first), 0, 0),
      ...moved(middle, fromLine - 1, from),
      ...moved(old.slice(last), linesAfter, delta),
    ],
    position: {
      start: { line: 1, column: 1, offset: 0 },
      end: last === old.length ? middleEnd : movedPoint(previous.end, linesAfter, delta),
    },
  };
}

/**
 * How many pages' previous parses are kept (the most recently parsed): a tree takes about ten times
 * its page's size, and a writer edits a few pages at a time.
 */
export const KEPT_PAGES = 64;

/**
 * A unified plugin, used after remark-parse: each page (by its file's path) is parsed
 * incrementally from its previous parse. For a watch session's processor, which sees the same
 * pages again and again; a build parses each page once and has no use for it.
 */
export function incrementalParse(this: Processor): void {
  const parse = this.parser;
  if (!parse) return;
  const pages = new Map<string, Parsed>();
  this.parser = (doc, file) => {
    const key = file.path;
    const previous = key ? pages.get(key) : undefined;
    const tree =
      (previous && reparse(previous, doc, (text) => parse(text, file) as Root)) ??
      (parse(doc, file) as Root);
    if (key) {
      pages.delete(key);
      pages.set(key, {
        doc,
        children: moved(tree.children, 0, 0),
        end: movedPoint(tree.position?.end ?? { line: 1, column: 1, offset: 0 }, 0, 0),
      });
      if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value!);
    }
    return tree;
  };
}
