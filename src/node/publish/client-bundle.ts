import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import type { UiStrings } from '../../shared/i18n/catalogue.js';
import type { ReadLog } from '../util/read-log.js';
import { clientStrings } from './client-strings.js';

/**
 * The browsers the client is compiled for: those the site already needs, since its menu, search
 * and console open with `<dialog>.showModal()` (Firefox 98, Safari 15.4) and the stylesheet is
 * compiled for chrome100. esbuild lowers only what one of them lacks: class fields and `??=` stay
 * as written (for ES2020 they took a shared helper chunk that every page loaded).
 */
const BROWSERS = ['chrome100', 'firefox100', 'safari15.4'];

/** What the bundler uses of esbuild (the caller's own import of it). */
type EsbuildApi = Pick<typeof Esbuild, 'build' | 'transform'>;

/** A file of the bundled client, relative to the site's root (`assets/main-X.js`). */
export interface ClientOutput {
  file: string;
  contents: Uint8Array;
  /** An entry point (the first is the page script, main.ts). */
  entry: boolean;
  /** The versions script (src/client/versions/), published by sites of several versions only. */
  versions?: true;
}

/**
 * The client from src/client, in memory: what scripts/compile.mjs writes to lib/client (once, at
 * `npm ci`) and what `docgen watch` bundles from source, so both are the same files.
 *
 * The page script (main.ts) is code-split, so on-demand parts are chunks. The "Experimentar"
 * console (React and react-dom's client) is bundled on its own first, and the trigger's
 * `import('./try-it/index.js')` points at that file: as a chunk of the same build it would share
 * esbuild's runtime helpers (React needs CommonJS interop) and modules with the scripts every page
 * loads, which would then grow and split. Its stylesheet comes in as minified text.
 *
 * `esbuild` is passed in: the node side loads it on demand, compile.mjs has it at hand. Each
 * language has its script: `strings` are the messages inlined in it (client-strings.ts). Also
 * returns every source file read (watch mode's memo keeps the bundle while they are unchanged);
 * given a log, the files are read through it, so each is recorded with the bytes bundled.
 */
export async function bundleClient(
  root: string,
  esbuild: EsbuildApi,
  strings: UiStrings,
  reads?: ReadLog,
): Promise<{ files: ClientOutput[]; inputs: string[] }> {
  // The messages of the site's language, inlined where the client asks for them.
  const inlined = clientStrings(strings, (file) => (reads ? reads.file(file) : readFile(file)));
  const logged = [inlined, ...(reads ? [reads.esbuildPlugin()] : [])];
  const outdir = path.join(root, '.out');
  const common = {
    bundle: true,
    format: 'esm',
    minify: true,
    target: BROWSERS,
    // Module scripts are always read as UTF-8: an "ã" costs 2 bytes, not the 4 of "\xE3".
    charset: 'utf8',
    write: false,
    outdir,
    metafile: true,
    absWorkingDir: root,
    logLevel: 'silent',
    legalComments: 'none',
  } as const;
  const tryIt = await esbuild.build({
    ...common,
    entryPoints: { 'try-it': path.join(root, 'src/client/try-it/index.tsx') },
    entryNames: 'assets/chunks/[name]-[hash]',
    plugins: [minifiedCssText(esbuild, reads), ...logged],
  });
  const tryItFile = tryIt.outputFiles.find((f) => f.path.endsWith('.js'));
  if (!tryItFile) throw new Error('the console bundle has no script');
  const main = await esbuild.build({
    ...common,
    entryPoints: [path.join(root, 'src/client/main.ts')],
    splitting: true,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    plugins: [tryItBundle(path.basename(tryItFile.path)), ...logged],
  });
  // A script of its own, which a site of one version neither loads nor publishes: the page script
  // is the same bytes with or without versions.
  const versions = await esbuild.build({
    ...common,
    entryPoints: { versions: path.join(root, 'src/client/versions/index.ts') },
    entryNames: 'assets/[name]-[hash]',
    plugins: logged,
  });
  const versionsFile = versions.outputFiles.find((f) => f.path.endsWith('.js'));
  if (!versionsFile) throw new Error('the versions bundle has no script');
  const entries = new Set(
    Object.entries(main.metafile.outputs)
      .filter(([, meta]) => meta.entryPoint)
      .map(([file]) => path.resolve(root, file)),
  );
  // The page script first (what pages load), whatever order esbuild gives its outputs in: the
  // chunks of dynamic imports are entry points of the metafile too.
  const pageScript = Object.entries(main.metafile.outputs).find(
    ([, meta]) => meta.entryPoint === path.relative(root, path.join(root, 'src/client/main.ts')),
  )?.[0];
  const first = pageScript === undefined ? undefined : path.resolve(root, pageScript);
  const ordered = [...main.outputFiles].sort(
    (a, b) => Number(b.path === first) - Number(a.path === first),
  );
  const relative = (file: string) => path.relative(outdir, file).split(path.sep).join('/');
  const files: ClientOutput[] = [
    ...ordered.map((f) => ({
      file: relative(f.path),
      contents: f.contents,
      entry: entries.has(f.path),
    })),
    { file: relative(tryItFile.path), contents: tryItFile.contents, entry: true },
    {
      file: relative(versionsFile.path),
      contents: versionsFile.contents,
      entry: true,
      versions: true as const,
    },
  ];
  const inputs = [tryIt, main, versions].flatMap((result) => Object.keys(result.metafile.inputs));
  return { files, inputs: [...new Set(inputs)].map((input) => path.resolve(root, input)) };
}

/** The console's stylesheet, imported as text (`with { type: 'text' }`), minified. */
function minifiedCssText(esbuild: EsbuildApi, reads: ReadLog | undefined): Esbuild.Plugin {
  return {
    name: 'minified-css-text',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = (await (reads ? reads.file(args.path) : readFile(args.path))).toString();
        const css = await esbuild.transform(source, {
          loader: 'css',
          minify: true,
          target: 'chrome100',
        });
        return { contents: css.code, loader: 'text' };
      });
    },
  };
}

/**
 * Resolves the trigger's `import('./try-it/index.js')` to the console's own bundle, which sits
 * beside the trigger's chunk in assets/chunks/.
 */
function tryItBundle(file: string): Esbuild.Plugin {
  return {
    name: 'try-it-bundle',
    setup(build) {
      build.onResolve({ filter: /^\.\/try-it\/index\.js$/ }, (args) =>
        args.importer.endsWith('try-it-trigger.ts')
          ? { path: `./${file}`, external: true }
          : undefined,
      );
    },
  };
}
