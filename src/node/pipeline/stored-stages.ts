import path from 'node:path';
import type { ConfigCodeCache } from '../config/load.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { SearchEntry } from '../publish/search/entries.js';
import type { SearchIndex } from '../publish/search/pagefind-index.js';
import type { StageStore } from './stage-store.js';

/**
 * The whole-site stages a `docgen build` keeps between runs in its StageStore (see stage-store.ts),
 * each loading its code only when it has to run: a build with nothing new in the spec never imports
 * the YAML parsers or ref-parser, nor Pagefind when its index entries are unchanged.
 */

/** The config's bundled code: stored while every file esbuild read for it has the same bytes. */
export function storedConfigCode(store: StageStore | undefined): ConfigCodeCache | undefined {
  if (!store) return undefined;
  const inputs = (file: string) => ['config-v1', path.resolve(file)];
  return {
    get: async (file) => (await store.get<string>('config', inputs(file)))?.value,
    set: (file, code, sources) => store.set('config', inputs(file), code, sources),
  };
}

/**
 * The dereferenced spec: stored while every file it was read from has the same bytes. `fresh`: it
 * was loaded now.
 */
export async function storedSpec(
  store: StageStore | undefined,
  file: string,
): Promise<{ spec: LoadedSpec; fresh: boolean }> {
  const inputs = ['spec-v1', path.resolve(file)];
  const hit = await store?.get<LoadedSpec>('spec', inputs);
  if (hit) return { spec: hit.value, fresh: false };
  const { loadSpec } = await import('../openapi/load.js');
  const spec = await loadSpec(file);
  await store?.set('spec', inputs, spec, spec.sources);
  return { spec, fresh: true };
}

/**
 * The Pagefind index of these entries: stored under the entries themselves (they are all it reads).
 */
export async function storedSearchIndex(
  store: StageStore | undefined,
  entries: readonly SearchEntry[],
): Promise<SearchIndex> {
  const inputs = ['search-v1', JSON.stringify(entries)];
  const hit = await store?.get<SearchIndex>('search', inputs);
  if (hit) return hit.value;
  const { buildSearchIndex } = await import('../publish/search/pagefind-index.js');
  const index = await buildSearchIndex(entries);
  // A failed index (diagnostics) is not kept: the next build tries again.
  if (index.diagnostics.length === 0) await store?.set('search', inputs, index);
  return index;
}
