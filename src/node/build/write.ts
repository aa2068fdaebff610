import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';
import type { OutputFile } from './output.js';

const within = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Refuses output folders that would overwrite the sources. */
export function checkOutDir(outDir: string, protectedDirs: { root: string; contentDir: string }): void {
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
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[], staticDir?: string): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const temp = path.join(parent, `.docgen-tmp-${name}-${process.pid}`);
  const old = path.join(parent, `.docgen-old-${name}-${process.pid}`);
  try {
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp, { recursive: true });
    const dirs = new Set(files.map((f) => path.dirname(path.join(temp, f.file))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    await Promise.all(files.map((f) => writeFile(path.join(temp, f.file), f.contents)));
    if (staticDir && (await exists(staticDir))) await cp(staticDir, temp, { recursive: true, force: false, errorOnExist: false });
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw unwritable(outDir, error);
  }
  await swap(outDir, temp, old);
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
