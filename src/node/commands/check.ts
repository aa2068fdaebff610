import { formatJson, formatText, runCheck, summarize } from '../check/index.js';
import type { Output } from '../diagnostics/exit.js';

export interface CheckFlags {
  config?: string;
  format?: 'text' | 'json';
  strict?: boolean;
  /** commander's negation of --no-cache. */
  cache?: boolean;
}

/**
 * `docgen check`: every finding on stdout (text or JSON), exit code 1 when there is an error
 * (with --strict, also a warning). Writes nothing to the output folder.
 */
export async function runCheckCommand(flags: CheckFlags, out: Output): Promise<number> {
  const start = performance.now();
  const result = await runCheck({
    cwd: out.cwd,
    cache: flags.cache !== false,
    ...(flags.config ? { configFile: flags.config } : {}),
  });
  const summary = summarize(result.findings);
  const failed = summary.errors > 0 || (flags.strict === true && summary.warnings > 0);
  if (flags.format === 'json') {
    process.stdout.write(formatJson(result.findings, out.cwd) + '\n');
    return failed ? 1 : 0;
  }
  const shown = out.quiet ? result.findings.filter((d) => d.severity === 'error') : result.findings;
  process.stdout.write(
    formatText(shown, { cwd: out.cwd, color: out.color }) +
      ` (${Math.round(performance.now() - start)} ms)\n`,
  );
  if (out.verbose)
    for (const t of result.timings)
      process.stdout.write(`  ${t.stage.padEnd(20)} ${t.ms.toFixed(1).padStart(8)} ms\n`);
  return failed ? 1 : 0;
}
