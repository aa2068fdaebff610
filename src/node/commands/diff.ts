import path from 'node:path';
import { diffSpecs } from '../changelog/classify.js';
import { fails, jsonReport, markdownReport, textReport } from '../changelog/report.js';
import { changelogStrings, type ChangelogStrings } from '../changelog/strings.js';
import type { SpecDiff } from '../changelog/types.js';
import type { Output } from '../diagnostics/exit.js';
import { loadSpec } from '../openapi/load.js';

export interface DiffFlags {
  failOn?: 'breaking' | 'non-breaking' | 'none';
  format?: 'text' | 'json' | 'markdown';
}

/**
 * Each format's report, given the changes, the two files and the CLI's language (`--lang`, else the
 * site's): the text and Markdown reports say their headings and change sentences in it (the
 * changelog's catalogue); JSON is data, the same in every language.
 */
type Reporter = (
  diff: SpecDiff,
  files: { old: string; new: string },
  words: ChangelogStrings,
) => string;
const reporters: Record<NonNullable<DiffFlags['format']>, Reporter> = {
  text: textReport,
  markdown: markdownReport,
  json: jsonReport,
};

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
  const words = changelogStrings({ locale: out.language ?? 'en', strings: undefined });
  const diff = diffSpecs(before.document, after.document, words);
  const files = { old: oldFile, new: newFile };
  const report = reporters[flags.format ?? 'text'](diff, files, words);
  // The report is the command's output: printed even with --quiet, which silences the rest.
  process.stdout.write(report);
  return fails(diff, flags.failOn ?? 'none') ? 1 : 0;
}
