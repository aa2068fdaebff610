import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import type { TemplateSet } from '../../../templates/index.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { codeFrame } from '../diagnostics/frame.js';
import { packageRoot } from '../package-root.js';
import { loadEsbuild } from '../services.js';
import { docgenReact } from './docgen-react.js';
import { ReadLog } from '../util/read-log.js';
import { sha256 } from '../sha256.js';
import type { FileHashes } from '../util/file-hashes.js';

/**
 * A template set and an id of its code: HTML rendered with one set is reused only with the same id.
 * The set is loaded when a page is rendered: a build whose pages all come from the cache never
 * loads React or the templates.
 */
export interface Templates {
  id: string;
  load(): Promise<TemplateSet>;
}

/** The templates compiled into lib/ with the rest of docgen (whose code salts every cache key). */
export const bundledTemplates: Templates = {
  id: 'bundled',
  load: () =>
    import('../../../templates/index.js').then(({ Page, ReferenceSection }) => ({
      Page,
      ReferenceSection,
    })),
};

/** Templates compiled from their sources (watch mode), with the files they were compiled from. */
export interface SourceTemplates extends Templates {
  sources: FileHashes;
}

let generation = 0;

function frameAt(file: string, line: number, column: number): string | undefined {
  try {
    return codeFrame(readFileSync(file, 'utf8'), line, column);
  } catch {
    return undefined;
  }
}

function located(message: Message, cwd: string): Diagnostic {
  const loc = message.location;
  return {
    code: codes.templatesInvalid,
    severity: 'error',
    ...said('templatesInvalid', { reason: message.text }),
    ...(loc
      ? {
          file: path.resolve(cwd, loc.file),
          line: loc.line,
          column: loc.column + 1,
          frame: frameAt(path.resolve(cwd, loc.file), loc.line, loc.column + 1),
        }
      : {}),
    hint: 'Fix the template; the last good site stays served until then.',
  };
}

/**
 * Compiles `templates/index.tsx` afresh and imports it, so a template edit takes effect without a
 * restart. Its `react` is the renderer's (docgen-react.ts); the module is written inside docgen's
 * folder so that its other packages resolve as docgen's do; every generation is a new URL (ES
 * modules cannot be unloaded, so each costs a little memory, which is why only template edits load
 * a new one).
 */
export async function loadTemplates(templatesDir: string): Promise<SourceTemplates> {
  const root = packageRoot();
  const { build: esbuild } = await loadEsbuild();
  const reads = new ReadLog();
  const result = await esbuild({
    metafile: true,
    entryPoints: [path.join(templatesDir, 'index.tsx')],
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    absWorkingDir: root,
    // React is docgen's own, the renderer's: the templates' hooks run in it.
    plugins: [docgenReact, reads.esbuildPlugin()],
  }).catch((error: { errors?: Message[] }) => {
    if (error.errors?.length)
      throw new DocgenError(error.errors.slice(0, 5).map((m) => located(m, root)));
    throw error;
  });
  const code = result.outputFiles[0]!.text;
  const sources = await reads.sources(
    Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)),
  );
  const dir = path.join(root, 'node_modules', '.docgen');
  const file = path.join(dir, `templates-${process.pid}-${++generation}.mjs`);
  await mkdir(dir, { recursive: true });
  await writeFile(file, code);
  try {
    const mod = (await import(
      `${pathToFileURL(file).href}?v=${generation}`
    )) as Partial<TemplateSet>;
    if (typeof mod.Page !== 'function' || typeof mod.ReferenceSection !== 'function')
      throw new DocgenError({
        code: codes.templatesInvalid,
        severity: 'error',
        ...said('templatesNoPage'),
        file: path.join(templatesDir, 'index.tsx'),
      });
    const set: TemplateSet = { Page: mod.Page, ReferenceSection: mod.ReferenceSection };
    return { id: sha256(code), load: async () => set, sources };
  } finally {
    await rm(file, { force: true });
  }
}

/** The latest modification time of the files under `dir` (0 if there are none). */
async function newestIn(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const times = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) =>
        stat(path.join(e.parentPath, e.name)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
  );
  return Math.max(0, ...times);
}

/**
 * Whether a session must compile the templates from source before its first build, instead of using
 * the ones compiled into lib/ as `docgen build` does (with them, the pages' and the API reference's
 * HTML stored by earlier builds is reused). Only in a git checkout of docgen whose templates or
 * shared code changed after lib/ was compiled: an installed docgen's templates are the compiled
 * ones.
 */
export async function templatesNewerThanLib(dirs: {
  templates: string;
  shared: string;
}): Promise<boolean> {
  const root = packageRoot();
  if (!existsSync(path.join(root, '.git'))) return false;
  const compiled = await stat(path.join(root, 'lib', 'cli.js')).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const sources = await Promise.all([newestIn(dirs.templates), newestIn(dirs.shared)]);
  return Math.max(...sources) > compiled;
}
