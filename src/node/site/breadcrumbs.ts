import type { UiStrings } from '../../shared/i18n/catalogue.js';
import { withBase } from '../../shared/urls.js';
import type { BreadcrumbModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SidebarNode } from './sidebar.js';

/**
 * A docs page's breadcrumbs: the docs overview, then each category the page sits in (linked when
 * the category has a page of its own), then the page itself, current. The overview itself has
 * none; a page outside the sidebar gets the overview and itself.
 */
export function breadcrumbsFor(
  route: string,
  title: string,
  sidebar: readonly SidebarNode[],
  site: Pick<ResolvedConfig, 'baseUrl' | 'docsRoute'>,
  strings: Pick<UiStrings, 'frame'>,
): BreadcrumbModel[] {
  const { baseUrl, docsRoute } = site;
  // The docs overview (`docsRoute`) is the first crumb of every docs page.
  if (route === docsRoute) return [];
  const trail = categoriesAbove(route, sidebar) ?? [];
  const crumbs: BreadcrumbModel[] = [
    { label: strings.frame.docs, href: withBase(baseUrl, docsRoute), current: false },
  ];
  for (const category of trail) {
    const own = category.index?.route ?? category.docRoute;
    crumbs.push({
      label: category.label,
      href: own ? withBase(baseUrl, own) : undefined,
      current: own === route,
    });
  }
  // A category's own page is that category's crumb; any other page is a crumb of its own.
  if (!crumbs.at(-1)!.current)
    crumbs.push({ label: title, href: withBase(baseUrl, route), current: true });
  return crumbs;
}

type Category = SidebarNode & { kind: 'category' };

/**
 * The categories from the top of the sidebar down to the page at `route` (a category's own page
 * counts as inside it); undefined when the sidebar does not list the page.
 */
function categoriesAbove(route: string, nodes: readonly SidebarNode[]): Category[] | undefined {
  for (const node of nodes) {
    if (node.kind === 'doc' && node.route === route) return [];
    if (node.kind !== 'category') continue;
    if ((node.index?.route ?? node.docRoute) === route) return [node];
    const inner = categoriesAbove(route, node.items);
    if (inner) return [node, ...inner];
  }
  return undefined;
}
