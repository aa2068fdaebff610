import type { Element, Root, Text } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import { createSlugger } from '../slug.js';

const HEADING = /^h[1-6]$/;
const CUSTOM_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

/**
 * Gives every heading a stable id: `{#custom-id}` when written, else an accent-folded slug; ids
 * already there are kept.
 */
export default function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    let slug = createSlugger();
    // A batch of spec descriptions is one document (describe.ts): each starts its slugs anew.
    const restart = file.data.slugsRestartAt;
    visit(tree, 'element', (node: Element) => {
      if (restart !== undefined && node.tagName === 'p' && textOf(node) === restart)
        slug = createSlugger();
      if (!HEADING.test(node.tagName)) return;
      // An id from the writer's HTML or a footnote section (prefixed by sanitizing) is kept.
      if (typeof node.properties.id === 'string' && node.properties.id !== '') return;
      const last = node.children.at(-1);
      if (last?.type === 'text') {
        const match = CUSTOM_ID.exec((last as Text).value);
        if (match) {
          (last as Text).value = (last as Text).value.slice(0, match.index);
          node.properties.id = match[1];
          return;
        }
      }
      node.properties.id = slug(textOf(node));
    });
  };
}
