import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../../output-file.js';
import { packageRoot } from '../../package-root.js';
import { loadEsbuild } from '../../services.js';
import { sha256 } from '../../sha256.js';

/** A component of the site that runs in the reader's browser: its file, and the export it is. */
export interface Island {
  file: string;
  exportName: string;
}

/** A component file whose name says it is an island (`Contador.island.tsx`). */
export const isIslandFile = (file: string): boolean => /\.island\.[cm]?[jt]sx?$/.test(file);

/**
 * React for the browser, as docgen ships it (compiled by scripts/compile.mjs), or from source in a
 * checkout whose lib/ lacks it.
 */
function islandsRuntime(): string {
  const compiled = path.join(packageRoot(), 'lib/client/mdx-islands-runtime.js');
  return existsSync(compiled)
    ? compiled
    : path.join(packageRoot(), 'src/client/mdx-islands/runtime.tsx');
}

/** `react`, `react/jsx-runtime` and `react-dom/client` are the runtime, bundled in. */
const reactIsRuntime = (runtime: string): Plugin => ({
  name: 'docgen-islands-react',
  setup(build) {
    build.onResolve({ filter: /^react(\/jsx(-dev)?-runtime)?$|^react-dom(\/client)?$/ }, () => ({
      path: runtime,
    }));
  },
});

/**
 * The script of one page's islands: each island's component, bundled for the browser with React
 * (src/client/mdx-islands/runtime.tsx), mounted on the page's `[data-mdx-island]` elements by
 * their index. Published beside the page's images, named by its hash.
 */
export async function bundleIslands(islands: readonly Island[], root: string): Promise<OutputFile> {
  const esbuild = await loadEsbuild();
  const runtime = islandsRuntime();
  const contents = [
    `import { mountIslands } from ${JSON.stringify(runtime)};`,
    ...islands.map((island, i) => `import * as island${i} from ${JSON.stringify(island.file)};`),
    `mountIslands({ ${islands
      .map(
        (island, i) =>
          `${JSON.stringify(String(i))}: island${i}[${JSON.stringify(island.exportName)}]`,
      )
      .join(', ')} });`,
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, sourcefile: 'islands.js', loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15.4'],
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [reactIsRuntime(runtime)],
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { file: `assets/islands/islands-${sha256(bytes).slice(0, 12)}.js`, contents: bytes };
}
