import { describe, expect, it } from 'vitest';
import { BackgroundIndex } from '../../../src/node/dev/watch/search-index.js';
import { searchIndex } from '../../../src/node/publish/stages.js';
import { testRunner } from '../../helpers/runner.js';
import type { SearchEntry } from '../../../src/node/publish/search/entries.js';
import type { SearchIndex } from '../../../src/node/publish/search/pagefind-index.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const entry = (text: string): SearchEntry => ({
  url: '/docs/a/',
  kind: 'Página',
  title: 'A',
  context: 'A',
  text,
});

/** A fake Pagefind that records what it indexed and takes `ms` to do it. */
function fakeIndex(ms = 0) {
  const indexed: string[][] = [];
  const index = async (groups: readonly (readonly SearchEntry[])[]): Promise<SearchIndex> => {
    const entries = groups.flat();
    indexed.push(entries.map((e) => e.text));
    await sleep(ms);
    return {
      files: [{ file: `pagefind/${entries.map((e) => e.text).join('-')}.pf_meta`, contents: 'x' }],
      diagnostics: [],
    };
  };
  return { indexed, index };
}

/**
 * The session's way: through the search-index stage of a graph, here with the fake in Pagefind's
 * place.
 */
function memoized(index: (groups: readonly (readonly SearchEntry[])[]) => Promise<SearchIndex>) {
  const run = testRunner();
  return (groups: readonly (readonly SearchEntry[])[]) =>
    run.get({ ...searchIndex, run: (entries) => index([entries]) }, groups.flat());
}

/**
 * A background index of `index`, through the memo, after `delayMs` of quiet; an unexpected error
 * fails the test.
 */
const background = (
  index: (groups: readonly (readonly SearchEntry[])[]) => Promise<SearchIndex>,
  delayMs: number,
  done: (made: SearchIndex) => unknown = () => undefined,
) =>
  new BackgroundIndex(
    memoized(index),
    done,
    (error) => {
      throw error;
    },
    { delayMs },
  );

/** Entries as the pipeline gives them: a group per page, made when asked for. */
const entries = (text: string) => async () => [[entry(text)]];

describe('BackgroundIndex', () => {
  it('indexes a burst of requests once, with the newest entries', async () => {
    const fake = fakeIndex();
    const done: string[] = [];
    const bg = background(fake.index, 10, (index) => done.push(index.files[0]!.file));
    for (const text of ['one', 'two', 'three']) bg.request(entries(text));
    await bg.ready();
    expect(fake.indexed).toEqual([['three']]);
    expect(done).toEqual(['pagefind/three.pf_meta']);
  });

  it('does not index entries that did not change', async () => {
    const fake = fakeIndex();
    let calls = 0;
    const bg = background(fake.index, 5, () => calls++);
    bg.request(entries('same'));
    await bg.ready();
    bg.request(entries('same'));
    await bg.ready();
    expect(fake.indexed).toEqual([['same']]);
    expect(calls).toBe(1);
  });

  it('makes the entries only when it runs, not when asked', async () => {
    let made = 0;
    const bg = background(fakeIndex().index, 5);
    bg.request(async () => {
      made++;
      return [[entry('a')]];
    });
    bg.request(async () => {
      made++;
      return [[entry('b')]];
    });
    expect(made).toBe(0);
    await bg.ready();
    expect(made).toBe(1);
  });

  it(
    'ready() waits for the index asked for before it, ' +
      'including one asked for while an older one runs',
    async () => {
      const fake = fakeIndex(30);
      const done: string[] = [];
      const bg = background(fake.index, 5, (index) => done.push(index.files[0]!.file));
      await bg.ready(); // nothing asked for: at once
      bg.request(entries('old'));
      await sleep(15); // the 'old' index is running now
      bg.request(entries('new'));
      await bg.ready();
      expect(done).toEqual(['pagefind/old.pf_meta', 'pagefind/new.pf_meta']);
    },
  );

  it('tells an unexpected error and is ready again after it', async () => {
    const errors: unknown[] = [];
    const bg = new BackgroundIndex(
      memoized(async () => {
        throw new Error('pagefind died');
      }),
      () => undefined,
      (error) => errors.push(error),
      { delayMs: 5 },
    );
    bg.request(entries('a'));
    await bg.ready();
    expect(errors.map((e) => (e as Error).message)).toEqual(['pagefind died']);
  });

  it(
    'stops the index under way when a build starts, makes none while it runs, ' +
      'and indexes the newest entries after it',
    async () => {
      const indexed: string[] = [];
      const stopped: string[] = [];
      const done: string[] = [];
      // A Pagefind that takes 50 ms, and stops when told to.
      const index = (groups: readonly (readonly SearchEntry[])[], signal: AbortSignal) => {
        const text = groups.flat()[0]!.text;
        indexed.push(text);
        return new Promise<SearchIndex>((resolve, reject) => {
          const timer = setTimeout(
            () => resolve({ files: [{ file: `${text}.pf_meta`, contents: 'x' }], diagnostics: [] }),
            50,
          );
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            stopped.push(text);
            reject(signal.reason);
          });
        });
      };
      const errors: unknown[] = [];
      const bg = new BackgroundIndex(
        index,
        (made) => done.push(made.files[0]!.file),
        (error) => errors.push(error),
        { delayMs: 5 },
      );
      bg.request(entries('old'));
      const waiting = bg.ready();
      await sleep(20); // the 'old' index is running now
      bg.pause();
      await sleep(80);
      expect(stopped).toEqual(['old']);
      expect(indexed).toEqual(['old']);
      let woken = false;
      void waiting.then(() => (woken = true));
      await sleep(0);
      expect(woken).toBe(false);
      bg.request(entries('new'));
      await sleep(30);
      expect(indexed).toEqual(['old']); // nothing while the build runs
      bg.resume();
      await waiting;
      expect(indexed).toEqual(['old', 'new']);
      expect(done).toEqual(['new.pf_meta']);
      expect(errors).toEqual([]);
    },
  );

  it('runs nothing after close, and releases whoever waits', async () => {
    const fake = fakeIndex();
    const bg = background(fake.index, 20);
    bg.request(entries('a'));
    const waiting = bg.ready();
    bg.close();
    await waiting;
    await sleep(40);
    expect(fake.indexed).toEqual([]);
  });

  it('waits a quiet time before indexing unasked; a search asks for it at once', async () => {
    const fake = fakeIndex();
    const bg = background(fake.index, 10_000);
    bg.request(entries('a'));
    await sleep(30);
    // Nothing yet: a writer's next save would share the machine with it.
    expect(fake.indexed).toEqual([]);
    const start = performance.now();
    await bg.ready();
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(fake.indexed).toEqual([['a']]);
    bg.close();
  });

  it('a search that asks during a build gets the index right after the build', async () => {
    const fake = fakeIndex();
    const bg = background(fake.index, 10_000);
    bg.request(entries('a'));
    bg.pause();
    const waiting = bg.ready();
    await sleep(30);
    expect(fake.indexed).toEqual([]);
    bg.request(entries('b'));
    bg.resume();
    await waiting;
    // The build's entries, not the ones it replaced, and without the quiet time.
    expect(fake.indexed).toEqual([['b']]);
    bg.close();
  });
});
