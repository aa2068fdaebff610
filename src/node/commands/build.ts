import type { Output } from '../diagnostics/exit.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { build, relativeOut } from '../pipeline/build.js';
import { siteUrlWarnings } from '../site/site-url.js';
import { siteOptions, type SiteFlags } from './flags.js';
import { showProgress, showsProgress } from './progress.js';
import { timingLines } from './report.js';

export interface BuildFlags extends SiteFlags {
  out?: string;
}

/** `docgen build`: one summary line on success; stage timings and reuse with --verbose. */
export async function runBuild(flags: BuildFlags, out: Output): Promise<void> {
  const start = performance.now();
  const outDir = flags.out ? { outDir: flags.out } : {};
  let stopProgress = () => {};
  const result = await build({
    ...siteOptions(flags, out.cwd, outDir),
    cache: flags.cache !== false,
    observe: (run) => {
      if (showsProgress(out)) stopProgress = showProgress(run);
    },
  }).finally(() => stopProgress());
  // Once per build, not per page (nor per rebuild of `docgen watch`, which serves this machine).
  const warnings = [...siteUrlWarnings(result.config), ...result.warnings];
  if (warnings.length > 0 && !out.quiet)
    process.stderr.write(formatDiagnostics(warnings, out) + '\n');
  if (out.verbose) {
    process.stdout.write(timingLines(result.timings, result.reuse));
    if (result.cacheRetry) process.stdout.write(`  ${'cache'.padEnd(20)} ${result.cacheRetry}\n`);
  }
  if (!out.quiet) {
    const ms = Math.round(performance.now() - start);
    const into = relativeOut(result.config, out.cwd);
    process.stdout.write(`Built ${result.routes.length} pages into ${into}/ in ${ms} ms\n`);
  }
}
