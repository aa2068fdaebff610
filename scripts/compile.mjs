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
await Promise.all([compileNode(), compileClient(), compileCss(), compileIslandsRuntime()]);
await writeFingerprint();

async function writeIfChanged(file, text) {
  if ((await readFile(file, 'utf8').catch(() => '')) !== text) await writeFile(file, text);
}

function compileNode() {
  return build({
    // Workers run as files of their own (see src/node/workers/service.ts): docgen check's spec
    // lint, the diagram drawer, the code highlighter and the spec's downloads.
    entryPoints: {
      cli: 'src/node/cli.ts',
      index: 'src/node/index.ts',
      'spec-lint-worker': 'src/node/check/spec-lint-worker.ts',
      'diagram-worker': 'src/node/content/diagrams/draw-worker.ts',
      'highlight-worker': 'src/node/content/highlight-worker.ts',
      'spec-downloads-worker': 'src/node/publish/spec-downloads-worker.ts',
      // docgen's React, for the components of MDX pages (src/node/content/mdx/page-module.ts).
      'mdx-react': 'src/node/content/mdx/react-runtime.ts',
      'mdx-jsx-runtime': 'src/node/content/mdx/jsx-runtime.ts',
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
 * The client script (see src/node/publish/client-bundle.ts, which `docgen watch` uses too, so both
 * give the same files), once per language of the catalogue (src/shared/i18n/), written to
 * lib/client; manifest.json lists each language's files and entries. A chunk the same in every
 * language is one file.
 */
async function compileClient() {
  const outdir = 'lib/client';
  const bundled = await build({
    stdin: {
      contents:
        "export { bundleClient } from './src/node/publish/client-bundle.ts';\n" +
        "export { catalogues } from './src/shared/i18n/catalogue.ts';\n",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    external: ['esbuild'],
    logLevel: 'silent',
  });
  const { bundleClient, catalogues } = await import(
    'data:text/javascript;base64,' + Buffer.from(bundled.outputFiles[0].text).toString('base64')
  );
  const esbuild = await import('esbuild');
  const languages = {};
  for (const [language, strings] of Object.entries(catalogues)) {
    const { files: outputs } = await bundleClient(process.cwd(), esbuild, strings);
    for (const { file, contents } of outputs) {
      await mkdir(path.dirname(path.join(outdir, file)), { recursive: true });
      await writeFile(path.join(outdir, file), contents);
    }
    languages[language] = outputs.map(({ file, entry, versions }) => ({
      file,
      entry,
      ...(versions ? { versions } : {}),
    }));
  }
  await writeFile(
    path.join(outdir, 'manifest.json'),
    JSON.stringify({ languages }, null, 2) + '\n',
  );
}

/**
 * React for the islands of MDX pages, which each page's island script is bundled with
 * (src/node/content/mdx/island-bundle.ts): an installed docgen has no React package to bundle.
 */
async function compileIslandsRuntime() {
  await build({
    entryPoints: ['src/client/mdx-islands/runtime.tsx'],
    outfile: 'lib/client/mdx-islands-runtime.js',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15.4'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
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
  // A site of several versions appends it (src/node/publish/assets.ts).
  const versions = await transform(
    await readFile(path.join(dir, 'versions/versions.css'), 'utf8'),
    {
      loader: 'css',
      minify: true,
      target: 'chrome100',
    },
  );
  await writeFile('lib/client/versions.css', versions.code);
}
