// Random Markdown pages and random (valid and invalid) OpenAPI documents never crash the build: it
// either succeeds or fails with coded, located diagnostics (DocgenError), within a bounded time.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/node/pipeline/build.js';
import { Graph } from '../../src/node/graph/graph.js';
import { codes } from '../../src/node/diagnostics/codes.js';
import { isDocgenError } from '../../src/node/diagnostics/diagnostic.js';
import { copyFixture } from '../helpers/cli.js';
import { markdownDocument, openApiText } from './arbitraries.js';

/** Per build; the site is a handful of pages, so seconds mean something is unbounded. */
const BUILD_LIMIT_MS = 10_000;

interface Outcome {
  ok: boolean;
  ms: number;
}

/**
 * One in-memory build, with results kept across builds as watch mode keeps them; anything but
 * success or a DocgenError with known, non-internal codes fails the property.
 */
async function buildOnce(site: string, graph: Graph): Promise<Outcome> {
  const started = performance.now();
  try {
    await build({ cwd: site, graph, write: false });
    return { ok: true, ms: performance.now() - started };
  } catch (error) {
    const ms = performance.now() - started;
    if (!isDocgenError(error))
      throw new Error(`uncaught ${(error as Error)?.name}: ${(error as Error)?.message}`, {
        cause: error,
      });
    const known = new Set<string>(Object.values(codes));
    for (const d of error.diagnostics) {
      expect(known.has(d.code), `unknown code ${d.code}`).toBe(true);
      expect(d.code).not.toBe(codes.internal);
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.file ?? d.pointer, `no location: ${d.code} ${d.message}`).toBeDefined();
    }
    return { ok: false, ms };
  }
}

describe('property: random inputs never crash the build', () => {
  it('random Markdown pages', async () => {
    const site = copyFixture('basic-site');
    const page = path.join(site, 'content/docs/aleatoria.md');
    const graph = Graph.open(site, { persist: false });
    const outcomes: Outcome[] = [];
    await fc.assert(
      fc.asyncProperty(markdownDocument, async (markdown) => {
        writeFileSync(page, markdown);
        const outcome = await buildOnce(site, graph);
        outcomes.push(outcome);
        expect(outcome.ms).toBeLessThan(BUILD_LIMIT_MS);
      }),
      { numRuns: 60, seed: 20261121 },
    );
    // Both branches ran: the generator makes valid pages and invalid ones.
    expect(outcomes.some((o) => o.ok)).toBe(true);
    expect(outcomes.some((o) => !o.ok)).toBe(true);
  }, 120_000);

  it('random OpenAPI documents, valid and invalid', async () => {
    const site = copyFixture('basic-site');
    const spec = path.join(site, 'spec/openapi.yaml');
    const graph = Graph.open(site, { persist: false });
    const outcomes: Outcome[] = [];
    await fc.assert(
      fc.asyncProperty(openApiText, async (text) => {
        writeFileSync(spec, text);
        // Nothing to invalidate: the spec stage sees its file changed.
        const outcome = await buildOnce(site, graph);
        outcomes.push(outcome);
        expect(outcome.ms).toBeLessThan(BUILD_LIMIT_MS);
      }),
      { numRuns: 80, seed: 20261121 },
    );
    expect(outcomes.some((o) => o.ok)).toBe(true);
    expect(outcomes.some((o) => !o.ok)).toBe(true);
  }, 120_000);
});
