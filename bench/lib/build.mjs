// Build timings: the whole `docgen build` process (Node start-up included), cold (--no-cache: every
// page transformed) and with the page cache, plus the stage times `--verbose` prints.
import path from 'node:path';
import { runOk } from './proc.mjs';
import { stats } from './stats.mjs';

/**
 * Stage lines of `docgen build --verbose`:
 * "  api reference    310.4 ms" → { 'api reference': 310.4 }.
 */
export function parseStages(output) {
  const stages = {};
  for (const m of output.matchAll(/^\s{2}([a-z][a-z /-]*?)\s{2,}([\d.]+) ms$/gm))
    stages[m[1]] = Number(m[2]);
  return stages;
}

const STAGES = {
  apiReference: 'api reference',
  markdownPerPage: 'markdown/page median',
  transformMarkdown: 'transform markdown',
  searchIndex: 'search index',
  loadSpec: 'load spec',
  render: 'render',
  write: 'write',
};

export async function benchFullBuild({ bin, site, runs, log }) {
  const out = path.join(site, 'dist');
  const build = (extra) =>
    runOk(process.execPath, [bin, 'build', '--verbose', '--out', out, ...extra], {
      cwd: site,
      timeoutMs: 120_000,
    });
  await build([]); // warms the OS file cache and fills the page cache
  const cold = [];
  const cpu = { cold: [], cached: [] };
  const stageRuns = {};
  for (let i = 0; i < runs; i++) {
    const r = await build(['--no-cache']);
    cold.push(r.ms);
    if (r.cpuMs != null) cpu.cold.push(r.cpuMs);
    const stages = parseStages(r.stdout + r.stderr);
    for (const [key, label] of Object.entries(STAGES))
      if (stages[label] != null) (stageRuns[key] ??= []).push(stages[label]);
    // In percent: stats() keeps one decimal.
    if (stages[STAGES.transformMarkdown] != null)
      (stageRuns.markdownShare ??= []).push((100 * stages[STAGES.transformMarkdown]) / r.ms);
    log(`  cold build ${i + 1}/${runs}: ${Math.round(r.ms)} ms`);
  }
  const cached = [];
  const cachedMarkdown = [];
  for (let i = 0; i < runs; i++) {
    const r = await build([]);
    cached.push(r.ms);
    if (r.cpuMs != null) cpu.cached.push(r.cpuMs);
    const markdown = parseStages(r.stdout + r.stderr)[STAGES.transformMarkdown];
    if (markdown != null) cachedMarkdown.push({ ms: markdown, share: (100 * markdown) / r.ms });
    log(`  cached build ${i + 1}/${runs}: ${Math.round(r.ms)} ms`);
  }
  return {
    cold: stats(cold),
    cached: stats(cached),
    // CPU time (user + system) of the same processes: what the builds cost when the machine is
    // busy.
    cpu: cpu.cold.length ? { cold: stats(cpu.cold), cached: stats(cpu.cached) } : null,
    // Stage times of the cold builds (what --verbose prints); a stage a build does not print is
    // absent.
    stages: Object.fromEntries(Object.entries(stageRuns).map(([k, xs]) => [k, stats(xs)])),
    // The Markdown stage of the builds with the page cache warm, and its share of each whole build
    // (issue 4).
    cachedMarkdown: cachedMarkdown.length
      ? {
          time: stats(cachedMarkdown.map((m) => m.ms)),
          share: stats(cachedMarkdown.map((m) => m.share)),
        }
      : null,
    out,
  };
}

/**
 * `docgen check` on this site, whole process; the exit code is recorded (1 = findings), not
 * required to be 0.
 */
export async function benchCheck({ bin, site, runs, log, run }) {
  const times = [];
  const cpu = [];
  let exitCode = null;
  for (let i = 0; i < runs; i++) {
    const r = await run(process.execPath, [bin, 'check', '--format', 'json'], {
      cwd: site,
      timeoutMs: 120_000,
    });
    if (r.code !== 0 && r.code !== 1)
      throw new Error(`docgen check exited ${r.code}:\n${r.stderr}`);
    exitCode = r.code;
    times.push(r.ms);
    if (r.cpuMs != null) cpu.push(r.cpuMs);
    log(`  check ${i + 1}/${runs}: ${Math.round(r.ms)} ms (exit ${r.code})`);
  }
  return { ...stats(times), cpu: cpu.length ? stats(cpu) : null, exitCode };
}
