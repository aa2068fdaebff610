import { describe, expect, it } from 'vitest';
import {
  pagination,
  paginationProblems,
  type PagedDoc,
} from '../../../src/node/site/pagination.js';
import { withoutUnlisted } from '../../../src/node/site/unlisted.js';

const doc = (id: string, extra: Partial<PagedDoc> = {}): PagedDoc => ({
  id,
  route: `/docs/${id}/`,
  title: id,
  sidebarLabel: `Rótulo ${id}`,
  description: '',
  position: undefined,
  dir: '.',
  file: `${id}.md`,
  unlisted: false,
  pagination: undefined,
  ...extra,
});
const link = (label: string) => ({ label, href: `/x/${label}/`, external: false });

describe('pagination from front matter', () => {
  const own = (next: string | null | undefined, prev?: string | null) => ({
    pagination: {
      ...(next === undefined ? {} : { next }),
      ...(prev === undefined ? {} : { prev }),
      file: '/c/a.md',
      at: { next: { line: 4, column: 1 } },
    },
  });

  it("links a doc id, hides with null, and keeps the sidebar's side left unset", () => {
    const target = doc('guias/b');
    const docs = new Map([
      [target.id, target],
      ['oculto', doc('oculto', { unlisted: true })],
    ]);
    const sidebar = { prev: link('p'), next: link('n') };
    expect(pagination(doc('a', own('guias/b')), sidebar, docs, '/base/')).toEqual({
      prev: sidebar.prev,
      next: { label: 'Rótulo guias/b', href: '/base/docs/guias/b/', external: false },
    });
    expect(pagination(doc('a', own(undefined, null)), sidebar, docs, '/')).toEqual({
      prev: undefined,
      next: sidebar.next,
    });
    // An unlisted target gives no link, as in Docusaurus's production build.
    expect(pagination(doc('a', own('oculto')), sidebar, docs, '/').next).toBeUndefined();
  });

  it('reports an unknown doc id at its key (DG2012)', () => {
    expect(paginationProblems([doc('a', own('sumiu')), doc('b')])).toEqual([
      expect.objectContaining({
        code: 'DG2012',
        severity: 'error',
        file: '/c/a.md',
        line: 4,
        column: 1,
        message: 'Front matter "pagination_next" names unknown doc id "sumiu"',
      }),
    ]);
  });
});

describe('unlisted docs', () => {
  it('are out of the sidebar, in categories too', () => {
    const sidebar = {
      id: 's',
      diagnostics: [],
      items: [
        { kind: 'doc' as const, label: 'A', route: '/docs/a/', docId: 'a' },
        {
          kind: 'category' as const,
          label: 'C',
          collapsed: false,
          collapsible: true,
          items: [{ kind: 'doc' as const, label: 'B', route: '/docs/b/', docId: 'b' }],
        },
      ],
    };
    expect(withoutUnlisted(sidebar, new Set(['/docs/b/'])).items).toEqual([
      sidebar.items[0],
      { ...sidebar.items[1], items: [] },
    ]);
    expect(withoutUnlisted(sidebar, new Set())).toBe(sidebar);
  });
});
