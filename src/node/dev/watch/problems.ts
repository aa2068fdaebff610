import { readFileSync } from 'node:fs';
import { codes } from '../../diagnostics/codes.js';
import {
  errorMessage,
  isDocgenError,
  said,
  type Diagnostic,
} from '../../diagnostics/diagnostic.js';
import { codeFrame } from '../../diagnostics/frame.js';

function withFrame(d: Diagnostic): Diagnostic {
  if (d.frame || !d.file || d.line === undefined) return d;
  try {
    return { ...d, frame: codeFrame(readFileSync(d.file, 'utf8'), d.line, d.column ?? 1) };
  } catch {
    return d;
  }
}

/**
 * A failed build as diagnostics, each with a code frame when it has a line: the terminal and the
 * browser overlay show the same thing. An unexpected error becomes an internal-error diagnostic.
 */
export function problemsOf(error: unknown): Diagnostic[] {
  if (isDocgenError(error)) return error.diagnostics.map(withFrame);
  const message = errorMessage(error);
  return [
    {
      code: codes.internal,
      severity: 'error',
      ...said('internalError', { reason: message }),
    },
  ];
}
