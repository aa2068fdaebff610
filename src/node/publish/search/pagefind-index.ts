import { recordUrl, SEARCH_DIR } from '../../../shared/search.js';
import type { OutputFile } from '../../types.js';
import { codes } from '../../diagnostics/codes.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { loadEsbuild, loadPagefind, serviceWork } from '../../services.js';
import type { SearchEntry } from './entries.js';
import { searchRecord } from './record.js';

/** The Pagefind files a search needs; its bundled UIs and the highlight script are not used. */
const NEEDED = new RegExp(
  String.raw`^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|` +
    String.raw`wasm\.[^/]+\.pagefind|index\/.+|fragment\/.+|filter\/.+)$`,
);

export interface SearchIndex {
  files: OutputFile[];
  diagnostics: Diagnostic[];
}

/**
 * Indexes the entries with Pagefind (its binary runs as a service in its own process) and returns
 * the index files in memory, for the build's one writer. Portuguese stemming comes from `pt`;
 * accents are folded at query time by Pagefind's client.
 */
export async function buildSearchIndex(entries: readonly SearchEntry[]): Promise<SearchIndex> {
  try {
    return await serviceWork(() => indexEntries(entries));
  } catch (error) {
    // The binary is missing for this platform, or its process died: the site still builds, without
    // search.
    return failed([error instanceof Error ? error.message : String(error)]);
  }
}

/**
 * Starts Pagefind's process ahead of the index, while the build does other work: started only once
 * the entries were ready, it added 0.2 s to the end of this site's build. A failure here is left
 * to `buildSearchIndex`, which meets it again and reports it.
 */
export function startSearchService(): Promise<void> {
  return serviceWork(async () => {
    const pagefind = await loadPagefind();
    const created = await pagefind.createIndex({ forceLanguage: 'pt' });
    await created.index?.deleteIndex();
  });
}

async function indexEntries(entries: readonly SearchEntry[]): Promise<SearchIndex> {
  // Loaded on first use: the service binary starts only for builds that index.
  const pagefind = await loadPagefind();
  const created = await pagefind.createIndex({ forceLanguage: 'pt' });
  if (!created.index) return failed(created.errors);
  const index = created.index;
  try {
    const ids = recordIds(entries);
    const added = await Promise.all(
      entries.map((e, i) =>
        index.addCustomRecord({ url: ids[i]!, language: 'pt', ...searchRecord(e) }),
      ),
    );
    const errors = added.flatMap((a) => a.errors);
    if (errors.length > 0) return failed(errors);
    const result = await index.getFiles();
    if (result.errors.length > 0) return failed(result.errors);
    const files = await Promise.all(
      result.files
        .filter((f) => NEEDED.test(f.path))
        .map(async (f) => ({
          file: `${SEARCH_DIR}/${f.path}`,
          contents: /\.js$/.test(f.path) ? await minify(f.content) : f.content,
        })),
    );
    return { files, diagnostics: [] };
  } finally {
    // Watch mode keeps the service running between builds; each build's index is freed.
    await index.deleteIndex();
  }
}

/**
 * Pagefind ships its scripts with whitespace removed but names kept; minified they are ~2 KB gzip
 * smaller, which a reader's first query downloads (the budget is 100 KB for all of it).
 */
async function minify(script: Uint8Array): Promise<string> {
  const { transform } = await loadEsbuild();
  return (
    await transform(Buffer.from(script).toString('utf8'), {
      loader: 'js',
      minify: true,
      target: 'es2020',
    })
  ).code;
}

/**
 * Pagefind keeps one record per URL, and a parameter or a property links to its operation or
 * schema: repeats get a `~n` suffix (`recordUrl`), which the dialog takes off.
 */
function recordIds(entries: readonly SearchEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const count = (seen.get(e.url) ?? 0) + 1;
    seen.set(e.url, count);
    return recordUrl(e.url, count);
  });
}

function failed(errors: readonly string[]): SearchIndex {
  return {
    files: [],
    diagnostics: [
      {
        code: codes.searchIndexFailed,
        severity: 'warning',
        message:
          'Could not build the search index: ' + (errors.join('; ') || 'unknown Pagefind error'),
        hint:
          'The site was built without search. Check that the pagefind package has the binary ' +
          'for this platform (@pagefind/<platform>) and run the build again.',
      },
    ],
  };
}
