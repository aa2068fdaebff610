import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { countBySeverity, relativeFile, sortDiagnostics } from '../diagnostics/reporter.js';

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

export const summarize = (findings: readonly Diagnostic[]): CheckSummary =>
  countBySeverity(findings);

/**
 * The JSON report (README, "docgen check --format json"): stable key order, paths relative to cwd
 * with `/`, findings in the order of the text report.
 */
export function formatJson(findings: readonly Diagnostic[], cwd: string): string {
  const report: JsonReport = {
    version: 1,
    summary: summarize(findings),
    findings: sortDiagnostics(findings, cwd).map((d) => ({
      file: relativeFile(d.file, cwd) ?? null,
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
