import type { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';

/** Where a problem of an MDX page is: a line and column of the page. */
export type At = { line?: number | undefined; column?: number | undefined } | undefined;

/** Reports an error of the MDX page (`where` may name another file: a component's). */
export type Report = (
  code: string,
  message: string,
  hint: string,
  at: At,
  where?: Partial<Pick<Diagnostic, 'file' | 'line' | 'column'>>,
) => void;

/** The page's errors, pushed to its diagnostics. */
export function reporter(file: VFile): Report {
  const diagnostics = (file.data.diagnostics ??= []);
  return (code, message, hint, at, where = {}) =>
    diagnostics.push({
      code,
      severity: 'error',
      message,
      file: file.path,
      line: at?.line,
      column: at?.column,
      hint,
      ...where,
    });
}
