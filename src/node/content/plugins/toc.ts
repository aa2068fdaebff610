import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from './visit.js';
import type { VFile } from 'vfile';

/** Collects the headings in the configured level range into `file.data.toc`, and the first h1. */
export default function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const { min, max } = file.data.tocLevels ?? { min: 2, max: 3 };
    const toc: NonNullable<VFile['data']['toc']> = [];
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!depth) return;
      // The text without the `#` anchor link that heading-anchors appended.
      const text = textOf({
        ...node,
        children: node.children.filter(
          (c) =>
            !(
              c.type === 'element' &&
              (c.properties.className as string[] | undefined)?.includes('hash-link')
            ),
        ),
      }).trim();
      if (depth === '1' && file.data.firstHeading === undefined) file.data.firstHeading = text;
      const hidden = (node.properties.className as string[] | undefined)?.includes('sr-only');
      if (
        !hidden &&
        Number(depth) >= min &&
        Number(depth) <= max &&
        typeof node.properties.id === 'string'
      ) {
        toc.push({ depth: Number(depth), id: node.properties.id, text });
      }
    });
    file.data.toc = toc;
  };
}
