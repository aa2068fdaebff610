import { describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from '../../../src/node/config/types.js';
import type { ApiSiteInput } from '../../../src/node/openapi/api-site.js';
import type { LoadedSpec } from '../../../src/node/openapi/load.js';
import type { StageStore } from '../../../src/node/pipeline/stage-store.js';

vi.mock('../../../src/node/openapi/api-site.js', () => ({
  planApiSite: async () => ({
    pages: [],
    files: Promise.resolve([{ file: 'openapi.yaml', contents: 'openapi: 3.1.0' }]),
  }),
}));

const { apiStage } = await import('../../../src/node/pipeline/api-stage.js');

describe('apiStage', () => {
  it(
    'stores a planned API reference once, ' + 'however many builds (watch mode) render it again',
    async () => {
      const set = vi.fn(async () => undefined);
      const store = { get: async () => undefined, set } as unknown as StageStore;
      const spec = { sources: [['spec/openapi.yaml', 'hash']] } as unknown as LoadedSpec;
      const input = { sidebars: {}, assets: {} } as unknown as ApiSiteInput;
      const stage = await apiStage({ title: 'T' } as unknown as ResolvedConfig, spec, input, store);
      await stage.keep?.(['<html>1</html>']);
      await stage.keep?.(['<html>1</html>']);
      await stage.keep?.(['<html>1</html>']);
      expect(set).toHaveBeenCalledTimes(1);
      expect(set.mock.calls[0]).toMatchObject([
        'api',
        expect.any(Array),
        { html: ['<html>1</html>'], files: [{ file: 'openapi.yaml' }] },
      ]);
    },
  );
});
