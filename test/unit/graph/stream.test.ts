import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Graph } from '../../../src/node/graph/graph.js';
import { searchIndex } from '../../../src/node/publish/stages.js';
import { testRunner } from '../../helpers/runner.js';
import type { SearchEntry } from '../../../src/node/publish/search/entries.js';

// Runner.stream, with the search index: each group goes to Pagefind as soon as it is made.

/** What the stream asked of Pagefind's indexer, in order. */
const calls: string[] = [];

vi.mock('../../../src/node/publish/search/pagefind-index.js', () => ({
  openSearchIndex: () => {
    calls.push('open');
    return {
      add: (entries: readonly SearchEntry[]) => calls.push(`add ${texts(entries)}`),
      finish: async () => {
        calls.push('finish');
        return { files: [{ file: 'pagefind/fed.pf_meta', contents: 'x' }], diagnostics: [] };
      },
      discard: () => calls.push('discard'),
    };
  },
  buildSearchIndex: async (entries: readonly SearchEntry[]) => {
    calls.push(`build ${texts(entries)}`);
    return { files: [{ file: 'pagefind/built.pf_meta', contents: 'x' }], diagnostics: [] };
  },
}));

const texts = (entries: readonly SearchEntry[]) => entries.map((e) => e.text).join(',');
const entry = (text: string): SearchEntry => ({
  url: `/docs/${text}/`,
  kind: 'Página',
  title: text,
  context: 'Guias',
  text,
});
const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('a streaming stage (the search index)', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('is fed the groups in the order given, whichever is made first', async () => {
    const pages = [entry('a'), entry('b')];
    const api = [entry('op1'), entry('op2')];
    const index = await testRunner().stream(searchIndex, [later(pages, 30), Promise.resolve(api)]);
    expect(calls).toEqual(['open', 'add a,b', 'add op1,op2', 'finish']);
    expect(index.files[0]!.file).toBe('pagefind/fed.pf_meta');
  });

  it('reuses the index of the same entries, opening nothing', async () => {
    const graph = Graph.open('/nenhum', { persist: false });
    await testRunner({ graph }).stream(searchIndex, [Promise.resolve([entry('a')])]);
    await graph.finish({ ok: true });
    calls.length = 0;
    const again = await testRunner({ graph }).stream(searchIndex, [Promise.resolve([entry('a')])]);
    expect(calls).toEqual([]);
    expect(again.files[0]!.file).toBe('pagefind/fed.pf_meta');
  });

  it('opens nothing when the graph holds an index (a warm build likely reuses it)', async () => {
    const graph = Graph.open('/nenhum', { persist: false });
    await testRunner({ graph }).get(
      { ...searchIndex, run: async () => ({ files: [], diagnostics: [] }) },
      [],
    );
    await testRunner({ graph }).stream(searchIndex, [Promise.resolve([entry('a')])]);
    expect(calls).toEqual(['build a']);
  });

  it('a group that fails to be made discards what was fed, and fails the stream', async () => {
    const stream = testRunner().stream(searchIndex, [
      Promise.resolve([entry('a')]),
      Promise.reject(new Error('a page failed')),
    ]);
    await expect(stream).rejects.toThrow('a page failed');
    expect(calls).toEqual(['open', 'add a', 'discard']);
  });
});
