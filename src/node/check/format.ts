import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export interface CheckSummary {
  errors: number;
  warnings: number;
}

/**
 * One finding of `docgen check --format json`; every key always present (null when unknown), in
 * this order.
 */
export interface JsonFinding {
  file: string | null;
  line: number | null;
  column: number | null;
  pointer: string | null;
  severity: 'error' | 'warning';
  rule: string;
  code: string;
  message: string;
  hint: string | null;
}

export interface JsonReport {
  version: 1;
  summary: CheckSummary;
  findings: JsonFinding[];
}

const relative = (file: string | undefined, cwd: string) =>
  file === undefined
    ? undefined
    : path.isAbsolute(file)
      ? path.relative(cwd, file).split(path.sep).join('/') || file
      : file;

export function summarize(findings: readonly Diagnostic[]): CheckSummary {
  const errors = findings.filter((d) => d.severity === 'error').length;
  return { errors, warnings: findings.length - errors };
}

/** Findings in a stable order: by file (files first), line, column, rule, message. */
export function sortFindings(findings: readonly Diagnostic[], cwd: string): Diagnostic[] {
  const key = (d: Diagnostic) =>
    [
      relative(d.file, cwd) ?? '\uffff',
      String(d.line ?? 0).padStart(8, '0'),
      String(d.column ?? 0).padStart(8, '0'),
      d.rule ?? '',
      d.message,
    ].join('\u0000');
  return [...findings].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** `file:line:col` (the file alone, or nothing, when that is all that is known). */
function location(d: Diagnostic, cwd: string): string {
  const file = relative(d.file, cwd);
  if (file === undefined) return '-';
  return d.line !== undefined ? `${file}:${d.line}:${d.column ?? 1}` : file;
}

const paint = (on: boolean, code: number, text: string) =>
  on ? `\x1b[${code}m${text}\x1b[0m` : text;

/**
 * The text report: findings grouped by file, a blank line between files, each as
 * `file:line:col  severity  rule  message` (the JSON pointer after the message for the spec),
 * its hint indented below; then one summary line.
 */
export function formatText(
  findings: readonly Diagnostic[],
  options: { cwd: string; color: boolean },
): string {
  const out: string[] = [];
  let group: string | undefined;
  for (const d of sortFindings(findings, options.cwd)) {
    const file = relative(d.file, options.cwd) ?? '';
    if (group !== undefined && file !== group) out.push('');
    group = file;
    const severity =
      d.severity === 'error'
        ? paint(options.color, 31, 'error')
        : paint(options.color, 33, 'warning');
    // The spec's findings also name their JSON pointer (a content example's pointer is inside its
    // body: JSON only).
    const pointer = d.pointer !== undefined && d.code.startsWith('DG3') ? `  #${d.pointer}` : '';
    out.push(
      `${location(d, options.cwd)}  ${severity}  ` +
        `${paint(options.color, 2, d.rule ?? d.code)}  ${d.message}${pointer}`,
    );
    if (d.hint) out.push(`    ${d.code}: ${d.hint}`);
  }
  const { errors, warnings } = summarize(findings);
  if (out.length > 0) out.push('');
  out.push(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
  );
  return out.join('\n');
}

/**
 * The JSON report (README, "docgen check --format json"): stable key order, paths relative to cwd
 * with `/`.
 */
export function formatJson(findings: readonly Diagnostic[], cwd: string): string {
  const report: JsonReport = {
    version: 1,
    summary: summarize(findings),
    findings: sortFindings(findings, cwd).map((d) => ({
      file: relative(d.file, cwd) ?? null,
      line: d.line ?? null,
      column: d.line !== undefined ? (d.column ?? 1) : null,
      pointer: d.pointer ?? null,
      severity: d.severity,
      rule: d.rule ?? d.code,
      code: d.code,
      message: d.message,
      hint: d.hint ?? null,
    })),
  };
  return JSON.stringify(report, null, 2);
}
