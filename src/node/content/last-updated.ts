import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { hashFiles } from '../util/file-hashes.js';
import type { FileHashes } from '../util/file-hashes.js';

const run = promisify(execFile);

/** The last commit date of every committed file of the content folder. */
export interface LastUpdated {
  /** By path relative to the content folder (`docs/intro.md`): the committer's date, ISO 8601. */
  dates: Record<string, string>;
  /**
   * The repository's HEAD log, which every commit, checkout or reset appends to: the dates hold
   * while it has the same bytes.
   */
  files: FileHashes;
}

/**
 * One `git log` for the whole content folder, newest commit first: a file's first appearance is its
 * last commit. Outside a repository (or without git) every page goes without a date.
 */
export async function lastCommitDates(contentDir: string): Promise<LastUpdated> {
  const gitDir = findGitDir(contentDir);
  if (!gitDir) return { dates: {}, files: [] };
  const reflog = path.join(gitDir, 'logs', 'HEAD');
  const files = existsSync(reflog) ? await hashFiles([reflog]) : [];
  try {
    const { stdout } = await run(
      'git',
      ['log', '--format=%x1e%cI', '--name-only', '-z', '--relative', '--no-renames', '--', '.'],
      { cwd: contentDir, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
    );
    return { dates: parseLog(stdout), files };
  } catch {
    // A folder git does not know (no commit yet, git missing): no dates.
    return { dates: {}, files };
  }
}

/** `\x1e<date>\0\n<file>\0<file>\0…` per commit → the first date of each file. */
export function parseLog(log: string): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const record of log.split('\x1e')) {
    const [date, ...names] = record.split('\0');
    if (!date) continue;
    for (const raw of names) {
      const name = raw.replace(/^\n/, '');
      if (name && !(name in dates)) dates[name] = date.trim();
    }
  }
  return dates;
}

/** The git folder of the repository holding `dir` (a worktree's `.git` file names its own). */
function findGitDir(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const dotGit = path.join(at, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return dotGit;
      const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
      return pointer ? path.resolve(at, pointer) : undefined;
    }
    if (at === path.dirname(at)) return undefined;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `2026-11-23T10:00:00-03:00` → "23 de novembro de 2026" (pt-BR), "November 23, 2026" (en): the
 * calendar date the committer saw, whatever the build machine's time zone, written out in the
 * page's language.
 */
export function formatDate(iso: string, locale: string): { iso: string; text: string } {
  const day = iso.slice(0, 10);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return { iso: day, text: formatter.format(new Date(`${day}T00:00:00Z`)) };
}
