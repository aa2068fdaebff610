import { uiStrings, type UiStrings } from '../../shared/i18n/catalogue.js';
import { fill } from '../../shared/i18n/message.js';
import { withBase } from '../../shared/urls.js';
import type { ApiPageModel, SearchPageModel, SiteMapLinkModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { anchors } from '../openapi/ids.js';
import { searchRoute, type Frame } from './frame.js';
import { flattenSidebar, type ResolvedSidebar, type SidebarNode } from './sidebar.js';

export interface SearchPageInput {
  sidebars: readonly ResolvedSidebar[];
  apiPages: readonly ApiPageModel[];
  frame: Frame;
}

/** Docs links of a sidebar: the loose docs first, then one group per top-level category. */
function docsGroups(
  config: ResolvedConfig,
  sidebar: ResolvedSidebar,
  s: UiStrings,
): SearchPageModel['groups'] {
  const link = (e: { label: string; route: string }): SiteMapLinkModel => ({
    label: e.label,
    href: withBase(config.baseUrl, e.route),
    detail: undefined,
  });
  const loose = sidebar.items.filter((n) => n.kind === 'doc');
  const categories = sidebar.items.filter(
    (n): n is SidebarNode & { kind: 'category' } => n.kind === 'category',
  );
  return [
    ...(loose.length > 0
      ? [{ title: s.frame.docs, href: undefined, links: flattenSidebar(loose).map(link) }]
      : []),
    ...categories.map((c) => {
      const own = c.index?.route ?? c.docRoute;
      return {
        title: c.label,
        href: own ? withBase(config.baseUrl, own) : undefined,
        links: flattenSidebar(c.items).map(link),
      };
    }),
  ];
}

/** API links: one group per tag (and webhooks), each operation linked to its anchor. */
function apiGroups(
  config: ResolvedConfig,
  pages: readonly ApiPageModel[],
  s: UiStrings,
): SearchPageModel['groups'] {
  return pages.flatMap((page) => {
    const href = (id: string) => withBase(config.baseUrl, `${page.route}#${anchors.operation(id)}`);
    const groups = page.api.tags.map((t) => ({
      title: fill(s.pages.siteMapApi, { tag: t.name }),
      ops: t.operations,
      anchor: anchors.tag(t.slug),
    }));
    if (page.api.webhooks.length > 0)
      groups.push({
        title: s.pages.siteMapWebhooks,
        ops: page.api.webhooks,
        anchor: 'secao/webhooks',
      });
    return groups.map((g) => ({
      title: g.title,
      href: withBase(config.baseUrl, `${page.route}#${g.anchor}`),
      links: g.ops.map((op) => ({
        label: op.summary || op.path,
        href: href(op.id),
        detail: `${op.method.toUpperCase()} ${op.path}`,
      })),
    }));
  });
}

/**
 * The search page (`/buscar/` in pt-BR), where the navbar's search box leads without JavaScript:
 * it says how to find content and lists every docs page and API operation, so the box is never a
 * dead control.
 */
export function planSearchPage(config: ResolvedConfig, input: SearchPageInput): SearchPageModel {
  const s = uiStrings(config.locale, config.strings);
  return {
    ...input.frame(searchRoute(config), {
      title: s.pages.searchHeadTitle,
      description: s.pages.searchDescription,
    }),
    layout: 'search',
    groups: [
      ...input.sidebars.flatMap((sidebar) => docsGroups(config, sidebar, s)),
      ...apiGroups(config, input.apiPages, s),
    ],
  };
}
