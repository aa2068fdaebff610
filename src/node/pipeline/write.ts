import { linkSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { lstat, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, said } from '../diagnostics/diagnostic.js';
import { concurrencyLimit } from '../util/concurrency.js';
import { abandonWrite, acquireOutputLock, outputPaths } from './lock.js';
import { MANIFEST_FILE, manifestEntries, type ManifestEntry } from '../publish/manifest.js';
import type { OutputFile } from '../output-file.js';
import { within } from '../util/inside-project.js';
import { utf8Text } from '../util/utf8.js';

/** Files written at the same time: enough to keep the disk busy, far below any descriptor limit. */
const FILES_AT_ONCE = 32;

/** Refuses output folders that would overwrite the sources. */
export function checkOutDir(
  outDir: string,
  protectedDirs: { root: string; contentDir: string },
): void {
  const bad = within(protectedDirs.contentDir, outDir)
    ? 'outputHasContent'
    : within(outDir, protectedDirs.contentDir)
      ? 'outputInContent'
      : path.resolve(outDir) === path.resolve(protectedDirs.root)
        ? 'outputIsProject'
        : undefined;
  if (bad) {
    throw new DocgenError({
      code: codes.outputInsideSource,
      severity: 'error',
      ...said(bad, { dir: outDir }),
      file: outDir,
    });
  }
}

function unwritable(outDir: string, error: unknown): DocgenError {
  const e = error as NodeJS.ErrnoException;
  return new DocgenError({
    code: codes.outputUnwritable,
    severity: 'error',
    ...said('outputUnwritable', { reason: `${e.code ?? ''} ${e.path ?? outDir}`.trim() }),
    file: outDir,
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
 * An output that is the new site already (a build that changed nothing) is left alone.
 * A lock keeps concurrent builds of one output apart; Ctrl+C or SIGTERM while writing removes the
 * temporary folder and leaves the previous output (see interruptible).
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[]): Promise<void> {
  let release: () => void;
  try {
    release = await acquireOutputLock(outDir);
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw unwritable(outDir, error);
  }
  const stopGuard = interruptible(outDir, release);
  try {
    await writeAndSwap(outDir, files);
  } finally {
    stopGuard();
    release();
  }
}

async function writeAndSwap(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const { temp, old } = outputPaths(outDir);
  try {
    const { kept, sameManifest } = await unchangedFiles(outDir, files);
    if (sameManifest && holdsExactly(outDir, files, kept)) return;
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp, { recursive: true });
    const dirs = new Set(files.map((f) => path.dirname(path.join(temp, f.file))));
    // Synchronous: a folder takes microseconds, where awaiting each one in turn waited on the
    // event loop's other work (the cache being saved), folder after folder.
    for (const dir of [...dirs].sort()) mkdirSync(dir, { recursive: true });
    // A bounded number of files open at once, whatever the count (a large reference writes tens
    // of thousands: all at once would run out of file descriptors).
    const slot = concurrencyLimit(FILES_AT_ONCE);
    const linked = linkKept(outDir, temp, kept);
    const put = (f: OutputFile) => writeFile(path.join(temp, f.file), f.contents);
    const manifestFile = files.find((f) => f.file === MANIFEST_FILE);
    const written = files.filter((f) => f !== manifestFile && !linked.has(f.file));
    await Promise.all(written.map((f) => slot(() => put(f))));
    // Last, so that a file modified after it was written is newer than the manifest.
    if (manifestFile) await put(manifestFile);
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw unwritable(outDir, error);
  }
  await swap(outDir, temp, old);
}

/**
 * The files of the current output that hold a new file's bytes already: the output's manifest and
 * the new one give them the same hash, and each has the size listed and was not modified after
 * that manifest was written (the manifest is written last). They are hard-linked into the new
 * folder instead of written: on an ext4 disk a link costs about a tenth of a write, so a build that
 * changed one page writes about one page. The previous output stays as it was until the swap.
 */
async function unchangedFiles(
  outDir: string,
  files: readonly OutputFile[],
): Promise<{ kept: Set<string>; sameManifest: boolean }> {
  const next = files.find((f) => f.file === MANIFEST_FILE);
  const manifestPath = path.join(outDir, MANIFEST_FILE);
  const [text, written] = await Promise.all([
    readFile(manifestPath, 'utf8').catch(() => ''),
    lstat(manifestPath).catch(() => undefined),
  ]);
  if (!next || !text || !written?.isFile()) return { kept: new Set(), sameManifest: false };
  const nextText = utf8Text(next.contents);
  const before = manifestEntries(text);
  const after = manifestEntries(nextText);
  const candidates = files
    .map((f) => after.get(f.file))
    .filter(
      (entry): entry is ManifestEntry =>
        entry !== undefined &&
        entry.file !== MANIFEST_FILE &&
        before.get(entry.file)?.sha256 === entry.sha256,
    );
  // One synchronous lstat after the other: each takes a few microseconds, where a promise's round
  // trip through the thread pool cost about three times as much (GitHub REST's 7,680 files: 40 ms
  // against 130 ms).
  const unchanged = (entry: ManifestEntry) => {
    try {
      const now = lstatSync(path.join(outDir, entry.file), { throwIfNoEntry: false });
      return now?.isFile() && now.size === entry.bytes && now.mtimeMs <= written.mtimeMs;
    } catch {
      // Not readable as it was written (a folder in its path replaced, say): written anew.
      return false;
    }
  };
  return {
    kept: new Set(candidates.filter(unchanged).map((entry) => entry.file)),
    sameManifest: text === nextText,
  };
}

/**
 * Whether the output is the new site already: every file but the manifest is kept (`kept`), the
 * manifest reads the same, and the folder holds nothing else (no file or folder the new site
 * lacks). Then there is nothing to write: a build that changed nothing leaves the output as it
 * is, as a swap would have left it, without linking a file.
 */
function holdsExactly(
  outDir: string,
  files: readonly OutputFile[],
  kept: ReadonlySet<string>,
): boolean {
  if (files.some((f) => f.file !== MANIFEST_FILE && !kept.has(f.file))) return false;
  const expected = new Set<string>();
  for (const { file } of files)
    for (let at = file; at !== '.' && !expected.has(at); at = path.posix.dirname(at))
      expected.add(at);
  let present: string[];
  try {
    present = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return false;
  }
  const sep = path.sep;
  return (
    present.length === expected.size &&
    present.every((entry) => expected.has(sep === '/' ? entry : entry.split(sep).join('/')))
  );
}

/**
 * Hard-links the unchanged files of the current output into the new folder, one after the other:
 * a link takes a few microseconds, where a promise's round trip through the thread pool cost more
 * than the link (GitHub REST's 7,684 files: 72 ms against 92–144 ms). The files linked; one that
 * cannot be (another disk, a file gone) is written instead.
 */
function linkKept(outDir: string, temp: string, kept: ReadonlySet<string>): Set<string> {
  const linked = new Set<string>();
  for (const file of kept) {
    try {
      linkSync(path.join(outDir, file), path.join(temp, file));
      linked.add(file);
    } catch {
      // Written with the new files.
    }
  }
  return linked;
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
