import type { ApiPageModel } from '../../../shared/view-models.js';
import type { ContentPage } from '../../types.js';
import { apiEntries } from './api-entries.js';
import { docsEntries, type SearchEntry } from './entries.js';

export { buildSearchIndex, type SearchIndex } from './pagefind-index.js';

/** Everything the search finds: the sections of the docs, then the API reference's entries. */
export function searchEntries(
  content: readonly ContentPage[],
  apiPages: readonly ApiPageModel[],
): SearchEntry[] {
  return [...docsEntries(content), ...apiEntries(apiPages)];
}
