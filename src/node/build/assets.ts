import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild, transform } from 'esbuild';
import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../package-root.js';
import { primaryVariables } from '../render/colors.js';
import type { Assets } from '../site/chrome.js';
import type { OutputFile } from './output.js';

const hash = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Bundles the client script (esbuild, code-split so on-demand parts are chunks) and the stylesheet. */
export async function bundleAssets(config: ResolvedConfig): Promise<{ files: OutputFile[]; assets: Assets }> {
  const root = packageRoot();
  const [script, css] = await Promise.all([bundleClient(root), bundleCss(root, config)]);
  const main = script.find((f) => f.entry);
  if (!main) throw new Error('client bundle has no entry output');
  const icon = { file: 'favicon.svg', contents: await readFile(path.join(root, 'templates/favicon.svg'), 'utf8') };
  return {
    files: [...script.map(({ file, contents }) => ({ file, contents })), css, icon],
    assets: { scriptHref: withBase(config.baseUrl, '/' + main.file), cssHref: withBase(config.baseUrl, '/' + css.file) },
  };
}

async function bundleClient(root: string): Promise<(OutputFile & { entry: boolean })[]> {
  try {
    const result = await esbuild({
      entryPoints: [path.join(root, 'src/client/main.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: 'es2020',
      write: false,
      outdir: path.join(root, '.out'),
      entryNames: 'assets/[name]-[hash]',
      chunkNames: 'assets/chunks/[name]-[hash]',
      metafile: true,
      absWorkingDir: root,
      logLevel: 'silent',
      legalComments: 'none',
    });
    const entries = new Set(
      Object.entries(result.metafile.outputs)
        .filter(([, meta]) => meta.entryPoint)
        .map(([file]) => path.resolve(root, file)),
    );
    return result.outputFiles.map((f) => ({ file: path.relative(path.join(root, '.out'), f.path).split(path.sep).join('/'), contents: f.contents, entry: entries.has(f.path) }));
  } catch (error) {
    throw new DocgenError({ code: codes.clientBundleFailed, severity: 'error', message: `The client script could not be bundled: ${(error as Error).message}` });
  }
}

/** Every stylesheet in templates/styles/, in name order (site.css first), as one minified file. */
async function bundleCss(root: string, config: ResolvedConfig): Promise<OutputFile> {
  const dir = path.join(root, 'templates/styles');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.css')).sort((a, b) => (a === 'site.css' ? -1 : b === 'site.css' ? 1 : a.localeCompare(b)));
  const source = (await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')))).join('\n');
  const { code } = await transform(primaryVariables(config.primaryColor) + source, { loader: 'css', minify: true, target: 'chrome100' });
  return { file: `assets/site-${hash(code)}.css`, contents: code };
}
