// bench/budgets.json against a results object: each budget passes, fails (measured vs target) or
// was not measured (its step skipped, e.g. Lighthouse under --quick, or failed: see
// results.errors).
import { readFileSync } from 'node:fs';

export const loadBudgets = (file) => JSON.parse(readFileSync(file, 'utf8')).budgets;

export function formatValue(value, unit) {
  if (value == null) return '–';
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'bytes')
    return value >= 1048576
      ? `${(value / 1048576).toFixed(0)} MB`
      : `${(value / 1024).toFixed(1)} KB`;
  return String(Math.round(value * 1000) / 1000);
}

export function evaluateBudgets(budgets, results) {
  return budgets.map((b) => {
    const value = b.path.reduce((node, key) => (node == null ? undefined : node[key]), results);
    const target =
      b.max != null ? `≤ ${formatValue(b.max, b.unit)}` : `≥ ${formatValue(b.min, b.unit)}`;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return { ...b, value: null, target, status: 'not measured' };
    const over = (b.max != null && value > b.max) || (b.min != null && value < b.min);
    return { ...b, value, target, status: over ? 'FAIL' : 'pass' };
  });
}
