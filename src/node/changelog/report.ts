import { CHANGE_LEVELS, type ChangeLevel, type SpecDiff } from './types.js';

/** The version of `docgen diff --format json`'s layout (docs/alteracoes-da-api.md). */
export const DIFF_FORMAT_VERSION = 1;

const LEVEL_WORDS: Record<ChangeLevel, string> = {
  breaking: 'incompatível',
  'non-breaking': 'compatível',
  documentation: 'documentação',
};

/** Each level's heading, where changes are listed by level (the Markdown report, the page). */
const LEVEL_HEADINGS: Record<ChangeLevel, string> = {
  breaking: 'Incompatíveis',
  'non-breaking': 'Compatíveis',
  documentation: 'Só documentação',
};

/** `3 incompatíveis, 2 compatíveis, 1 de documentação` */
export function countWords(counts: Record<ChangeLevel, number>): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    plural(counts.breaking, 'incompatível', 'incompatíveis'),
    plural(counts['non-breaking'], 'compatível', 'compatíveis'),
    `${counts.documentation} de documentação`,
  ].join(', ');
}

/** The report for a terminal: each operation, then each change with its level. */
export function textReport(diff: SpecDiff, files: { old: string; new: string }): string {
  const lines = [`Alterações de ${files.old} para ${files.new}: ${countWords(diff.counts)}.`];
  for (const op of diff.operations) {
    lines.push('', `${op.key}${op.summary ? ` (${op.summary})` : ''}`);
    for (const change of op.changes)
      lines.push(`  ${LEVEL_WORDS[change.level].padEnd(13)} ${change.message}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The report as Markdown, for a pull request's comment: breaking changes first. */
export function markdownReport(diff: SpecDiff, files: { old: string; new: string }): string {
  const lines = [
    '## Alterações da API',
    '',
    `De \`${files.old}\` para \`${files.new}\`: ${countWords(diff.counts)}.`,
  ];
  for (const level of CHANGE_LEVELS) {
    const ops = diff.operations.filter((op) => op.changes.some((c) => c.level === level));
    if (ops.length === 0) continue;
    lines.push('', `### ${LEVEL_HEADINGS[level]}`, '');
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
