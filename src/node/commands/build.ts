import { build, relativeOut } from '../build/build.js';
import type { Output } from '../diagnostics/exit.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';

export interface BuildFlags {
  config?: string;
  out?: string;
  baseUrl?: string;
  spec?: string;
  content?: string;
  /** commander's negation of --no-cache. */
  cache?: boolean;
}

/** `docgen build`: one summary line on success; stage timings with --verbose. */
export async function runBuild(flags: BuildFlags, out: Output): Promise<void> {
  const start = performance.now();
  const result = await build({
    cwd: out.cwd,
    ...(flags.cache !== false ? { cacheDir: true as const } : {}),
    ...(flags.config ? { configFile: flags.config } : {}),
    overrides: {
      ...(flags.out ? { outDir: flags.out } : {}),
      ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
      ...(flags.spec ? { spec: flags.spec } : {}),
      ...(flags.content ? { contentDir: flags.content } : {}),
    },
  });
  if (result.warnings.length > 0 && !out.quiet) process.stderr.write(formatDiagnostics(result.warnings, out) + '\n');
  if (out.verbose) {
    for (const t of result.timings) process.stdout.write(`  ${t.stage.padEnd(20)} ${t.ms.toFixed(1).padStart(8)} ms\n`);
    if (result.pageCache) process.stdout.write(`  page cache           ${result.pageCache.hits} hits, ${result.pageCache.misses} transformed\n`);
    process.stdout.write(`  page html            ${result.pageHtml.reused} reused, ${result.pageHtml.rendered} rendered\n`);
    if (result.storedStages?.size) process.stdout.write(`  stored stages        ${[...result.storedStages].map(([stage, reused]) => `${stage} ${reused ? 'reused' : 'redone'}`).join(', ')}\n`);
  }
  if (!out.quiet) {
    const ms = Math.round(performance.now() - start);
    process.stdout.write(`Built ${result.routes.length} pages into ${relativeOut(result.config, out.cwd)}/ in ${ms} ms\n`);
  }
}
