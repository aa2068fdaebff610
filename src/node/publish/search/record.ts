import { searchKinds, type SearchMeta } from '../../../shared/search.js';
import type { SearchEntry } from './entries.js';

/**
 * What Pagefind indexes of an entry: its text, searched and excerpted, and its metadata, searched
 * with the weights of `searchRanking` (shared/search.ts) and shown with the result. The text leaves
 * out the title and keywords, so an excerpt never repeats them. A docs section's title is `title`,
 * an API entry's is `name`, which weighs less: guides explain what the reference only lists, so a
 * guide whose heading matches ranks among the operations whose summary does (for "envelope", the
 * guides' envelope sections come among the dozen operations that name one, not after them).
 */
export function searchRecord(entry: SearchEntry): {
  content: string;
  meta: Record<string, string>;
} {
  const meta: SearchMeta = {
    ...(entry.kind === searchKinds.page ? { title: entry.title } : { name: entry.title }),
    kind: entry.kind,
    context: entry.context,
    ...(entry.keywords ? { keywords: entry.keywords } : {}),
  };
  return {
    // An entry found by its title alone (a parameter without description) still needs text.
    content: entry.text || entry.title,
    meta: { ...meta },
  };
}
