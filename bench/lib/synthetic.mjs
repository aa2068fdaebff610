// The 1,000-operation synthetic spec (scripts/synthetic-spec.mjs) built into this site's copy:
// wall time and peak RSS of the whole `docgen build --spec <synthetic> --no-cache` process, and the
// time of its API reference and search index stages.
import path from 'node:path';
import { canMeasureRss, runOk } from './proc.mjs';
import { parseStages } from './build.mjs';
import { stats } from './stats.mjs';
import { repoRoot, tempDir } from './workspace.mjs';

export async function benchSynthetic({ bin, site, runs, operations = 1000, log }) {
  const dir = tempDir('synthetic');
  const spec = path.join(dir, 'synthetic-openapi.json');
  await runOk(
    process.execPath,
    [path.join(repoRoot, 'scripts/synthetic-spec.mjs'), spec, '--operations', String(operations)],
    { timeoutMs: 60_000 },
  );
  const out = path.join(dir, 'dist');
  const times = [];
  const rss = [];
  const apiReference = [];
  const searchIndex = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const r = await runOk(
      process.execPath,
      [bin, 'build', '--verbose', '--no-cache', '--spec', spec, '--out', out],
      { cwd: site, timeoutMs: 180_000 },
    );
    times.push(r.ms);
    if (r.peakRssBytes != null) rss.push(r.peakRssBytes);
    if (r.cpuMs != null) cpu.push(r.cpuMs);
    const stages = parseStages(r.stdout + r.stderr);
    if (stages['api reference'] != null) apiReference.push(stages['api reference']);
    if (stages['search index'] != null) searchIndex.push(stages['search index']);
    log(
      `  ${operations}-operation build ${i + 1}/${runs}: ${Math.round(r.ms)} ms,` +
        ` peak RSS ${r.peakRssBytes == null ? '?' : Math.round(r.peakRssBytes / 1048576) + ' MB'}`,
    );
  }
  return {
    operations,
    time: stats(times),
    cpu: cpu.length ? stats(cpu) : null,
    peakRss: rss.length ? stats(rss) : null,
    peakRssMethod: canMeasureRss ? '/usr/bin/time -f %M' : null,
    apiReferenceStage: apiReference.length ? stats(apiReference) : null,
    searchIndexStage: searchIndex.length ? stats(searchIndex) : null,
  };
}
