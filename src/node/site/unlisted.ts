import type { ResolvedSidebar, SidebarNode } from './sidebar.js';

/**
 * A sidebar without the unlisted docs (their routes): an unlisted doc is built and reachable by
 * its URL, but listed nowhere, as Docusaurus does in production. A category left empty stays (its
 * own page, if any, still leads somewhere).
 */
export function withoutUnlisted(
  sidebar: ResolvedSidebar,
  unlisted: ReadonlySet<string>,
): ResolvedSidebar {
  if (unlisted.size === 0) return sidebar;
  const prune = (nodes: readonly SidebarNode[]): SidebarNode[] =>
    nodes.flatMap((node): SidebarNode[] => {
      if (node.kind === 'doc') return unlisted.has(node.route) ? [] : [node];
      if (node.kind !== 'category') return [node];
      return [{ ...node, items: prune(node.items) }];
    });
  return { ...sidebar, items: prune(sidebar.items) };
}
