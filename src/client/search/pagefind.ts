import { SEARCH_DIR, searchRanking } from '../../shared/search.js';
import { withBase } from '../../shared/urls.js';

/** The part of Pagefind's browser API (`pagefind.js`, generated with the index) the dialog uses. */
export interface PagefindApi {
  options(options: {
    baseUrl?: string;
    excerptLength?: number;
    noWorker?: boolean;
    ranking?: { metaWeights?: Record<string, number> };
  }): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<PagefindSearch | null>;
  preload(term: string): Promise<void>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

export interface PagefindData {
  url: string;
  /** Text around the match with the matched words in `<mark>`; everything else must be escaped. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/**
 * Loads the index's script from the built site (not from the bundle: it is written with the index).
 * The URL is computed, so esbuild leaves this import alone.
 */
export async function importPagefind(baseUrl: string, attempt = 1): Promise<PagefindApi> {
  // A retry asks for a URL of its own: the browser keeps a failed module import for its URL.
  const retry = attempt > 1 ? `?tentativa=${attempt}` : '';
  const url = withBase(baseUrl, `/${SEARCH_DIR}/pagefind.js${retry}`);
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindApi;
  // Result URLs are routes; Pagefind prefixes them with the base URL. No web worker: for a docs
  // site's index the main thread answers in a few milliseconds, and the worker would be a second
  // copy of Pagefind's script to download plus a message round trip for every result.
  await pagefind.options({
    baseUrl: baseUrl || '/',
    excerptLength: 24,
    noWorker: true,
    ranking: searchRanking,
  });
  await pagefind.init();
  return pagefind;
}
