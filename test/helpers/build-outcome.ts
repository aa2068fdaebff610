import { isDocgenError } from '../../src/node/diagnostics/diagnostic.js';
import { Graph } from '../../src/node/graph/graph.js';
import { build } from '../../src/node/pipeline/build.js';
import { sha256 } from '../../src/node/sha256.js';

/**
 * A build's outcome: every file by its hash, or the error codes and messages. `cache`: through
 * the cache folder (a new process each time), or not at all; a graph: kept in memory across builds
 * (watch mode).
 */
export async function buildOutcome(site: string, cache: boolean | Graph): Promise<unknown> {
  try {
    const result = await build({
      cwd: site,
      write: false,
      ...(cache instanceof Graph ? { graph: cache } : { cache }),
    });
    return Object.fromEntries(result.files.map((f) => [f.file, sha256(f.contents)]));
  } catch (error) {
    if (!isDocgenError(error)) throw error;
    return error.diagnostics.map((d) => `${d.code} ${d.message}`).sort();
  }
}
