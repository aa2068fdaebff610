import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isExternal, withBase } from '../../../shared/urls.js';

/**
 * Rewrites links to final URLs: relative `.md` links to the target's route, site-absolute routes
 * with the baseUrl. External links get rel="noopener noreferrer". Every link is recorded with its
 * position for the link check.
 */
export default function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.linkContext;
    const links: NonNullable<VFile['data']['links']> = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      if (href.startsWith('#')) {
        links.push({ href, line: node.position?.start.line, column: node.position?.start.column });
        return;
      }
      if (isExternal(href)) {
        if (/^https?:/i.test(href)) node.properties.rel = ['noopener', 'noreferrer'];
        return;
      }
      if (!context) return;
      const [target = '', hash] = href.split('#', 2);
      let route: string | undefined;
      if (/\.md$/.test(target) && !target.startsWith('/')) {
        const rel = path.posix.normalize(path.posix.join(path.posix.dirname(context.relPath), decodeURI(target)));
        route = context.routeOf(rel) ?? '/' + rel;
      } else if (target.startsWith('/')) {
        route = target;
      }
      if (route === undefined) return;
      const full = hash !== undefined ? `${route}#${hash}` : route;
      links.push({ href: full, line: node.position?.start.line, column: node.position?.start.column });
      node.properties.href = withBase(context.baseUrl, full);
    });
    file.data.links = links;
  };
}
