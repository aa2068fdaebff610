import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lazySiteProcessor } from '../../src/node/content/lazy-processor.js';
import type { MarkdownProcessor } from '../../src/node/content/processor.js';
import { Graph } from '../../src/node/graph/graph.js';
import type { Runner } from '../../src/node/graph/runner.js';
import { siteServices } from '../../src/node/pipeline/site-services.js';
import { bundledTemplates } from '../../src/node/render/templates.js';

/**
 * A runner of a fresh graph in memory (or in `cacheDir`'s project when given), with the site's
 * services: the processor given, or the site's.
 */
export function testRunner(
  options: { processor?: MarkdownProcessor; graph?: Graph; collectErrors?: boolean } = {},
): Runner {
  const graph =
    options.graph ??
    Graph.open(mkdtempSync(path.join(tmpdir(), 'docgen-runner-')), { persist: false });
  return graph.runner(
    siteServices({
      processor: options.processor ?? lazySiteProcessor(),
      templates: bundledTemplates,
    }),
    options.collectErrors,
  );
}
