import { formatJson, runCheck, summarize } from '../check/index.js';
import type { Output } from '../diagnostics/exit.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { siteOptions, type SiteFlags } from './flags.js';
import { timingLines } from './report.js';

export interface CheckFlags extends SiteFlags {
  format?: 'text' | 'json';
  strict?: boolean;
}

/**
 * `docgen check`: every finding on stdout (text or JSON), exit code 1 when there is an error
 * (with --strict, also a warning). Writes nothing to the output folder.
 */
export async function runCheckCommand(flags: CheckFlags, out: Output): Promise<number> {
  const start = performance.now();
  const result = await runCheck({ ...siteOptions(flags, out.cwd), cache: flags.cache !== false });
  const summary = summarize(result.findings);
  const failed = summary.errors > 0 || (flags.strict === true && summary.warnings > 0);
  if (flags.format === 'json') {
    process.stdout.write(formatJson(result.findings, out.cwd) + '\n');
    return failed ? 1 : 0;
  }
  const shown = out.quiet ? result.findings.filter((d) => d.severity === 'error') : result.findings;
  const ms = Math.round(performance.now() - start);
  process.stdout.write(`${formatDiagnostics(shown, out)} (${ms} ms)\n`);
  if (out.verbose) process.stdout.write(timingLines(result.timings, undefined));
  return failed ? 1 : 0;
}
