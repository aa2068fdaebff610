import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';
import { concurrencyLimit } from '../util/concurrency.js';
import { abandonWrite, acquireOutputLock, outputPaths } from './lock.js';
import type { OutputFile } from '../types.js';

/** Files written at the same time: enough to keep the disk busy, far below any descriptor limit. */
const FILES_AT_ONCE = 32;

const within = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Refuses output folders that would overwrite the sources. */
export function checkOutDir(
  outDir: string,
  protectedDirs: { root: string; contentDir: string },
): void {
  const bad = within(protectedDirs.contentDir, outDir)
    ? 'contains the content folder'
    : within(outDir, protectedDirs.contentDir)
      ? 'is inside the content folder'
      : path.resolve(outDir) === path.resolve(protectedDirs.root)
        ? 'is the project folder'
        : undefined;
  if (bad) {
    throw new DocgenError({
      code: codes.outputInsideSource,
      severity: 'error',
      message: `The output folder ${outDir} ${bad}`,
      file: outDir,
      hint: 'Choose an output folder apart from the sources, e.g. dist/.',
    });
  }
}

function unwritable(outDir: string, error: unknown): DocgenError {
  const e = error as NodeJS.ErrnoException;
  return new DocgenError({
    code: codes.outputUnwritable,
    severity: 'error',
    message: `The output folder cannot be written: ${e.code ?? ''} ${e.path ?? outDir}`.trim(),
    file: outDir,
    hint: 'Check that the folder and its parent are writable, or pass another --out.',
  });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * The one module that writes the site. Everything goes into a temporary folder beside the output,
 * which then replaces the output by rename; if anything fails, the previous output stays as it was.
 * A lock keeps concurrent builds of one output apart; Ctrl+C or SIGTERM while writing removes the
 * temporary folder and leaves the previous output (see interruptible).
 */
export async function writeOutput(
  outDir: string,
  files: readonly OutputFile[],
  staticDir?: string,
): Promise<void> {
  let release: () => void;
  try {
    release = await acquireOutputLock(outDir);
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw unwritable(outDir, error);
  }
  const stopGuard = interruptible(outDir, release);
  try {
    await writeAndSwap(outDir, files, staticDir);
  } finally {
    stopGuard();
    release();
  }
}

async function writeAndSwap(
  outDir: string,
  files: readonly OutputFile[],
  staticDir?: string,
): Promise<void> {
  const { temp, old } = outputPaths(outDir);
  try {
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp, { recursive: true });
    const dirs = new Set(files.map((f) => path.dirname(path.join(temp, f.file))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    // A bounded number of files open at once, whatever the count (a large reference writes tens
    // of thousands: all at once would run out of file descriptors).
    const slot = concurrencyLimit(FILES_AT_ONCE);
    await Promise.all(files.map((f) => slot(() => writeFile(path.join(temp, f.file), f.contents))));
    if (staticDir && (await exists(staticDir)))
      await cp(staticDir, temp, { recursive: true, force: false, errorOnExist: false });
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw unwritable(outDir, error);
  }
  await swap(outDir, temp, old);
}

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * While the output is being written, SIGINT/SIGTERM clean up synchronously and end the process with
 * 130/143. Exiting here (rather than setting exitCode) is deliberate: the process was asked to
 * stop, and letting the pending writes and the rename run would swap in a half-written folder.
 */
function interruptible(outDir: string, release: () => void): () => void {
  const handlers = (Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]).map((signal) => {
    const handler = () => {
      abandonWrite(outDir);
      release();
      process.stderr.write(
        `error  ${codes.buildInterrupted}  Build interrupted by ${signal} while writing; ` +
          'the previous output is intact\n',
      );
      process.exit(SIGNAL_EXIT[signal]);
    };
    process.once(signal, handler);
    return () => process.removeListener(signal, handler);
  });
  return () => handlers.forEach((remove) => remove());
}

async function swap(outDir: string, temp: string, old: string): Promise<void> {
  const hadOutput = await exists(outDir);
  try {
    if (hadOutput) await rename(outDir, old);
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw unwritable(outDir, error);
  }
  try {
    await rename(temp, outDir);
  } catch (error) {
    if (hadOutput) await rename(old, outDir).catch(() => undefined);
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw unwritable(outDir, error);
  }
  if (hadOutput) await rm(old, { recursive: true, force: true });
}
