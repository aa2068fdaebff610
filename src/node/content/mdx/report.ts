import type { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';

/** Where a problem of an MDX page is: a line and column of the page. */
export type At = { line?: number | undefined; column?: number | undefined } | undefined;

/**
 * Reports an error of the MDX page, its words from said() (`where` may name another file: a
 * component's).
 */
export type Report = (
  code: string,
  words: Pick<Diagnostic, 'message' | 'hint' | 'text'>,
  at: At,
  where?: Partial<Pick<Diagnostic, 'file' | 'line' | 'column'>>,
) => void;

/** The page's errors, pushed to its diagnostics. */
export function reporter(file: VFile): Report {
  const diagnostics = (file.data.diagnostics ??= []);
  return (code, words, at, where = {}) =>
    diagnostics.push({
      code,
      severity: 'error',
      ...words,
      file: file.path,
      line: at?.line,
      column: at?.column,
      ...where,
    });
}
