// The processes a build starts (esbuild's service, Pagefind's) end when the command's services are
// stopped, which the CLI does before every command returns: none is left for init to reap.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/node/pipeline/build.js';
import { buildSearchIndex, openSearchIndex } from '../../src/node/publish/search/pagefind-index.js';
import type { SearchEntry } from '../../src/node/publish/search/entries.js';
import { stopServices } from '../../src/node/services.js';
import { copyFixture } from '../helpers/cli.js';

/** The command lines of this process's living children. */
function children(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      // `pid (comm) state ppid …`: comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== process.pid || state === 'Z') continue;
      found.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** `count` pages' search entries, enough to keep Pagefind busy for a while. */
const pages = (count: number): SearchEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `/docs/p${i}/`,
    kind: 'Página',
    title: `Página ${i}`,
    context: 'Guias',
    text: `Texto da página ${i} sobre envelopes, destinatários e assinaturas.`,
  }));

async function until(condition: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe('services', () => {
  it('esbuild and Pagefind end when the services a build started are stopped', async () => {
    const site = copyFixture('basic-site');
    await build({ cwd: site, write: false });
    const running = children();
    expect(running).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/esbuild.* --service/),
        expect.stringMatching(/pagefind/),
      ]),
    );
    await stopServices();
    await until(() => children().length === 0, 2000);
    expect(children()).toEqual([]);
  }, 60_000);

  it('a build whose cache holds the search index starts no Pagefind process', async () => {
    const site = copyFixture('basic-site');
    await build({ cwd: site, write: false, cache: true });
    expect(children()).toEqual(expect.arrayContaining([expect.stringMatching(/pagefind/)]));
    await stopServices();
    await until(() => children().length === 0, 2000);
    const again = await build({ cwd: site, write: false, cache: true });
    expect(again.reuse.get('search-index')).toEqual({ reused: 1, made: 0 });
    expect(children().filter((c) => /pagefind/.test(c))).toEqual([]);
    await stopServices();
  }, 60_000);

  it('an index opened ahead of its entries, fed in groups, is the index of them all', async () => {
    const entry = (url: string, text: string): SearchEntry => ({
      url,
      kind: 'Página',
      title: 'Envelopes',
      context: 'Guias',
      text,
    });
    // The second group repeats a URL of the first: its record is numbered across the groups.
    const groups = [
      [entry('/docs/a/', 'Crie um envelope'), entry('/docs/b/', 'Adicione destinatários')],
      [entry('/docs/a/', 'Envie o envelope para assinatura')],
    ];
    const indexer = openSearchIndex();
    await until(() => children().some((c) => /pagefind/.test(c)), 5000);
    const started = children().filter((c) => /pagefind/.test(c));
    expect(started).toHaveLength(1);
    for (const group of groups) indexer.add(group);
    const fed = await indexer.finish();
    expect(fed.diagnostics).toEqual([]);
    expect(fed.files.map((f) => f.file)).toContain('pagefind/pagefind-entry.json');
    expect(() => indexer.add(groups[0]!)).toThrow(/finished/);
    const atOnce = await buildSearchIndex(groups.flat());
    expect(fed.files).toEqual(atOnce.files);
    expect(children().filter((c) => /pagefind/.test(c))).toEqual(started);
    await stopServices();
    await until(() => children().length === 0, 2000);
    expect(children()).toEqual([]);
  }, 60_000);

  it('an index stopped while its records are sent rejects; the next is made as ever', async () => {
    const entries = pages(3000);
    const controller = new AbortController();
    const indexing = buildSearchIndex(entries, controller.signal);
    await new Promise((r) => setTimeout(r, 30));
    const reason = new Error('superseded by a build');
    controller.abort(reason);
    await expect(indexing).rejects.toBe(reason);
    // Pagefind's process is still there for the next index, which is made as ever.
    const next = await buildSearchIndex(entries.slice(0, 2));
    expect(next.diagnostics).toEqual([]);
    expect(next.files.map((f) => f.file)).toContain('pagefind/pagefind-entry.json');
    await stopServices();
    await until(() => children().length === 0, 2000);
  }, 60_000);

  it('stopping while Pagefind indexes lets it finish (closed mid-reply, it panics)', async () => {
    const entries = pages(3000);
    const indexing = buildSearchIndex(entries);
    // As a failed build does: the services stopped while the index is still being made.
    await new Promise((r) => setTimeout(r, 50));
    await stopServices();
    const index = await indexing;
    expect(index.diagnostics).toEqual([]);
    expect(index.files.map((f) => f.file)).toContain('pagefind/pagefind-entry.json');
    await until(() => children().length === 0, 2000);
    expect(children()).toEqual([]);
  }, 60_000);
});
