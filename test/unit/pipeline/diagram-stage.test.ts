import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Graph } from '../../../src/node/graph/graph.js';
import { build } from '../../../src/node/pipeline/build.js';
import { copyFixture } from '../../helpers/cli.js';

describe('the diagram stage', () => {
  it('keeps each drawing: a page saved again, its diagrams unchanged, lays none out', async () => {
    const site = copyFixture('diagram-site');
    const graph = Graph.open(site, { persist: false });
    const first = await build({ cwd: site, graph, write: false });
    const drawn = first.reuse.get('diagram')!;
    expect(drawn.made).toBeGreaterThan(0);
    const docs = path.join(site, 'content/docs');
    const page = readdirSync(docs).find((f) => f.endsWith('.md'))!;
    appendFileSync(path.join(docs, page), '\n\nUm parágrafo novo.\n');
    const second = await build({ cwd: site, graph, write: false });
    expect(second.reuse.get('markdown')).toMatchObject({ made: 1 });
    expect(second.reuse.get('diagram')).toMatchObject({ made: 0 });
  });
});
