import type { Output } from '../diagnostics/exit.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { build, relativeOut } from '../pipeline/build.js';
import type { ReuseReport } from '../pipeline/memo.js';
import type { Timing } from '../pipeline/run.js';

export interface BuildFlags {
  config?: string;
  out?: string;
  baseUrl?: string;
  spec?: string;
  content?: string;
  /** commander's negation of --no-cache. */
  cache?: boolean;
}

/** `docgen build`: one summary line on success; stage timings and reuse with --verbose. */
export async function runBuild(flags: BuildFlags, out: Output): Promise<void> {
  const start = performance.now();
  const result = await build({
    cwd: out.cwd,
    cache: flags.cache !== false,
    ...(flags.config ? { configFile: flags.config } : {}),
    overrides: {
      ...(flags.out ? { outDir: flags.out } : {}),
      ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
      ...(flags.spec ? { spec: flags.spec } : {}),
      ...(flags.content ? { contentDir: flags.content } : {}),
    },
  });
  if (result.warnings.length > 0 && !out.quiet)
    process.stderr.write(formatDiagnostics(result.warnings, out) + '\n');
  if (out.verbose) process.stdout.write(verboseReport(result.timings, result.reuse));
  if (!out.quiet) {
    const ms = Math.round(performance.now() - start);
    const into = relativeOut(result.config, out.cwd);
    process.stdout.write(`Built ${result.routes.length} pages into ${into}/ in ${ms} ms\n`);
  }
}

/**
 * `--verbose`: the time of each step, then what each memoised stage reused of what it was asked
 * for (`markdown 4/5`: four pages reused, one made).
 */
export function verboseReport(timings: readonly Timing[], reuse: ReuseReport): string {
  const lines = timings.map((t) => `  ${t.stage.padEnd(20)} ${t.ms.toFixed(1).padStart(8)} ms`);
  const stages = [...reuse].map(([stage, n]) => `${stage} ${n.reused}/${n.reused + n.made}`);
  if (stages.length > 0) lines.push(`  ${'reused'.padEnd(20)} ${stages.join(', ')}`);
  return lines.map((line) => line + '\n').join('');
}
