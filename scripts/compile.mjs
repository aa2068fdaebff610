// Compiles docgen into lib/ with esbuild, run by `npm ci` (prepare): the config validator (see
// config-validator.mjs), the node side (src/node + templates) and, once for every site, the browser
// side (src/client → lib/client/, with the stylesheets of templates/styles/), so `docgen build`
// copies the client instead of bundling it.
import { build, transform } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { target as configValidator, validatorSource } from './config-validator.mjs';

await rm('lib', { recursive: true, force: true });
// The config schema's validator first: the node side bundles it.
await writeIfChanged(configValidator, await validatorSource());
await Promise.all([compileNode(), compileClient(), compileCss()]);

async function writeIfChanged(file, text) {
  if ((await readFile(file, 'utf8').catch(() => '')) !== text) await writeFile(file, text);
}

function compileNode() {
  return build({
    // The worker of docgen check's spec lint runs as a file of its own (see src/node/check/lint-in-worker.ts).
    entryPoints: { cli: 'src/node/cli.ts', index: 'src/node/index.ts', 'spec-lint-worker': 'src/node/check/spec-lint-worker.ts' },
    outdir: 'lib',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** The client script, code-split so on-demand parts are chunks; manifest.json lists the files and the entry. */
async function compileClient() {
  const outdir = 'lib/client';
  const result = await build({
    entryPoints: ['src/client/main.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    outdir,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  const files = Object.entries(result.metafile.outputs).map(([file, meta]) => ({ file: path.relative(outdir, file).split(path.sep).join('/'), entry: Boolean(meta.entryPoint) }));
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify({ files }, null, 2) + '\n');
}

/** Every stylesheet in templates/styles/, in name order (site.css first), as one minified file. */
async function compileCss() {
  const dir = 'templates/styles';
  const names = (await readdir(dir)).filter((n) => n.endsWith('.css')).sort((a, b) => (a === 'site.css' ? -1 : b === 'site.css' ? 1 : a.localeCompare(b)));
  const source = (await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')))).join('\n');
  const { code } = await transform(source, { loader: 'css', minify: true, target: 'chrome100' });
  await mkdir('lib/client', { recursive: true });
  await writeFile('lib/client/site.css', code);
}
