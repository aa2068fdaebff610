import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { sanitizeSchema } from '../../content/sanitize-schema.js';

/** Parses raw HTML, sanitizes it as the pages' HTML is, and writes it back: built once. */
const processor = unified()
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeStringify)
  .freeze();

/**
 * A sidebar `html` item's value, sanitized with the pages' schema: markup and links stay, scripts,
 * event handlers, styles and `javascript:` URLs go, so nothing in a sidebars file runs in a
 * reader's browser (and the page keeps its Content-Security-Policy).
 */
export function sanitizeItemHtml(value: string): string {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value }] };
  return processor.stringify(processor.runSync(tree));
}
