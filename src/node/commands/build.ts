import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
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
  const s = cliStrings(out.language).run;
  let stopProgress = () => {};
  const result = await build({
    ...siteOptions(flags, out.cwd, outDir),
    cache: flags.cache !== false,
    observe: (run) => {
      if (showsProgress(out)) stopProgress = showProgress(run, process.stderr, out.language);
    },
  }).finally(() => stopProgress());
  // Once per build, not per page (nor per rebuild of `docgen watch`, which serves this machine).
  const warnings = [...siteUrlWarnings(result.config), ...result.warnings];
  if (warnings.length > 0 && !out.quiet)
    process.stderr.write(formatDiagnostics(warnings, out) + '\n');
  if (out.verbose) {
    process.stdout.write(timingLines(result.timings, result.reuse, out.language));
    if (result.cacheRetry)
      process.stdout.write(`  ${s.timings.cache.padEnd(20)} ${result.cacheRetry}\n`);
  }
  if (!out.quiet) {
    const ms = Math.round(performance.now() - start);
    const into = relativeOut(result.config, out.cwd);
    const pages = result.routes.length;
    const done = pages === 1 ? s.build.doneOne : s.build.done;
    process.stdout.write(`${fill(done, { pages, out: into, ms })}\n`);
  }
}
