import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { EXIT, visit } from './visit.js';
import type { VFile } from 'vfile';

/**
 * Parses the raw HTML writers type into elements, so that sanitizing sees it. rehype-raw re-reads
 * the whole tree through parse5, about a tenth of a page's Markdown time: a page without raw HTML,
 * most of them, keeps its tree as remark-rehype made it.
 */
export default function rehypeRawHtml() {
  const parse = rehypeRaw();
  return (tree: Root, file: VFile): Root => (hasRaw(tree) ? parse(tree, file) : tree);
}

function hasRaw(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}
