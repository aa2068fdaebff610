import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { fill } from '../../../shared/i18n/message.js';
import { frameStrings } from './strings.js';
import { visit } from './visit.js';

const ANCHORED = new Set(['h2', 'h3', 'h4']);

/** Appends a `#` link to each h2–h4 so readers can copy a deep link. */
export default function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const { headingLink } = frameStrings(file);
    visit(tree, 'element', (node: Element) => {
      if (!ANCHORED.has(node.tagName) || typeof node.properties.id !== 'string') return;
      // The footnotes' visually hidden heading gets no visible link.
      if ((node.properties.className as string[] | undefined)?.includes('sr-only')) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['hash-link'],
          href: `#${node.properties.id}`,
          ariaLabel: fill(headingLink, { heading: textOf(node) }),
        },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
