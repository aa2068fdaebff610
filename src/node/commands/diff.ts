import path from 'node:path';
import { diffSpecs } from '../changelog/classify.js';
import { fails, jsonReport, markdownReport, textReport } from '../changelog/report.js';
import type { Output } from '../diagnostics/exit.js';
import { loadSpec } from '../openapi/load.js';

export interface DiffFlags {
  failOn?: 'breaking' | 'non-breaking' | 'none';
  format?: 'text' | 'json' | 'markdown';
}

/**
 * `docgen diff <old> <new>`: every change between two versions of a spec, classified as the
 * changelog page classifies them; exit 1 under `--fail-on` when one of that level (or worse) is
 * there. A spec that does not load is reported as the build reports it.
 */
export async function runDiff(
  oldFile: string,
  newFile: string,
  flags: DiffFlags,
  out: Output,
): Promise<number> {
  const [before, after] = await Promise.all([
    loadSpec(path.resolve(out.cwd, oldFile)),
    loadSpec(path.resolve(out.cwd, newFile)),
  ]);
  const diff = diffSpecs(before.document, after.document);
  const files = { old: oldFile, new: newFile };
  const format = flags.format ?? 'text';
  const report =
    format === 'json'
      ? jsonReport(diff, files)
      : format === 'markdown'
        ? markdownReport(diff, files)
        : textReport(diff, files);
  // The report is the command's output: printed even with --quiet, which silences the rest.
  process.stdout.write(report);
  return fails(diff, flags.failOn ?? 'none') ? 1 : 0;
}
