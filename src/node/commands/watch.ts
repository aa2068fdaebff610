import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import type { Output } from '../diagnostics/exit.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { untilInterrupted } from '../dev/signals.js';
import type { BuildOutcome } from '../dev/watch/session.js';
import { startWatch } from '../dev/watch/watch.js';
import { siteOptions, type SiteFlags } from './flags.js';

export interface WatchFlags extends SiteFlags {
  port: number;
  host: string;
  open?: boolean;
}

const clock = () => new Date().toTimeString().slice(0, 8);

function describePaths(paths: readonly string[], cwd: string, language?: Language): string {
  const shown = paths.slice(0, 3).map((p) => path.relative(cwd, p) || p);
  if (paths.length <= 3) return shown.join(', ');
  const more = cliStrings(language).run.watch.more;
  return fill(more, { list: shown.join(', '), count: paths.length - 3 });
}

function describeOutcome(outcome: BuildOutcome, language?: Language): string {
  const s = cliStrings(language).run.watch;
  const ms = `${Math.round(outcome.ms)} ms`;
  if (!outcome.ok) return fill(s.failed, { ms });
  const pages = outcome.changed.filter((f) => f.endsWith('.html')).length;
  const other = outcome.changed.length - pages;
  const counted = (count: number, one: string, many: string) =>
    count === 0 ? '' : count === 1 ? one : fill(many, { count });
  const parts = [
    counted(pages, s.pagesOne, s.pagesOther),
    counted(other, s.otherOne, s.otherOther),
  ].filter(Boolean);
  const what =
    outcome.changed.length === 0
      ? s.nothing
      : fill(s.updated, {
          what:
            parts.length === 2 ? fill(s.and, { first: parts[0]!, second: parts[1]! }) : parts[0]!,
        });
  return fill(s.rebuilt, { ms, what });
}

const timingsLine = (timings: readonly { stage: string; ms: number }[]) =>
  timings.map((t) => `${t.stage} ${t.ms.toFixed(1)} ms`).join(', ');

/** Opens the URL in the desktop's browser; quietly does nothing where there is none. */
function openBrowser(url: string): void {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}

/** `docgen watch`: serves the site from memory and rebuilds on every change, until Ctrl+C. */
export async function runWatch(flags: WatchFlags, out: Output): Promise<void> {
  const start = performance.now();
  const s = cliStrings(out.language).run.watch;
  // Listen for Ctrl+C before anything starts, so an early one still closes cleanly.
  const interrupted = untilInterrupted();
  const print = (line: string) => {
    if (!out.quiet) process.stdout.write(line + '\n');
  };
  // Warnings (broken links, missing alt text) print when they first appear or change, not on every
  // save.
  let shownWarnings = '';
  const warn = (outcome: BuildOutcome) => {
    if (!outcome.ok || out.quiet) return;
    const text = outcome.warnings.length > 0 ? formatDiagnostics(outcome.warnings, out) : '';
    if (text && text !== shownWarnings) process.stderr.write(text + '\n');
    shownWarnings = text;
  };
  const handle = await startWatch({
    ...siteOptions(flags, out.cwd),
    port: flags.port,
    host: flags.host,
    persistentCache: flags.cache !== false,
    report: {
      ready: (url, first) => {
        const state = first.ok
          ? fill(s.built, { count: first.snapshot.files.size })
          : s.firstFailed;
        const ms = Math.round(performance.now() - start);
        print(fill(s.ready, { url, state, ms }));
        print(s.watching);
        if (out.verbose && first.ok) print(timingsLine(first.timings));
        warn(first);
      },
      rebuilt: (outcome, paths) => {
        const changed = describePaths(paths, out.cwd, out.language);
        const outcomeText = describeOutcome(outcome, out.language);
        print(fill(s.changed, { time: clock(), paths: changed, outcome: outcomeText }));
        if (out.verbose && outcome.ok) print(timingsLine(outcome.timings));
        warn(outcome);
      },
      searchIndexed: (ms, warnings) => {
        if (out.verbose) print(fill(s.searchIndexed, { time: clock(), ms: Math.round(ms) }));
        if (warnings.length > 0 && !out.quiet)
          process.stderr.write(formatDiagnostics(warnings, out) + '\n');
      },
      problems: (problems) => process.stderr.write(formatDiagnostics(problems, out) + '\n'),
    },
  });
  if (flags.open) openBrowser(handle.url);
  await interrupted;
  await handle.close();
}
