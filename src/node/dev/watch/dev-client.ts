import path from 'node:path';
import { loadEsbuild } from '../../services.js';

/** Bundles the live-reload and overlay client (src/client/dev) for the dev server to serve. */
export async function bundleDevClient(clientDir: string): Promise<string> {
  const { build: esbuild } = await loadEsbuild();
  const result = await esbuild({
    entryPoints: [path.join(clientDir, 'dev/client.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
