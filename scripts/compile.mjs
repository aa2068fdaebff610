// Compiles docgen into lib/ with esbuild, run by `npm ci` (prepare): the config validator (see
// config-validator.mjs), the node side (src/node + templates) and, once for every site, the browser
// side (src/client → lib/client/, with the stylesheets of templates/styles/), so `docgen build`
// copies the client instead of bundling it.
import { build, transform } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { target as configValidator, validatorSource } from './config-validator.mjs';

const FINGERPRINT = 'lib/code-fingerprint.txt';

await rm('lib', { recursive: true, force: true });
// The config schema's validator first: the node side bundles it.
await writeIfChanged(configValidator, await validatorSource());
await Promise.all([compileNode(), compileClient(), compileCss()]);
await writeFingerprint();

async function writeIfChanged(file, text) {
  if ((await readFile(file, 'utf8').catch(() => '')) !== text) await writeFile(file, text);
}

function compileNode() {
  return build({
    // Workers run as files of their own (see src/node/workers/service.ts): docgen check's spec lint
    // and the diagram drawer.
    entryPoints: {
      cli: 'src/node/cli.ts',
      index: 'src/node/index.ts',
      'spec-lint-worker': 'src/node/check/spec-lint-worker.ts',
      'diagram-worker': 'src/node/content/diagrams/draw-worker.ts',
    },
    outdir: 'lib',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Dependencies are bundled too: a build loads a few chunks instead of ~900 small ESM and CJS
    // files (resolving, format detection and compiling those was ~0.5 s of a cold build). What
    // stays external runs a native binary, or finds files of its own package at run time.
    external: ['esbuild', 'pagefind', '@redocly/openapi-core'],
    // CommonJS dependencies call require() for Node's built-ins, which an ES module lacks.
    banner: {
      js:
        "import { createRequire as __docgenCreateRequire } from 'node:module'; " +
        'const require = __docgenCreateRequire(import.meta.url);',
    },
    jsx: 'automatic',
    // React (and the rest) in production mode: its development build checks every element it
    // renders, about twice the render time, and is chosen at run time by NODE_ENV, which a user's
    // shell does not set.
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: true,
    logLevel: 'warning',
  });
}

/**
 * A hash of every compiled file, which the persistent caches use as docgen's code version (see
 * codeFingerprint in src/node/package-root.ts): reading it is cheaper than hashing ~10 MB on each
 * run.
 */
async function writeFingerprint() {
  const files = (await readdir('lib', { recursive: true }))
    .filter((f) => /\.(js|css|json)$/.test(f))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(path.join('lib', file)));
  await writeFile(FINGERPRINT, hash.digest('hex') + '\n');
}

/**
 * The client script, code-split so on-demand parts are chunks; manifest.json lists the files and
 * the entry. The "Experimentar" console (React and react-dom's client) is bundled on its own first,
 * and the script's `import('./try-it/index.js')` points at that file: a chunk of the same build
 * would share esbuild's runtime helpers (React needs CommonJS interop) and modules such as the
 * storage keys with the scripts every page loads, which would then grow and split.
 */
async function compileClient() {
  const outdir = 'lib/client';
  const common = {
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    outdir,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  };
  const console = await build({
    ...common,
    entryPoints: { 'try-it': 'src/client/try-it/index.tsx' },
    entryNames: 'assets/chunks/[name]-[hash]',
    plugins: [minifiedCssText()],
  });
  const consoleFile = Object.keys(console.metafile.outputs).find((f) => f.endsWith('.js'));
  const result = await build({
    ...common,
    entryPoints: ['src/client/main.ts'],
    splitting: true,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    plugins: [tryItBundle(path.basename(consoleFile))],
  });
  const files = [
    ...Object.entries(result.metafile.outputs),
    [consoleFile, { entryPoint: true }],
  ].map(([file, meta]) => ({
    file: path.relative(outdir, file).split(path.sep).join('/'),
    entry: Boolean(meta.entryPoint),
  }));
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify({ files }, null, 2) + '\n');
}

/** The console's stylesheet, imported as text (`with { type: 'text' }`), minified. */
function minifiedCssText() {
  return {
    name: 'minified-css-text',
    setup(b) {
      b.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const css = await transform(source, { loader: 'css', minify: true, target: 'chrome100' });
        return { contents: css.code, loader: 'text' };
      });
    },
  };
}

/**
 * Resolves the trigger's `import('./try-it/index.js')` to the console's own bundle, beside the
 * trigger's chunk in assets/chunks/. (`docgen watch` bundles from source without it: there the
 * console is an ordinary chunk.)
 */
function tryItBundle(file) {
  return {
    name: 'try-it-bundle',
    setup(b) {
      b.onResolve({ filter: /^\.\/try-it\/index\.js$/ }, (args) =>
        args.importer.endsWith('try-it-trigger.ts')
          ? { path: `./${file}`, external: true }
          : undefined,
      );
    },
  };
}

/** Every stylesheet in templates/styles/, in name order (site.css first), as one minified file. */
async function compileCss() {
  const dir = 'templates/styles';
  const names = (await readdir(dir))
    .filter((n) => n.endsWith('.css'))
    .sort((a, b) => (a === 'site.css' ? -1 : b === 'site.css' ? 1 : a.localeCompare(b)));
  const source = (await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')))).join(
    '\n',
  );
  const { code } = await transform(source, { loader: 'css', minify: true, target: 'chrome100' });
  await mkdir('lib/client', { recursive: true });
  await writeFile('lib/client/site.css', code);
}
