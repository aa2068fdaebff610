/** What the search index (src/node/search/) and the search dialog (src/client/search/) agree on. */

/** The search page: the site map the navbar's search box links to. */
export const SEARCH_ROUTE = '/buscar/';

/** Folder of the Pagefind index in the output; the dialog imports `<base>/pagefind/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** `meta.kind` of an entry: a docs section, or one kind of API reference entry. */
export const searchKinds = {
  page: 'Página',
  operation: 'Operação',
  schema: 'Esquema',
  parameter: 'Parâmetro',
} as const;
export type SearchKind = (typeof searchKinds)[keyof typeof searchKinds];

/**
 * The metadata every entry carries: its link, title, kind and where it lives (page title,
 * operation, schema).
 */
export interface SearchMeta {
  /**
   * The route and anchor to open (several entries may share it, so it is not the record's own URL).
   */
  url: string;
  title: string;
  kind: SearchKind;
  context: string;
}
