import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Graph } from '../../../src/node/graph/graph.js';
import { loadProjectConfig } from '../../../src/node/pipeline/compile.js';
import { testRunner } from '../../helpers/runner.js';

describe('the config stage', () => {
  it('is reused while versions.json and the sidebars files are still absent', async () => {
    const site = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-config-stage-')), 'site');
    cpSync(path.join(import.meta.dirname, '../../fixtures/basic-site'), site, { recursive: true });
    const graph = Graph.open(site, { persist: false });
    const load = async () => {
      const run = testRunner({ graph });
      await loadProjectConfig(run, { cwd: site });
      const counts = graph.reuse.get('config');
      await graph.finish({ ok: true });
      return counts;
    };
    expect(await load()).toEqual({ reused: 0, made: 1 });
    expect(await load()).toEqual({ reused: 1, made: 0 });
    writeFileSync(path.join(site, 'versions.json'), '[]\n');
    expect(await load()).toEqual({ reused: 0, made: 1 });
  });
});
