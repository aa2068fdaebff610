import { build, relativeOut } from '../pipeline/build.js';
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
  if (result.warnings.length > 0 && !out.quiet)
    process.stderr.write(formatDiagnostics(result.warnings, out) + '\n');
  if (out.verbose) {
    for (const t of result.timings)
      process.stdout.write(`  ${t.stage.padEnd(20)} ${t.ms.toFixed(1).padStart(8)} ms\n`);
    const line = (label: string, text: string) => `  ${label.padEnd(20)} ${text}\n`;
    const { pageCache, pageHtml, storedStages } = result;
    if (pageCache)
      process.stdout.write(
        line('page cache', `${pageCache.hits} hits, ${pageCache.misses} transformed`),
      );
    process.stdout.write(
      line('page html', `${pageHtml.reused} reused, ${pageHtml.rendered} rendered`),
    );
    if (storedStages?.size) {
      const stages = [...storedStages].map(
        ([stage, reused]) => `${stage} ${reused ? 'reused' : 'redone'}`,
      );
      process.stdout.write(line('stored stages', stages.join(', ')));
    }
  }
  if (!out.quiet) {
    const ms = Math.round(performance.now() - start);
    const into = relativeOut(result.config, out.cwd);
    process.stdout.write(`Built ${result.routes.length} pages into ${into}/ in ${ms} ms\n`);
  }
}
