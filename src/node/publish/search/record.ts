import {
  KIND_FILTER,
  searchKinds,
  VERSION_FILTER,
  type SearchMeta,
} from '../../../shared/search.js';
import type { SearchEntry } from './entries.js';
import { otherNumbers } from './plurals.js';

/**
 * What Pagefind indexes of an entry: its text, searched and excerpted, and its metadata, searched
 * with the weights of `searchRanking` (shared/search.ts) and shown with the result. The text leaves
 * out the title and keywords, so an excerpt never repeats them. A docs section's heading and an
 * operation's summary are `title`, another API entry's name is `name`; an operation's path words
 * are `path`, and it has the `kind` filter. The entry's words in their other number (plurals.ts)
 * are `variants`, so a search in either number finds it.
 */
export function searchRecord(entry: SearchEntry): {
  content: string;
  meta: Record<string, string>;
  filters?: Record<string, string[]>;
} {
  const filters = {
    // The dialog asks which results are operations before it loads them (KIND_FILTER).
    ...(entry.kind === searchKinds.operation ? { [KIND_FILTER]: [entry.kind] } : {}),
    ...(entry.version !== undefined ? { [VERSION_FILTER]: [entry.version] } : {}),
  };
  const variants = otherNumbers([entry.title, entry.text, entry.keywords ?? ''].join(' '));
  const meta: SearchMeta = {
    ...(entry.kind === searchKinds.page || entry.kind === searchKinds.operation
      ? { title: entry.title }
      : { name: entry.title }),
    kind: entry.kind,
    context: entry.context,
    ...(entry.keywords ? { keywords: entry.keywords } : {}),
    ...(entry.path ? { path: entry.path } : {}),
    ...(variants ? { variants } : {}),
  };
  return {
    // An entry found by its title alone (a parameter without description) still needs text.
    content: entry.text || entry.title,
    meta: { ...meta },
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}
