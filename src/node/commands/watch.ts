import { spawn } from 'node:child_process';
import path from 'node:path';
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

function describePaths(paths: readonly string[], cwd: string): string {
  const shown = paths.slice(0, 3).map((p) => path.relative(cwd, p) || p);
  return shown.join(', ') + (paths.length > 3 ? ` and ${paths.length - 3} more` : '');
}

function describeOutcome(outcome: BuildOutcome): string {
  const ms = `${Math.round(outcome.ms)} ms`;
  if (!outcome.ok) return `build failed after ${ms}; still serving the last good build`;
  const pages = outcome.changed.filter((f) => f.endsWith('.html')).length;
  const other = outcome.changed.length - pages;
  const what =
    outcome.changed.length === 0
      ? 'nothing changed in the output'
      : [
          pages ? `${pages} page${pages === 1 ? '' : 's'}` : '',
          other ? `${other} other file${other === 1 ? '' : 's'}` : '',
        ]
          .filter(Boolean)
          .join(' and ') + ' updated';
  return `rebuilt in ${ms}: ${what}`;
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
        const state = first.ok ? `${first.snapshot.files.size} files built` : 'first build failed';
        const ms = Math.round(performance.now() - start);
        print(`docgen watch: serving at ${url} (${state}, ready in ${ms} ms)`);
        print('Watching for changes. Press Ctrl+C to stop.');
        if (out.verbose && first.ok) print(timingsLine(first.timings));
        warn(first);
      },
      rebuilt: (outcome, paths) => {
        print(
          `[${clock()}] ${describePaths(paths, out.cwd)} changed → ${describeOutcome(outcome)}`,
        );
        if (out.verbose && outcome.ok) print(timingsLine(outcome.timings));
        warn(outcome);
      },
      searchIndexed: (ms, warnings) => {
        if (out.verbose) print(`[${clock()}] search index rebuilt in ${Math.round(ms)} ms`);
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
