import path from 'node:path';
import type { Diagnostic } from './diagnostic.js';

export interface ReportOptions {
  cwd: string;
  color: boolean;
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
 * The one text layout of docgen's diagnostics (build, watch, check): sorted and grouped by file, a
 * blank line between files, each as `file:line:col  severity  code  message` (a spec finding
 * also names its JSON pointer), the source around it and its hint indented below; then a summary.
 */
export function formatDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: ReportOptions,
): string {
  const out: string[] = [];
  let group: string | undefined;
  for (const d of sortDiagnostics(diagnostics, options.cwd)) {
    const file = relativeFile(d.file, options.cwd) ?? '';
    if (group !== undefined && file !== group) out.push('');
    group = file;
    const severity =
      d.severity === 'error'
        ? paint(options.color, 31, 'error')
        : paint(options.color, 33, 'warning');
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
    if (d.hint) out.push(`    hint: ${d.hint}`);
  }
  const { errors, warnings } = countBySeverity(diagnostics);
  if (out.length > 0) out.push('');
  out.push(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
  );
  return out.join('\n');
}
