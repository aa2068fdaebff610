import type { PagefindIndex } from 'pagefind';
import { recordUrl, SEARCH_DIR } from '../../../shared/search.js';
import type { OutputFile } from '../../output-file.js';
import { codes } from '../../diagnostics/codes.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { loadEsbuild, loadPagefind, serviceWork } from '../../services.js';
import type { SearchEntry } from './entries.js';
import { searchRecord } from './record.js';
import { errorMessage, said } from '../../diagnostics/diagnostic.js';
import { eventLoopPauses } from '../../util/concurrency.js';

/** The Pagefind files a search needs; its bundled UIs and the highlight script are not used. */
const NEEDED = new RegExp(
  String.raw`^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|` +
    String.raw`wasm\.[^/]+\.pagefind|index\/.+|fragment\/.+|filter\/.+)$`,
);

/** How long sending records holds the event loop before it pauses. */
const PAUSE_EVERY_MS = 10;

export interface SearchIndex {
  files: OutputFile[];
  diagnostics: Diagnostic[];
}

/**
 * An index Pagefind makes while the build goes on, its entries sent as they are ready (a cold
 * build sends the docs pages' while it makes the reference, the reference's while it renders), so
 * that what is left when the pages are rendered is Pagefind's last step. Records are numbered in
 * the order they are added: the same entries in the same order give the same files.
 */
export interface SearchIndexer {
  /** Sends the entries to Pagefind after those added before. */
  add(entries: readonly SearchEntry[]): void;
  /** The index of every entry added; nothing can be added after. */
  finish(): Promise<SearchIndex>;
  /** Frees the index in Pagefind's process, unfinished; nothing can be added after. */
  discard(): void;
}

/**
 * Starts an index in Pagefind's process (its binary runs as a service), for entries added later.
 * One language per index (`language`: Pagefind's stemming): the index is made in Portuguese at
 * once, so that the binary starts while the first entries are made, and made again in the
 * language of the first entries when they name another (`en`). Accents are folded at query time by
 * Pagefind's client. Whatever fails (the binary missing for this platform, its process dying) is
 * reported by `finish`: the site still builds, without search.
 */
export function openSearchIndex(signal?: AbortSignal): SearchIndexer {
  const create = (language: string) =>
    serviceWork(async () => (await loadPagefind()).createIndex({ forceLanguage: language }));
  let opened = create('pt');
  let language: string | undefined;
  const sent: Promise<string[]>[] = [];
  const recordId = recordIds();
  let finished = false;
  /** The records of every `add` so far sent: each sends after the one before, in order. */
  let sending: Promise<unknown> = Promise.resolve();
  const add = (entries: readonly SearchEntry[]) => {
    if (finished) throw new Error('Entries added to a finished search index');
    if (language === undefined) {
      language = entries[0]?.language ?? 'pt';
      if (language !== 'pt') {
        const portuguese = opened;
        serviceWork(async () => (await portuguese).index?.deleteIndex()).catch(() => {});
        opened = create(language);
      }
    }
    opened.catch(() => undefined);
    const index = opened;
    const recordLanguage = language;
    const ids = entries.map((e) => recordId(e.url));
    const after = sending;
    let sentAll!: () => void;
    sending = new Promise<void>((resolve) => (sentAll = resolve));
    const adding = serviceWork(async () => {
      try {
        const created = (await index).index;
        await after;
        if (!created) return [];
        const added: Promise<{ errors: string[] }>[] = [];
        // Making and sending thousands of records holds the event loop (GitHub REST's 7,550: a few
        // hundred ms): it pauses now and then, so that a watch session's next save, or a build's
        // other work, is served meanwhile.
        const pause = eventLoopPauses(PAUSE_EVERY_MS);
        for (const [i, e] of entries.entries()) {
          // An index no one will use any more (watch mode's, when a save comes): sent no further.
          if (signal?.aborted) break;
          await pause();
          const record = { url: ids[i]!, language: recordLanguage, ...searchRecord(e) };
          added.push(created.addCustomRecord(record));
        }
        sentAll();
        return (await Promise.all(added)).flatMap((a) => a.errors);
      } finally {
        sentAll();
      }
    });
    // Reported by `finish`; unhandled only in a build that failed before it.
    adding.catch(() => undefined);
    sent.push(adding);
  };
  return {
    add,
    finish() {
      finished = true;
      return serviceWork(async () => {
        const opening = await opened.then(
          (created) => ({ created }),
          (error: unknown) => ({ error }),
        );
        if (signal?.aborted) {
          if ('created' in opening) await opening.created.index?.deleteIndex();
          throw signal.reason;
        }
        try {
          if ('error' in opening) return failed([errorMessage(opening.error)]);
          const { created } = opening;
          if (!created.index) return failed(created.errors);
          return await indexFiles(created.index, sent);
        } catch (error) {
          return failed([errorMessage(error)]);
        }
      }).then((index) => {
        // Pagefind's last step cannot be stopped; what it made is not used.
        signal?.throwIfAborted();
        return index;
      });
    },
    discard() {
      finished = true;
      serviceWork(async () => (await opened).index?.deleteIndex()).catch(() => undefined);
    },
  };
}

/**
 * The index of the entries, made at once (watch mode's, and a build's whose memo held one); it
 * rejects with the signal's reason once the signal is aborted.
 */
export function buildSearchIndex(
  entries: readonly SearchEntry[],
  signal?: AbortSignal,
): Promise<SearchIndex> {
  const indexer = openSearchIndex(signal);
  indexer.add(entries);
  return indexer.finish();
}

/** The files of an index once its records are in, read into memory for the build's one writer. */
async function indexFiles(
  index: PagefindIndex,
  sent: readonly Promise<string[]>[],
): Promise<SearchIndex> {
  try {
    const errors = (await Promise.all(sent)).flat();
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
 * schema: repeats get a `~n` suffix (`recordUrl`), which the dialog takes off. Counted across
 * every entry of the index, in the order they are added.
 */
function recordIds(): (url: string) => string {
  const seen = new Map<string, number>();
  return (url) => {
    const count = (seen.get(url) ?? 0) + 1;
    seen.set(url, count);
    return recordUrl(url, count);
  };
}

function failed(errors: readonly string[]): SearchIndex {
  return {
    files: [],
    diagnostics: [
      {
        code: codes.searchIndexFailed,
        severity: 'warning',
        ...said('searchIndexFailed', { reason: errors.join('; ') || 'unknown Pagefind error' }),
      },
    ],
  };
}
