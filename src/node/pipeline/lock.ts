import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, said } from '../diagnostics/diagnostic.js';
import {
  ownStamp,
  parseStamp,
  stampText,
  stillRunning,
  type ProcessStamp,
} from '../util/processes.js';

/** How long a build waits for another build of the same output folder before giving up. */
export const LOCK_WAIT_MS = 15_000;
const POLL_MS = 50;
/** The holder of a lock touches it this often; a lock untouched for LOCK_STALE_MS is stale. */
const HEARTBEAT_MS = 1_000;
const LOCK_STALE_MS = 30_000;

/** `.docgen-tmp-<pid>-<name>` or `.docgen-old-<pid>-<name>`: the pid first, the name whole. */
const LEFTOVER = /^\.docgen-(tmp|old)-(\d+)-(.+)$/;

/**
 * The files the writer keeps beside `<parent>/<name>`: the lock, the folder being written, the one
 * being replaced. Each names the output whole after the pid, so no other output's can match
 * (`dist`'s are never `dist-2`'s).
 */
export function outputPaths(outDir: string, pid = process.pid) {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  return {
    parent,
    lock: path.join(parent, `${name}.docgen-lock`),
    temp: path.join(parent, `.docgen-tmp-${pid}-${name}`),
    old: path.join(parent, `.docgen-old-${pid}-${name}`),
    /** What an entry of the parent folder is to this output: its temp or parked folder, or not. */
    leftover: (entry: string): { kind: 'tmp' | 'old'; pid: number } | undefined => {
      const match = LEFTOVER.exec(entry);
      return match && match[3] === name
        ? { kind: match[1] as 'tmp' | 'old', pid: Number(match[2]) }
        : undefined;
    },
  };
}

/** The lock's holder, if the file names one (it may be being written). */
function holder(lock: string): ProcessStamp | undefined {
  try {
    return parseStamp(readFileSync(lock, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a lock is left by a build that is gone: see stillRunning, and the heartbeat. */
function stale(lock: string): boolean {
  const stamp = holder(lock);
  let age: number;
  try {
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return false;
  }
  // A lock being written has no holder yet: give its writer a moment, unless it is old.
  if (!stamp) return age > 2_000;
  return age > LOCK_STALE_MS || !stillRunning(stamp);
}

/**
 * One attempt: create the lock exclusively (O_EXCL), or take it over from a build that is gone.
 */
async function tryLock(lock: string): Promise<{ ok: true } | { ok: false; pid?: number }> {
  try {
    const handle = await open(lock, 'wx');
    await handle.writeFile(stampText(ownStamp()));
    await handle.close();
    return { ok: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (stale(lock)) {
    await rm(lock, { force: true });
    return tryLock(lock);
  }
  return { ok: false, pid: holder(lock)?.pid };
}

/**
 * Takes `<outDir>.docgen-lock`, so two builds of one project never write the same output at once:
 * the second waits up to LOCK_WAIT_MS (builds take seconds), then fails with DG5005. The holder
 * touches the lock every second while it holds it. Once held, the folders a killed build left
 * beside the output are recovered or removed.
 */
export async function acquireOutputLock(
  outDir: string,
  waitMs = LOCK_WAIT_MS,
): Promise<() => void> {
  const paths = outputPaths(outDir);
  await mkdir(paths.parent, { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    const attempt = await tryLock(paths.lock);
    if (attempt.ok) break;
    if (Date.now() >= deadline) {
      throw new DocgenError({
        code: codes.outputLocked,
        severity: 'error',
        ...said('outputLocked', {
          pid: attempt.pid ? ` (pid ${attempt.pid})` : '',
          dir: outDir,
          seconds: Math.round(waitMs / 1000),
          lock: paths.lock,
        }),
        file: paths.lock,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(paths.lock, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  await recoverLeftovers(outDir);
  return () => {
    clearInterval(heartbeat);
    rmSync(paths.lock, { force: true });
  };
}

/**
 * A build killed between its two renames leaves the previous output parked (`.docgen-old-*`): put
 * it back; drop the rest. Only this output's: another output's parked site is never touched.
 */
async function recoverLeftovers(outDir: string): Promise<void> {
  const paths = outputPaths(outDir);
  const entries = (await readdir(paths.parent)).filter((e) => paths.leftover(e)).sort();
  const hasOutput = await stat(outDir).then(
    () => true,
    () => false,
  );
  const old = entries.find((e) => paths.leftover(e)?.kind === 'old');
  if (!hasOutput && old) await rename(path.join(paths.parent, old), outDir);
  for (const entry of entries)
    await rm(path.join(paths.parent, entry), { recursive: true, force: true });
}

/**
 * Before a build does anything else: an output found missing while a parked copy of it is there
 * (a build killed between its two renames) is put back, so that a build failing later, on its
 * content, leaves the reader the previous site. A build that holds the lock may be between its
 * renames right now: its parked copy is left alone.
 */
export function restoreParkedOutput(outDir: string): void {
  const paths = outputPaths(outDir);
  let names: string[];
  try {
    if (existsSync(outDir)) return;
    names = readdirSync(paths.parent);
  } catch {
    return;
  }
  if (names.includes(path.basename(paths.lock)) && !stale(paths.lock)) return;
  const parked = names.filter((e) => paths.leftover(e)?.kind === 'old').sort();
  if (parked.length === 0) return;
  try {
    renameSync(path.join(paths.parent, parked[0]!), outDir);
  } catch {
    // Put back by the next build that takes the lock (recoverLeftovers).
  }
}

/**
 * Synchronous clean-up for a signal handler: the temp folder goes; a half-swapped output comes
 * back.
 */
export function abandonWrite(outDir: string): void {
  const paths = outputPaths(outDir);
  const names = readdirSync(paths.parent);
  if (!names.includes(path.basename(outDir)) && names.includes(path.basename(paths.old))) {
    renameSync(paths.old, outDir);
  }
  // Writes already handed to libuv's thread pool (at most one per thread) may still create files or
  // folders in the temp folder during and after this removal (it then fails with ENOTEMPTY). While
  // this handler blocks the JavaScript thread no new write can start, so a short pause lets those
  // finish, and a second removal catches what they made.
  removeQuietly(paths.temp);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  removeQuietly(paths.temp);
}

/** Removes a folder, retrying while files still appear in it; a leftover is not an error here. */
function removeQuietly(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 10 });
  } catch {
    // The next build of this output removes its leftover temp folders (outputPaths).
  }
}
