import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import type { ReuseReport } from '../graph/runner.js';
import type { Timing } from '../graph/runner.js';

/**
 * `--verbose`: the time of each step, then what each memoised stage reused of what it was asked
 * for (`markdown 4/5`: four pages reused, one made).
 */
export function timingLines(
  timings: readonly Timing[],
  reuse: ReuseReport | undefined,
  language?: Language,
): string {
  const s = cliStrings(language).run.timings;
  const lines = timings.map((t) => `  ${t.stage.padEnd(20)} ${t.ms.toFixed(1).padStart(8)} ms`);
  const stages = [...(reuse ?? [])].map(
    ([stage, n]) => `${stage} ${n.reused}/${n.reused + n.made}`,
  );
  if (stages.length > 0) lines.push(`  ${s.reused.padEnd(20)} ${stages.join(', ')}`);
  const discarded = [...(reuse ?? [])].flatMap(([stage, n]) =>
    Object.entries(n.discarded ?? {}).map(([why, count]) => `${stage} ${count} (${why})`),
  );
  if (discarded.length > 0)
    lines.push(`  ${s.discarded.padEnd(20)} ${fill(s.madeAgain, { list: discarded.join(', ') })}`);
  return lines.map((line) => line + '\n').join('');
}
