import type { Element, Root } from 'hast';
import { visit } from './visit.js';
import { decodePartOrKeep } from '../../util/decode-uri.js';

const PREFIX = 'user-content-';

/**
 * Sanitizing prefixes ids from writers' HTML and from footnotes with `user-content-` (against DOM
 * clobbering), but not the links to them. Points each same-page `#x` link, and footnote
 * `aria-describedby`, at `user-content-x` when only that id exists.
 */
export default function rehypeLocalAnchors() {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    });
    const fix = (id: string) => (!ids.has(id) && ids.has(PREFIX + id) ? PREFIX + id : id);
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('#')) {
        const id = decodePartOrKeep(href.slice(1));
        if (fix(id) !== id) node.properties.href = '#' + fix(id);
      }
      const described = node.properties.ariaDescribedBy;
      if (Array.isArray(described))
        node.properties.ariaDescribedBy = described.map((d) => fix(String(d)));
    });
  };
}
