import { describe, expect, it, vi } from 'vitest';
import type { SearchEntry } from '../../../src/node/publish/search/entries.js';

// Pagefind's binary missing for this platform: loading it fails.
vi.mock('../../../src/node/services.js', async (original) => ({
  ...(await original<typeof import('../../../src/node/services.js')>()),
  loadPagefind: () => Promise.reject(new Error('no Pagefind binary for this platform')),
}));

const { buildSearchIndex } = await import('../../../src/node/publish/search/pagefind-index.js');

const entry: SearchEntry = {
  url: '/docs/a/',
  kind: 'Página',
  title: 'A',
  context: 'Guias',
  text: 'Envelopes',
};

describe('a search index Pagefind cannot make', () => {
  it('is a DG5004 warning that says why; the site builds without search', async () => {
    const index = await buildSearchIndex([entry]);
    expect(index.files).toEqual([]);
    expect(index.diagnostics).toHaveLength(1);
    expect(index.diagnostics[0]).toMatchObject({ code: 'DG5004', severity: 'warning' });
    expect(JSON.stringify(index.diagnostics[0])).toContain('no Pagefind binary for this platform');
  });

  it('rejects with the reason once stopped, failed or not', async () => {
    const controller = new AbortController();
    const reason = new Error('superseded');
    controller.abort(reason);
    await expect(buildSearchIndex([entry], controller.signal)).rejects.toBe(reason);
  });
});
