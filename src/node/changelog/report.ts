import { fill } from '../../shared/i18n/message.js';
import { changelogStrings, type ChangelogStrings } from './strings.js';
import { CHANGE_LEVELS, type ChangeLevel, type SpecDiff } from './types.js';

/** The version of `docgen diff --format json`'s layout (docs/alteracoes-da-api.md). */
export const DIFF_FORMAT_VERSION = 1;

type Level = ChangelogStrings['level'];

/** A level as a label (`Incompatível`), as a word in a line (`incompatível`), as a heading. */
export function levelWords(level: ChangeLevel, words: Level) {
  switch (level) {
    case 'breaking':
      return {
        label: words.breaking,
        word: words.breakingWord,
        heading: words.breakingHeading,
      };
    case 'non-breaking':
      return {
        label: words.nonBreaking,
        word: words.nonBreakingWord,
        heading: words.nonBreakingHeading,
      };
    case 'documentation':
      return {
        label: words.documentation,
        word: words.documentationWord,
        heading: words.documentationHeading,
      };
  }
}

/** `3 incompatíveis, 2 compatíveis, 1 de documentação` */
export function countWords(
  counts: Record<ChangeLevel, number>,
  words: ChangelogStrings = changelogStrings(),
): string {
  const c = words.count;
  const plural = (count: number, one: string, other: string) =>
    fill(count === 1 ? one : other, { count });
  return [
    plural(counts.breaking, c.breakingOne, c.breakingOther),
    plural(counts['non-breaking'], c.nonBreakingOne, c.nonBreakingOther),
    plural(counts.documentation, c.documentationOne, c.documentationOther),
  ].join(c.separator);
}

/**
 * The report for a terminal: each operation, then each change with its level. `words`: the
 * language of the report's own words (the changes' sentences are the diff's).
 */
export function textReport(
  diff: SpecDiff,
  files: { old: string; new: string },
  words: ChangelogStrings = changelogStrings(),
): string {
  const counts = countWords(diff.counts, words);
  const lines = [fill(words.report.text, { old: files.old, new: files.new, counts })];
  for (const op of diff.operations) {
    lines.push('', `${op.key}${op.summary ? ` (${op.summary})` : ''}`);
    for (const change of op.changes)
      lines.push(`  ${levelWords(change.level, words.level).word.padEnd(13)} ${change.message}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The report as Markdown, for a pull request's comment: breaking changes first. */
export function markdownReport(
  diff: SpecDiff,
  files: { old: string; new: string },
  words: ChangelogStrings = changelogStrings(),
): string {
  const counts = countWords(diff.counts, words);
  const lines = [
    `## ${words.title}`,
    '',
    fill(words.report.markdown, { old: files.old, new: files.new, counts }),
  ];
  for (const level of CHANGE_LEVELS) {
    const ops = diff.operations.filter((op) => op.changes.some((c) => c.level === level));
    if (ops.length === 0) continue;
    lines.push('', `### ${levelWords(level, words.level).heading}`, '');
    for (const op of ops)
      for (const change of op.changes.filter((c) => c.level === level))
        lines.push(`- \`${op.key}\`: ${change.message}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The report as JSON: its layout is documented and versioned (`formatVersion`). */
export function jsonReport(diff: SpecDiff, files: { old: string; new: string }): string {
  const report = { formatVersion: DIFF_FORMAT_VERSION, old: files.old, new: files.new, ...diff };
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Whether the diff has a change of `level` or worse (`--fail-on`). */
export function fails(diff: SpecDiff, level: 'breaking' | 'non-breaking' | 'none'): boolean {
  if (level === 'none') return false;
  if (level === 'breaking') return diff.counts.breaking > 0;
  return diff.counts.breaking > 0 || diff.counts['non-breaking'] > 0;
}
