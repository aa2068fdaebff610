import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import { codes } from './codes.js';
import { isDocgenError, errorMessage } from './diagnostic.js';
import { formatDiagnostics } from './reporter.js';

export interface Output {
  color: boolean;
  quiet: boolean;
  verbose: boolean;
  cwd: string;
  /** The language the command speaks (`--lang`, else the site's); English without one. */
  language?: Language;
}

export function outputFrom(
  flags: { quiet?: boolean; verbose?: boolean },
  language?: Language,
): Output {
  return {
    ...(language ? { language } : {}),
    color:
      process.stderr.isTTY === true &&
      !(process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== ''),
    quiet: flags.quiet ?? false,
    verbose: flags.verbose ?? false,
    cwd: process.cwd(),
  };
}

/**
 * Prints a failure: user errors as located diagnostics, anything else as an internal error. Returns
 * the exit code.
 */
export function reportFailure(error: unknown, out: Output): number {
  if (isDocgenError(error)) {
    process.stderr.write(formatDiagnostics(error.diagnostics, out) + '\n');
    return 1;
  }
  const s = cliStrings(out.language);
  const message = fill(s.run.internal.message, { message: errorMessage(error) });
  process.stderr.write(`${s.report.error}  ${codes.internal}  ${message}\n`);
  if (out.verbose && error instanceof Error && error.stack)
    process.stderr.write(error.stack + '\n');
  else process.stderr.write(`${s.run.internal.stack}\n`);
  return 1;
}
