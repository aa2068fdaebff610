import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskCache } from '../../../src/node/pipeline/disk-cache.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'docgen-cache-test-'));

describe('DiskCache', () => {
  it(
    'computes on a miss, and a later process ' + 'reads the saved value without computing',
    async () => {
      const folder = dir();
      const first = await DiskCache.open<string>(folder, 'pages', 'code-1');
      let runs = 0;
      const compute = async () => `html ${++runs}`;
      expect(await first.memo(['a.md', 'corpo'], compute)).toBe('html 1');
      expect(first.stats).toEqual({ hits: 0, misses: 1 });
      await first.save();

      const second = await DiskCache.open<string>(folder, 'pages', 'code-1');
      expect(await second.memo(['a.md', 'corpo'], compute)).toBe('html 1');
      expect(await second.memo(['a.md', 'outro corpo'], compute)).toBe('html 2');
      expect(second.stats).toEqual({ hits: 1, misses: 1 });
    },
  );

  it('memoSync shares the entries of memo, for work that cannot wait', async () => {
    const folder = dir();
    const first = await DiskCache.open<string | null>(folder, 'validators', 's');
    expect(first.memoSync(['schema'], () => 'code')).toBe('code');
    expect(first.memoSync(['circular'], () => null)).toBeNull();
    await first.save();
    const second = await DiskCache.open<string | null>(folder, 'validators', 's');
    expect(second.memoSync(['schema'], () => 'recompiled')).toBe('code');
    expect(await second.memo(['circular'], async () => 'recompiled')).toBeNull();
    expect(second.stats).toEqual({ hits: 2, misses: 0 });
  });

  it('never serves an entry written by other code (the salt is part of every key)', async () => {
    const folder = dir();
    const old = await DiskCache.open<string>(folder, 'pages', 'code-1');
    await old.memo(['a.md'], async () => 'antigo');
    await old.save();
    const next = await DiskCache.open<string>(folder, 'pages', 'code-2');
    expect(await next.memo(['a.md'], async () => 'novo')).toBe('novo');
  });

  it('keeps only the entries a build used, and not the values `keep` refuses', async () => {
    const folder = dir();
    const first = await DiskCache.open<string>(folder, 'pages', 's');
    await first.memo(['a'], async () => 'A');
    await first.memo(['b'], async () => 'B');
    await first.memo(
      ['c'],
      async () => 'C',
      () => false,
    );
    await first.save();
    const second = await DiskCache.open<string>(folder, 'pages', 's');
    await second.memo(['a'], async () => 'x');
    await second.save();
    const stored = JSON.parse(readFileSync(path.join(folder, 'pages.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.values(stored)).toEqual(['A']);
  });

  it('treats a corrupt file as an empty cache', async () => {
    const folder = dir();
    writeFileSync(path.join(folder, 'pages.json'), '{ não é json');
    const cache = await DiskCache.open<string>(folder, 'pages', 's');
    expect(await cache.memo(['a'], async () => 'A')).toBe('A');
    await cache.save();
    expect(JSON.parse(readFileSync(path.join(folder, 'pages.json'), 'utf8'))).toEqual({
      [DiskCache.key(['s', 'a'])]: 'A',
    });
  });
});
