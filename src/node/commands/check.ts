import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { formatJson, runCheck, summarize } from '../check/index.js';
import { cliStrings } from '../cli-strings/index.js';
import { withRule } from '../check/rules.js';
import { codes } from '../diagnostics/codes.js';
import { isDocgenError, type Diagnostic, errorMessage } from '../diagnostics/diagnostic.js';
import type { Output } from '../diagnostics/exit.js';
import { localize } from '../diagnostics/localize.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { siteOptions, type SiteFlags } from './flags.js';
import { commanderError } from './commander-errors.js';
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
  const check = runCheck({ ...siteOptions(flags, out.cwd), cache: flags.cache !== false });
  // A CI reads the JSON report whatever happened: an internal error is a finding there too.
  const result =
    flags.format === 'json'
      ? await check.catch((error: unknown) => ({
          findings: failureFindings(error, out),
          timings: [],
        }))
      : await check;
  const summary = summarize(result.findings);
  const failed = summary.errors > 0 || (flags.strict === true && summary.warnings > 0);
  if (flags.format === 'json') {
    const strings = cliStrings(out.language);
    const said = result.findings.map((d) => localize(d, strings));
    process.stdout.write(formatJson(said, out.cwd) + '\n');
    return failed ? 1 : 0;
  }
  const shown = out.quiet ? result.findings.filter((d) => d.severity === 'error') : result.findings;
  const ms = Math.round(performance.now() - start);
  process.stdout.write(`${formatDiagnostics(shown, out)} (${ms} ms)\n`);
  if (out.verbose) process.stdout.write(timingLines(result.timings, undefined, out.language));
  return failed ? 1 : 0;
}

/**
 * The JSON report of a command line commander refused (an unknown option, a missing value): one
 * finding, which the process exits with 2, as for any usage error.
 */
export function usageReport(message: string, language?: Language): string {
  const finding: Diagnostic = {
    code: codes.usage,
    severity: 'error',
    rule: 'usage',
    message: commanderError(message.replace(/^error: /, ''), cliStrings(language).help.errors),
    hint: cliStrings(language).run.check.usageHint,
  };
  return formatJson([finding], process.cwd());
}

/**
 * What a check that failed as a whole reports in its JSON: a user error's diagnostics, else one
 * internal error (its stack on stderr with --verbose).
 */
function failureFindings(error: unknown, out: Output): Diagnostic[] {
  if (isDocgenError(error)) return error.diagnostics.map(withRule);
  if (out.verbose && error instanceof Error && error.stack)
    process.stderr.write(`${error.stack}\n`);
  const s = cliStrings(out.language).run.internal;
  return [
    {
      code: codes.internal,
      severity: 'error',
      rule: 'internal',
      message: fill(s.message, { message: errorMessage(error) }),
      hint: s.hint,
    },
  ];
}
