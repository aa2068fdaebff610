import path from 'node:path';
import { build as esbuild } from 'esbuild';

/** Bundles the live-reload and overlay client (src/client/dev) for the dev server to serve. */
export async function bundleDevClient(clientDir: string): Promise<string> {
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
