import path from 'node:path';
import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { lazySiteProcessor } from '../content/lazy-processor.js';
import { manifest } from '../publish/manifest.js';
import type { OutputFile } from '../output-file.js';
import { bundledTemplates } from '../render/templates.js';
import { compile, type CompiledSite } from './compile.js';
import { isDocgenError, errorMessage } from '../diagnostics/diagnostic.js';
import { Graph } from '../graph/graph.js';
import type { ReuseReport } from '../graph/runner.js';
import type { Runner, Timing } from '../graph/runner.js';
import { restoreParkedOutput } from './lock.js';
import { siteServices } from './site-services.js';
import { checkOutDir, writeOutput } from './write.js';

export interface BuildOptions {
  cwd?: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  /** false: build in memory only (tests). @default true */
  write?: boolean;
  /** Reuse and fill the project's persistent cache (node_modules/.cache/docgen). @default false */
  cache?: boolean;
  /** Results kept across builds by a caller that builds again and again (instead of `cache`). */
  graph?: Graph;
  /** Called with the run as it starts, for a caller that shows its progress. */
  observe?: (run: Runner) => void;
}

export interface BuildResult extends CompiledSite {
  routes: string[];
  timings: Timing[];
  /** What each memoised stage reused and made. */
  reuse: ReuseReport;
  /** Set when a build from the cache failed and the site was built again without it. */
  cacheRetry?: string;
}

/**
 * compile → manifest → write: the site in the output folder, atomically. A build that fails with
 * an internal error after reusing results from the cache folder is made once more without reading
 * it (and rewrites it): whatever is wrong in a cache entry that passed its checks, the cache never
 * fails a build.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const cwd = options.cwd ?? process.cwd();
  const root = () => locateConfig(cwd, options.configFile).root;
  const graph = options.graph ?? Graph.open(root(), { persist: options.cache === true });
  try {
    return await buildWith(graph, options);
  } catch (error) {
    if (options.graph || isDocgenError(error) || !graph.usedDisk) throw error;
    const again = Graph.open(root(), { persist: true, rewrite: true });
    const result = await buildWith(again, options);
    const why = errorMessage(error);
    return { ...result, cacheRetry: `the build from the cache failed (${why}); built again` };
  }
}

async function buildWith(graph: Graph, options: BuildOptions): Promise<BuildResult> {
  const run = graph.runner(
    siteServices({
      processor: lazySiteProcessor(),
      templates: bundledTemplates,
      // A graph the caller keeps outlives the build: its next build reuses the pages' sections.
      renderInParts: options.graph !== undefined,
    }),
  );
  options.observe?.(run);
  const write = options.write !== false;
  try {
    const site = await compile(run, {
      cwd: options.cwd ?? process.cwd(),
      configFile: options.configFile,
      overrides: options.overrides,
      onConfig: (config) => {
        if (!write) return;
        checkOutDir(config.outDir, config);
        restoreParkedOutput(config.outDir);
      },
    });
    const { config } = site;
    const files = write ? withManifest([...site.staticFiles, ...site.files]) : site.files;
    const reuse = graph.reuse;
    await Promise.all([
      write && run.step('write', () => writeOutput(config.outDir, files)),
      graph.finish({ ok: true }),
    ]);
    return { ...site, files, routes: site.pages.map((p) => p.route), timings: run.timings, reuse };
  } catch (error) {
    await graph.finish({ ok: false });
    throw error;
  }
}

/**
 * The files of the output, each once (a generated file wins over a static one of the same name),
 * and the manifest that lists exactly them.
 */
function withManifest(files: readonly OutputFile[]): OutputFile[] {
  const unique = [...new Map(files.map((f) => [f.file, f])).values()];
  return [...unique, manifest(unique)];
}

/** The output folder as the user would type it, relative to `cwd`. */
export function relativeOut(config: ResolvedConfig, cwd: string): string {
  return path.relative(cwd, config.outDir) || '.';
}
