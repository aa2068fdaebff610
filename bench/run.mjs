// npm run bench: the performance suite. Timings live here, never in tests.
// Writes bench/results.json and prints a table. Each figure is a median of several runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin/docgen.js');
const runs = Number(process.env.BENCH_RUNS ?? 7);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs.length });

/** Wall time of a whole `node bin/docgen.js …` process, Node start-up included. */
function timeCommand(args, cwd = root) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`docgen ${args.join(' ')} failed:\n${result.stderr}`);
  return ms;
}

/** `extra`: ['--no-cache'] for a cold build (every page transformed), [] to reuse the page cache. */
function benchFullBuild(extra) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'dist');
  timeCommand(['build', '--quiet', '--out', out]); // warm the OS file cache and fill the page cache once
  const times = Array.from({ length: runs }, () => timeCommand(['build', '--quiet', '--out', out, ...extra]));
  rmSync(path.dirname(out), { recursive: true, force: true });
  return stats(times);
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  fullBuildCold: benchFullBuild(['--no-cache']),
  fullBuildCached: benchFullBuild([]),
};
writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');

const fmt = (s) => `${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)}, ${s.runs} runs)`;
console.log('figure                               value');
console.log('-----------------------------------  ----------------------------------------');
console.log(`full build, no page cache (cold)     ${fmt(results.fullBuildCold)}`);
console.log(`full build, page cache warm          ${fmt(results.fullBuildCached)}`);
