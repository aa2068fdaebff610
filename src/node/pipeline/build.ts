import path from 'node:path';
import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { lazySiteProcessor } from '../content/lazy-processor.js';
import { codeFingerprint } from '../package-root.js';
import { manifest, staticFiles } from '../publish/manifest.js';
import { bundledTemplates } from '../render/templates.js';
import { compile, type CompiledSite } from './compile.js';
import { defaultCacheDir, Memo, type ReuseReport } from './memo.js';
import { PipelineRun, type Timing } from './run.js';
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
}

/** The memo of a command: in memory, and in the project's cache folder unless `persist` is off. */
export function openMemo(root: string, options: { persist: boolean }): Memo {
  return new Memo({
    salt: codeFingerprint(),
    dir: options.persist ? defaultCacheDir(root) : undefined,
  });
}

/** compile → manifest → write: the site in the output folder, atomically. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const cwd = options.cwd ?? process.cwd();
  const memo =
    options.memo ??
    openMemo(locateConfig(cwd, options.configFile).root, { persist: options.cache === true });
  const run = new PipelineRun(memo, false);
  options.observe?.(run);
  const write = options.write !== false;
  try {
    const site = await compile(run, {
      cwd,
      configFile: options.configFile,
      overrides: options.overrides,
      processor: lazySiteProcessor(),
      templates: bundledTemplates,
      onConfig: (config) => write && checkOutDir(config.outDir, config),
    });
    const { config } = site;
    const files = write
      ? [...site.files, manifest([...(await staticFiles(config.staticDir)), ...site.files])]
      : site.files;
    const reuse = memo.reuse;
    await Promise.all([
      write && run.step('write', () => writeOutput(config.outDir, files, config.staticDir)),
      memo.finish({ ok: true }),
    ]);
    return { ...site, files, routes: site.pages.map((p) => p.route), timings: run.timings, reuse };
  } catch (error) {
    await memo.finish({ ok: false });
    throw error;
  }
}

/** The output folder as the user would type it, relative to `cwd`. */
export function relativeOut(config: ResolvedConfig, cwd: string): string {
  return path.relative(cwd, config.outDir) || '.';
}
