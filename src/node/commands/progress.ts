import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings, formatNumber } from '../cli-strings/index.js';
import type { Output } from '../diagnostics/exit.js';
import type { Runner } from '../graph/runner.js';

/** How long a build runs silently before its progress line appears, and how often it is redrawn. */
const DELAY_MS = 1000;
const EVERY_MS = 100;

/** Stages counted in pages on the progress line. */
const PAGE_STAGES = [
  ['markdown', 'Markdown'],
  ['render', 'HTML'],
] as const;

/**
 * Whether a command shows a progress line: on a terminal only, never in CI (`CI` set) or with
 * `--quiet`, where a log must stay one line per event.
 */
export function showsProgress(out: Output, stream: NodeJS.WriteStream = process.stderr): boolean {
  return stream.isTTY === true && !process.env.CI && !out.quiet;
}

/**
 * The progress line of a run: time so far, the step under way, pages done (of those asked for, per
 * stage), operations. Shortest first, as a narrow terminal cuts the end.
 */
export function progressLine(run: Runner, elapsedMs: number, language: Language = 'en'): string {
  const s = cliStrings(language).run.progress;
  const num = (n: number) => formatNumber(language, n);
  const seconds = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(elapsedMs / 1000);
  const parts = [`${seconds} s`, run.active.at(-1) ?? s.finishing];
  const pages = PAGE_STAGES.flatMap(([stage, label]) => {
    const count = run.counts.get(stage);
    return count ? [`${label} ${num(count.done)}/${num(count.asked)}`] : [];
  });
  if (pages.length > 0) parts.push(fill(s.pages, { list: pages.join(', ') }));
  const ops = run.operations;
  if (ops !== undefined)
    parts.push(ops === 1 ? s.operationsOne : fill(s.operations, { count: num(ops) }));
  return parts.join(' · ');
}

/**
 * Shows the run's progress on one line of `stream`, redrawn in place, once the run has taken
 * longer than a second; returns the function that stops it and clears the line.
 */
export function showProgress(
  run: Runner,
  stream: NodeJS.WriteStream = process.stderr,
  language: Language = 'en',
): () => void {
  const start = performance.now();
  let shown = false;
  const draw = () => {
    const line = progressLine(run, performance.now() - start, language);
    stream.write(`\r\x1b[2K${line.slice(0, Math.max(20, (stream.columns || 80) - 1))}`);
    shown = true;
  };
  let timer: NodeJS.Timeout | undefined;
  const delay = setTimeout(() => {
    draw();
    timer = setInterval(draw, EVERY_MS);
    timer.unref();
  }, DELAY_MS);
  delay.unref();
  return () => {
    clearTimeout(delay);
    clearInterval(timer);
    if (shown) stream.write('\r\x1b[2K');
  };
}
