import path from 'node:path';
import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import type { Diagnostic } from './diagnostic.js';
import { localize } from './localize.js';

export interface ReportOptions {
  cwd: string;
  color: boolean;
  /** The language the report is in (the CLI's); English without one. */
  language?: Language;
}

const paint = (on: boolean, code: number, text: string) =>
  on ? `\x1b[${code}m${text}\x1b[0m` : text;

/** A diagnostic's file relative to `cwd`, with `/` (as written when it is not absolute). */
export function relativeFile(file: string | undefined, cwd: string): string | undefined {
  if (file === undefined) return undefined;
  if (!path.isAbsolute(file)) return file;
  return path.relative(cwd, file).split(path.sep).join('/') || file;
}

/** `file:line:col` (or `file#pointer`), relative to cwd; '' when there is no file. */
export function formatLocation(d: Diagnostic, cwd: string): string {
  const file = relativeFile(d.file, cwd);
  if (file === undefined) return d.pointer ? `#${d.pointer}` : '';
  if (d.line !== undefined) return `${file}:${d.line}:${d.column ?? 1}`;
  if (d.pointer !== undefined) return `${file}#${d.pointer}`;
  return file;
}

/** Diagnostics in a stable order: by file (those without one last), line, column, rule, message. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[], cwd: string): Diagnostic[] {
  const key = (d: Diagnostic) =>
    [
      relativeFile(d.file, cwd) ?? '\uffff',
      String(d.line ?? 0).padStart(8, '0'),
      String(d.column ?? 0).padStart(8, '0'),
      d.rule ?? '',
      d.message,
    ].join('\u0000');
  return [...diagnostics].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): {
  errors: number;
  warnings: number;
} {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}

/**
 * The one text layout of docgen's diagnostics (build, watch, check), in the report's language:
 * each said in it (`localize`), sorted and grouped by file, a
 * blank line between files, each as `file:line:col  severity  code  message` (a spec finding
 * also names its JSON pointer), the source around it and its hint indented below; then a summary.
 */
export function formatDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: ReportOptions,
): string {
  const s = cliStrings(options.language).report;
  const out: string[] = [];
  let group: string | undefined;
  const said = diagnostics.map((d) => localize(d, cliStrings(options.language)));
  for (const d of sortDiagnostics(said, options.cwd)) {
    const file = relativeFile(d.file, options.cwd) ?? '';
    if (group !== undefined && file !== group) out.push('');
    group = file;
    const severity =
      d.severity === 'error'
        ? paint(options.color, 31, s.error)
        : paint(options.color, 33, s.warning);
    const location = formatLocation(d, options.cwd);
    // The spec's findings also name their JSON pointer (a content example's pointer is inside its
    // body: JSON reports only).
    const pointer =
      d.pointer !== undefined && d.line !== undefined && d.code.startsWith('DG3')
        ? `  #${d.pointer}`
        : '';
    const code = paint(options.color, 2, d.code);
    out.push(`${location ? location + '  ' : ''}${severity}  ${code}  ${d.message}${pointer}`);
    if (d.frame) out.push(d.frame.replace(/^/gm, '    '));
    if (d.hint) out.push(`    ${fill(s.hint, { hint: d.hint })}`);
  }
  const { errors, warnings } = countBySeverity(diagnostics);
  if (out.length > 0) out.push('');
  out.push(
    fill(s.summary, {
      errors: errors === 1 ? s.errorsOne : fill(s.errorsOther, { count: errors }),
      warnings: warnings === 1 ? s.warningsOne : fill(s.warningsOther, { count: warnings }),
    }),
  );
  return out.join('\n');
}
