/** What the search index (src/node/search/) and the search dialog (src/client/search/) agree on. */

/** The search page: the site map the navbar's search box links to. */
export const SEARCH_ROUTE = '/buscar/';

/** Folder of the Pagefind index in the output; the dialog imports `<base>/pagefind/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** The kind of an entry: a docs section, or one kind of API reference entry. */
export const searchKinds = {
  page: 'Página',
  operation: 'Operação',
  schema: 'Esquema',
  parameter: 'Parâmetro',
} as const;
export type SearchKind = (typeof searchKinds)[keyof typeof searchKinds];

/**
 * The metadata of an entry, all of it searched by Pagefind (each field with its weight in
 * `searchRanking`) and shown with the result: its title, kind and where it lives, and words that
 * find it without being shown.
 */
export interface SearchMeta {
  /** A docs section's title (its heading, or the page's title). */
  title?: string;
  /** An API entry's title: an operation's summary, a schema's, parameter's or property's name. */
  name?: string;
  kind: SearchKind;
  /** Where the entry lives: the page title, the operation, the schemas that have the property. */
  context: string;
  /** An operation's method, path and id; a nested property's path as words. */
  keywords?: string;
}

/**
 * Pagefind's ranking: a match in an entry's title counts most, a docs section's (`title`) more
 * than an API entry's (`name`, see src/node/search/record.ts); its keywords (an operation's
 * method, path, id and the fields it takes) as much as its text, its context less; its kind not at
 * all.
 */
export const searchRanking = {
  metaWeights: { title: 7, name: 5, keywords: 1, context: 0.5, kind: 0 },
} as const;

/**
 * A record's URL is its link, with `~n` added when several records share that link (an operation
 * and its parameters, a schema and its properties): Pagefind keeps one record per URL.
 */
export const recordUrl = (link: string, n: number) => (n === 1 ? link : `${link}~${n}`);

/** The link of a record, from its URL. */
export const recordLink = (url: string) => url.replace(/~\d+$/, '');
