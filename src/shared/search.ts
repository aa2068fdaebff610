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
 * A Pagefind filter operations have, valued with their kind: the dialog learns which results are
 * operations from a filtered search, before it loads them.
 */
export const KIND_FILTER = 'kind';

/**
 * A Pagefind filter every entry of a site of several versions has, valued with its version's
 * name: the dialog searches the version being read, or all of them when the reader widens it.
 */
export const VERSION_FILTER = 'version';

/**
 * The metadata of an entry, all of it searched by Pagefind (each field with its weight in
 * `searchRanking`) and shown with the result: its title, kind and where it lives, and words that
 * find it without being shown.
 */
export interface SearchMeta {
  /** A docs section's title (its heading, or the page's title), or an operation's summary. */
  title?: string;
  /** Another API entry's title: a schema's, parameter's or property's name. */
  name?: string;
  kind: SearchKind;
  /** Where the entry lives: the page title, the operation, the schemas that have the property. */
  context: string;
  /** An operation's method, id and fields; a nested property's path as words. */
  keywords?: string;
  /** An operation's path words: `envelopes send` for `/v1/envelopes/{envelope}/send`. */
  path?: string;
  /**
   * Its words in their other number (`notificações` for `notificação`), which Pagefind's stemmer
   * does not fold together: a search in either number finds it.
   */
  variants?: string;
}

/**
 * Pagefind's ranking: a match in an entry's title counts most: a docs section's heading and an
 * operation's summary (`title`) more than a schema's, parameter's or property's name (`name`). An
 * operation's path words (`path`) add to its summary, so "token" finds "Obter token de acesso"
 * (`/oauth/token`) before the operations that take a `{token}`; its other keywords (method, id,
 * fields) count half as much as its text, its context less, its kind not at all; its words in
 * their other number (`variants`) as much as its text. The dialog mixes the first results
 * (FIRST_OPERATIONS in src/client/search/dialog.ts), so the dozen operations a common word
 * matches do not push the guides out of view.
 */
export const searchRanking = {
  metaWeights: { title: 7, name: 5, path: 2, keywords: 0.5, variants: 1, context: 0.5, kind: 0 },
} as const;

/**
 * A record's URL is its link, with `~n` added when several records share that link (an operation
 * and its parameters, a schema and its properties): Pagefind keeps one record per URL.
 */
export const recordUrl = (link: string, n: number) => (n === 1 ? link : `${link}~${n}`);

/** The link of a record, from its URL. */
export const recordLink = (url: string) => url.replace(/~\d+$/, '');
