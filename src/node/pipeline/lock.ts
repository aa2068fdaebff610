import { readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';

/** How long a build waits for another build of the same output folder before giving up. */
export const LOCK_WAIT_MS = 15_000;
const POLL_MS = 50;

/**
 * The files the writer keeps beside `<parent>/<name>`: the lock, the folder being written, the one
 * being replaced.
 */
export function outputPaths(outDir: string, pid = process.pid) {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  return {
    parent,
    lock: path.join(parent, `${name}.docgen-lock`),
    temp: path.join(parent, `.docgen-tmp-${name}-${pid}`),
    old: path.join(parent, `.docgen-old-${name}-${pid}`),
    leftovers: (entry: string) =>
      entry.startsWith(`.docgen-tmp-${name}-`) || entry.startsWith(`.docgen-old-${name}-`),
  };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function holder(lock: string): Promise<number | undefined> {
  const text = await readFile(lock, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * One attempt: create the lock exclusively (O_EXCL), or take it over from a process that is gone.
 */
async function tryLock(
  lock: string,
): Promise<{ ok: true } | { ok: false; pid: number | undefined }> {
  try {
    const handle = await open(lock, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return { ok: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const pid = await holder(lock);
  // A lock being written has no pid yet: give its writer a moment, unless it is old.
  const age = await stat(lock).then(
    (s) => Date.now() - s.mtimeMs,
    () => 0,
  );
  if ((pid !== undefined && !alive(pid)) || (pid === undefined && age > 2_000)) {
    await rm(lock, { force: true });
    return tryLock(lock);
  }
  return { ok: false, pid };
}

/**
 * Takes `<outDir>.docgen-lock`, so two builds of one project never write the same output at once:
 * the second waits up to LOCK_WAIT_MS (builds take seconds), then fails with DG5005. Once held,
 * folders left beside the output by a killed build are recovered or removed.
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
        message:
          `Another docgen build${attempt.pid ? ` (pid ${attempt.pid})` : ''} is writing ` +
          `${outDir}; waited ${Math.round(waitMs / 1000)} s`,
        file: paths.lock,
        hint: 'Wait for the other build to finish, or build into another folder with --out.',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await recoverLeftovers(outDir);
  return () => rmSync(paths.lock, { force: true });
}

/**
 * A build killed between its two renames leaves the previous output as `.docgen-old-*`: put it
 * back; drop the rest.
 */
async function recoverLeftovers(outDir: string): Promise<void> {
  const paths = outputPaths(outDir);
  const entries = (await readdir(paths.parent)).filter(paths.leftovers).sort();
  const hasOutput = await stat(outDir).then(
    () => true,
    () => false,
  );
  const old = entries.find((e) => e.startsWith('.docgen-old-'));
  if (!hasOutput && old) await rename(path.join(paths.parent, old), outDir);
  for (const entry of entries)
    await rm(path.join(paths.parent, entry), { recursive: true, force: true });
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
