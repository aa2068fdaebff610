import type { LinkModel } from '../../shared/view-models.js';
import { withBase } from '../../shared/urls.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { NavDoc } from './sidebar.js';

type Side = 'next' | 'prev';

/**
 * A doc's own previous/next (`pagination_prev`/`pagination_next`): a doc id, or `null` for none;
 * a side left unset follows the sidebar.
 */
export interface DocPagination {
  next?: string | null;
  prev?: string | null;
  file: string;
  /** Where each key is written. */
  at: Partial<Record<Side, { line: number; column: number }>>;
}

/** What pagination reads of a doc. */
export type PagedDoc = NavDoc & { unlisted: boolean; pagination: DocPagination | undefined };

/** Each `pagination_next`/`pagination_prev` that names no doc: an error at its line (DG2012). */
export function paginationProblems(docs: readonly PagedDoc[]): Diagnostic[] {
  const ids = new Set(docs.map((d) => d.id));
  return docs.flatMap((doc) => {
    const own = doc.pagination;
    if (!own) return [];
    return (['prev', 'next'] as const).flatMap((side): Diagnostic[] => {
      const id = own[side];
      if (typeof id !== 'string' || ids.has(id)) return [];
      return [
        {
          code: codes.paginationUnknownDoc,
          severity: 'error',
          ...said('paginationUnknownDoc', { side, id }),
          file: own.file,
          ...(own.at[side] ?? {}),
        },
      ];
    });
  });
}

/**
 * The previous/next links of a doc: its own where its front matter sets them (an unlisted doc
 * gives none, as Docusaurus does in production), else the sidebar's.
 */
export function pagination(
  doc: PagedDoc | undefined,
  sidebar: { prev: LinkModel | undefined; next: LinkModel | undefined },
  docs: ReadonlyMap<string, PagedDoc>,
  baseUrl: string,
): { prev: LinkModel | undefined; next: LinkModel | undefined } {
  const own = doc?.pagination;
  if (!own) return sidebar;
  const side = (s: Side): LinkModel | undefined => {
    const id = own[s];
    if (id === undefined) return sidebar[s];
    const target = id === null ? undefined : docs.get(id);
    if (!target || target.unlisted) return undefined;
    return { label: target.sidebarLabel, href: withBase(baseUrl, target.route), external: false };
  };
  return { prev: side('prev'), next: side('next') };
}
