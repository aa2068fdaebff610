import { decodeHTMLStrict } from 'entities';

/**
 * Plain text of rendered HTML for the search index. The HTML comes from our own sanitizing
 * processor (or the escaped API reference), so a tag scanner is enough: no scripts, no comments
 * that hide markup. Diagrams (SVG), buttons ("Ampliar diagrama"), heading permalinks (`#`) and the
 * style of numbered code lines are left out: they are not prose.
 */
const DROPPED = new RegExp(
  [
    String.raw`<svg\b[\s\S]*?<\/svg>`,
    String.raw`<style\b[\s\S]*?<\/style>`,
    String.raw`<button\b[\s\S]*?<\/button>`,
    String.raw`<a class="hash-link"[^>]*>[\s\S]*?<\/a>`,
  ].join('|'),
  'gi',
);
/** Tags that end a block: a space keeps words on both sides apart (`<td>a</td><td>b</td>`). */
const BLOCK_TAGS =
  'p|div|li|ul|ol|h[1-6]|tr|td|th|table|pre|blockquote|section|details|summary|dt|dd|br';
const BLOCK_END = new RegExp(String.raw`<\/?(?:${BLOCK_TAGS})\b[^>]*>`, 'gi');
const TAG = /<[^>]+>/g;
/** `<p>Olá <code>routing_order</code> &#x26; mais</p>` → `Olá routing_order & mais`. */
export function htmlToText(html: string): string {
  const text = html.replace(DROPPED, ' ').replace(BLOCK_END, ' ').replace(TAG, '');
  return decodeHTMLStrict(text).replace(/\s+/g, ' ').trim();
}

/**
 * Sample values nobody searches for (UUIDs, tokens, hashes: long words mixing letters and digits)
 * only make the index bigger, and the index is what a first query downloads.
 */
const WORD = String.raw`[\p{L}\p{N}_-]`;
const NOISE = new RegExp(
  String.raw`(?<!${WORD})(?=${WORD}*\p{N})(?=${WORD}*\p{L})${WORD}{16,}(?!${WORD})`,
  'gu',
);

const CODE_BLOCK = /<pre\b[\s\S]*?<\/pre>/gi;

/**
 * Request and response headers every HTTP example repeats (`Host: api…`, `Authorization: Bearer
 * <token>`, `Content-Type: application/json`): in every docs section with an example, they would
 * match a search for "bearer" or "json" and fill the index and each result's fragment.
 */
const BOILERPLATE_HEADER =
  /^\s*(host|authorization|content-type|accept|content-length|user-agent|connection):.*$/gim;

/**
 * A code block's distinct words, less its boilerplate headers: its field names stay findable, its
 * repetition costs nothing.
 */
const codeWords = (block: string) => {
  // Tags off, entities kept: htmlToText decodes them once (a `&lt;token&gt;` is no tag).
  const lines = block.replace(TAG, '');
  const words = htmlToText(lines.replace(BOILERPLATE_HEADER, ' ')).split(' ');
  return ` ${[...new Set(words)].join(' ')} `;
};

/**
 * Text for the index: `htmlToText` with each code block reduced to its distinct words and without
 * sample identifiers. The index is what a first query downloads, so repetition is expensive.
 */
export function searchableText(html: string): string {
  return htmlToText(html.replace(CODE_BLOCK, codeWords))
    .replace(NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
