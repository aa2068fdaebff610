// Compiles the node side (src/node + templates) into lib/ with esbuild: one fast step, run by `npm ci` (prepare).
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

await rm('lib', { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/node/cli.ts', index: 'src/node/index.ts' },
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
