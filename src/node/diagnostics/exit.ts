import { codes } from './codes.js';
import { isDocgenError, errorMessage } from './diagnostic.js';
import { formatDiagnostics } from './reporter.js';

export interface Output {
  color: boolean;
  quiet: boolean;
  verbose: boolean;
  cwd: string;
}

export function outputFrom(flags: { quiet?: boolean; verbose?: boolean }): Output {
  return {
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
  const message = errorMessage(error);
  process.stderr.write(`error  ${codes.internal}  Internal error: ${message}\n`);
  if (out.verbose && error instanceof Error && error.stack)
    process.stderr.write(error.stack + '\n');
  else process.stderr.write('Run with --verbose for the stack.\n');
  return 1;
}
