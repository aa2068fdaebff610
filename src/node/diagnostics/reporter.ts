import path from 'node:path';
import type { Diagnostic } from './diagnostic.js';

export interface ReportOptions {
  cwd: string;
  color: boolean;
}

const paint = (on: boolean, code: number, text: string) =>
  on ? `\x1b[${code}m${text}\x1b[0m` : text;

/** `file:line:col` (or `file#pointer`), relative to cwd. */
export function formatLocation(d: Diagnostic, cwd: string): string {
  if (!d.file) return d.pointer ? `#${d.pointer}` : '';
  const file = path.isAbsolute(d.file) ? path.relative(cwd, d.file) || d.file : d.file;
  if (d.line !== undefined) return `${file}:${d.line}:${d.column ?? 1}`;
  if (d.pointer !== undefined) return `${file}#${d.pointer}`;
  return file;
}

/**
 * Renders diagnostics grouped by file, each as `location  severity  message  code`, then a summary
 * line.
 */
export function formatDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: ReportOptions,
): string {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = d.file ?? '';
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const out: string[] = [];
  for (const list of groups.values()) {
    for (const d of list) {
      const sev =
        d.severity === 'error'
          ? paint(options.color, 31, 'error')
          : paint(options.color, 33, 'warning');
      const loc = formatLocation(d, options.cwd);
      out.push(`${loc ? loc + '  ' : ''}${sev}  ${d.message}  ${paint(options.color, 2, d.code)}`);
      if (d.frame) out.push(d.frame.replace(/^/gm, '    '));
      if (d.hint) out.push(`    hint: ${d.hint}`);
    }
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  out.push(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
  );
  return out.join('\n');
}
