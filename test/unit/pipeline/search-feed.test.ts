import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Memo } from '../../../src/node/pipeline/memo.js';
import { SearchFeed, searchIndex } from '../../../src/node/pipeline/stages.js';
import type { SearchEntry } from '../../../src/node/publish/search/entries.js';

/** What the feed asked of Pagefind's indexer, in order. */
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

describe('SearchFeed', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('sends the groups in the order they were added, whichever is made first', async () => {
    const pages = [[entry('a')], [entry('b')]];
    const api = [entry('op1'), entry('op2')];
    const feed = new SearchFeed(new Memo({ salt: 't' }));
    feed.add(later(pages, 30));
    feed.add(Promise.resolve([api]));
    const index = await searchIndex.run({ groups: [...pages, api], feed });
    expect(calls).toEqual(['open', 'add a,b', 'add op1,op2', 'finish']);
    expect(index.files[0]!.file).toBe('pagefind/fed.pf_meta');
  });

  it('indexes other groups itself, and frees the fed index', async () => {
    const pages = [[entry('a')]];
    const feed = new SearchFeed(new Memo({ salt: 't' }));
    feed.add(Promise.resolve(pages));
    // Equal entries, but not the groups that were fed.
    const index = await searchIndex.run({ groups: [[entry('a')]], feed });
    expect(calls).toEqual(['open', 'add a', 'discard', 'build a']);
    expect(index.files[0]!.file).toBe('pagefind/built.pf_meta');
  });

  it('sends nothing when the memo holds an index (a warm build likely reuses it)', async () => {
    const memo = new Memo({ salt: 't' });
    await memo.run(
      { ...searchIndex, run: async () => ({ files: [], diagnostics: [] }) },
      {
        groups: [],
      },
    );
    const feed = new SearchFeed(memo);
    const pages = [[entry('a')]];
    feed.add(Promise.resolve(pages));
    await searchIndex.run({ groups: pages, feed });
    expect(calls).toEqual(['build a']);
  });

  it('a group that fails to be made leaves the index to the stage', async () => {
    const feed = new SearchFeed(new Memo({ salt: 't' }));
    feed.add(Promise.reject(new Error('a page failed')));
    const pages = [[entry('a')]];
    await searchIndex.run({ groups: pages, feed });
    expect(calls).toEqual(['open', 'discard', 'build a']);
  });
});
