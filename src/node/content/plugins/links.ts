import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import type { LinkContext } from '../data.js';
import { isExternal, normalizeRoute, withBase } from '../../../shared/urls.js';
import { decodePathOrKeep } from '../../util/decode-uri.js';

/**
 * The site route (with its `#hash`) an internal href written on a page points at: `.md` and `.mdx`
 * links (relative, or from the content root) to the target's route, site routes normalised, other
 * relative links (`../guides/webhooks`) resolved as Docusaurus does: against the page's URL without
 * its trailing slash. Undefined for external links and what cannot be resolved.
 * The Markdown copies (`src/node/publish/`) resolve their links with it too.
 */
export function resolveSiteHref(
  href: string,
  context: Pick<LinkContext, 'relPath' | 'routeOf' | 'route'>,
): string | undefined {
  if (isExternal(href) || href.startsWith('#')) return undefined;
  const [target = '', hash] = href.split('#', 2);
  let route: string | undefined;
  if (/\.mdx?$/.test(target)) {
    const rel = target.startsWith('/')
      ? decodePathOrKeep(target).slice(1)
      : path.posix.normalize(
          path.posix.join(path.posix.dirname(context.relPath), decodePathOrKeep(target)),
        );
    route = context.routeOf(rel) ?? '/' + rel;
  } else if (target.startsWith('/')) {
    route = normalizeRoute(target);
  } else if (target !== '' && context.route !== undefined) {
    // `../guides/webhooks`: resolved as Docusaurus serves the page, without its trailing slash,
    // so from /docs/sdk/install/ it is /docs/guides/webhooks/, where Docusaurus's link leads.
    const page = context.route.replace(/\/$/, '') || '/';
    route = normalizeRoute(path.posix.join(path.posix.dirname(page), target));
  }
  if (route === undefined) return undefined;
  return hash !== undefined ? `${route}#${hash}` : route;
}

/**
 * Rewrites links to final URLs: `.md` links (relative, or from the content root) to the target's
 * route, site routes normalised and prefixed with the baseUrl. External links get
 * rel="noopener noreferrer". Every link is recorded with its position for the link check.
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
      const full = resolveSiteHref(href, context);
      if (full === undefined) return;
      links.push({
        href: full,
        line: node.position?.start.line,
        column: node.position?.start.column,
      });
      node.properties.href = withBase(context.baseUrl, full);
    });
    file.data.links = links;
  };
}
