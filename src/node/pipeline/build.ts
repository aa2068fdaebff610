import path from 'node:path';
import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { lazySiteProcessor } from '../content/lazy-processor.js';
import { codeFingerprint } from '../package-root.js';
import { manifest } from '../publish/manifest.js';
import type { OutputFile } from '../types.js';
import { bundledTemplates } from '../render/templates.js';
import { compile, type CompiledSite } from './compile.js';
import { isDocgenError } from '../diagnostics/diagnostic.js';
import { defaultCacheDir, Memo, type ReuseReport } from './memo.js';
import { PipelineRun, type Timing } from './run.js';
import { restoreParkedOutput } from './lock.js';
import { checkOutDir, writeOutput } from './write.js';

export interface BuildOptions {
  cwd?: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  /** false: build in memory only (tests). @default true */
  write?: boolean;
  /** Reuse and fill the project's persistent cache (node_modules/.cache/docgen). @default false */
  cache?: boolean;
  /** A memo kept across builds by a caller that builds again and again (instead of `cache`). */
  memo?: Memo;
  /** Called with the run as it starts, for a caller that shows its progress. */
  observe?: (run: PipelineRun) => void;
}

export interface BuildResult extends CompiledSite {
  routes: string[];
  timings: Timing[];
  /** What each memoised stage reused and made. */
  reuse: ReuseReport;
  /** Set when a build from the cache failed and the site was built again without it. */
  cacheRetry?: string;
}

/** The memo of a command: in memory, and in the project's cache folder unless `persist` is off. */
export function openMemo(root: string, options: { persist: boolean; rewrite?: boolean }): Memo {
  return new Memo({
    salt: codeFingerprint(),
    dir: options.persist ? defaultCacheDir(root) : undefined,
    rewrite: options.rewrite,
  });
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
  const memo = options.memo ?? openMemo(root(), { persist: options.cache === true });
  try {
    return await buildWith(memo, options);
  } catch (error) {
    if (options.memo || isDocgenError(error) || !memo.usedDisk) throw error;
    const result = await buildWith(openMemo(root(), { persist: true, rewrite: true }), options);
    const why = error instanceof Error ? error.message : String(error);
    return { ...result, cacheRetry: `the build from the cache failed (${why}); built again` };
  }
}

async function buildWith(memo: Memo, options: BuildOptions): Promise<BuildResult> {
  const run = new PipelineRun(memo, false);
  options.observe?.(run);
  const write = options.write !== false;
  try {
    const site = await compile(run, {
      cwd: options.cwd ?? process.cwd(),
      configFile: options.configFile,
      overrides: options.overrides,
      processor: lazySiteProcessor(),
      templates: bundledTemplates,
      onConfig: (config) => {
        if (!write) return;
        checkOutDir(config.outDir, config);
        restoreParkedOutput(config.outDir);
      },
    });
    const { config } = site;
    const files = write ? withManifest([...site.staticFiles, ...site.files]) : site.files;
    const reuse = memo.reuse;
    await Promise.all([
      write && run.step('write', () => writeOutput(config.outDir, files)),
      memo.finish({ ok: true }),
    ]);
    return { ...site, files, routes: site.pages.map((p) => p.route), timings: run.timings, reuse };
  } catch (error) {
    await memo.finish({ ok: false });
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
