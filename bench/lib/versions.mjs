// Issue 41's targets: a site of several versions against the same site with one.
//   versions        this site, and this site with two releases of itself (`docgen version 1.0`,
//                   `docgen version 2.0`: three versions), cold (--no-cache) and warm builds
//   large-versions  GitHub REST 23.0.2 alone, and with 22.0.0 as a released version: cold builds,
//                   wall time and peak RSS
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheFolder, fetchSpec, HTTP_METHODS, LARGE_SPECS } from './large.mjs';
import { runOk } from './proc.mjs';
import { stats } from './stats.mjs';
import { copySite, tempDir } from './workspace.mjs';

/** The previous GitHub REST, pinned as the current one is (large.mjs). */
export const GITHUB_PREVIOUS = {
  key: 'github-22',
  label: 'GitHub REST 22.0.0',
  pkg: '@octokit/openapi',
  version: '22.0.0',
  member: 'package/generated/api.github.com.json',
  file: 'github-22.json',
  sha256: '3e8065e9059605343c997b736154b12f7f2bb2b8f409b1a6b40b16b6728c2eaa',
  timeoutMs: 600_000,
};

export const ratio = (a, b) => (a && b ? Math.round((100 * a.median) / b.median) / 100 : null);

/**
 * `runs` cold builds of each site, then (after one that fills each cache) `runs` warm ones, the
 * sites taking turns: a figure is a ratio of two sites, and the machine's load changes over a
 * minute (a run of one site's builds, then the other's, gave a warm ratio of 1.17 and, two
 * minutes later, 1.68). Each site's medians, in the order of `sites`.
 */
export async function builds(bin, sites, runs, log, timeoutMs = 120_000) {
  const build = (site, extra) =>
    runOk(process.execPath, [bin, 'build', '--quiet', '--out', 'dist', ...extra], {
      cwd: site.dir,
      timeoutMs,
    });
  const made = sites.map(() => ({ cold: [], rss: [], warm: [] }));
  const turns = async (kind, extra) => {
    for (let i = 0; i < runs; i++) {
      for (const [k, site] of sites.entries()) {
        const r = await build(site, extra);
        made[k][kind].push(r.ms);
        if (kind === 'cold' && r.peakRssBytes != null) made[k].rss.push(r.peakRssBytes);
        log(`  ${site.label}: ${kind} build ${i + 1}/${runs}: ${Math.round(r.ms)} ms`);
      }
    }
  };
  await turns('cold', ['--no-cache']);
  for (const site of sites) await build(site, []);
  await turns('warm', []);
  return made.map(({ cold, rss, warm }) => ({
    cold: stats(cold),
    warm: stats(warm),
    peakRss: rss.length ? stats(rss) : null,
  }));
}

export async function benchVersions({ bin, siteRoot, runs, log }) {
  const one = copySite(siteRoot);
  const three = copySite(siteRoot);
  for (const name of ['1.0', '2.0'])
    await runOk(process.execPath, [bin, 'version', name, '--quiet'], { cwd: three });
  const [single, several] = await builds(
    bin,
    [
      { dir: one, label: 'one version' },
      { dir: three, label: 'three versions' },
    ],
    runs,
    log,
  );
  return {
    one: single,
    three: several,
    ratio: { cold: ratio(several.cold, single.cold), warm: ratio(several.warm, single.warm) },
  };
}

/** A project around GitHub REST 23.0.2, with 22.0.0 as a released version when `previous`. */
function githubProject(current, previous) {
  const dir = tempDir('versions-github');
  mkdirSync(path.join(dir, 'content'));
  mkdirSync(path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'content/index.md'), '# GitHub REST\n\nReferência da API.\n');
  copyFileSync(current, path.join(dir, 'spec.json'));
  const versions = previous
    ? "versions: { lastVersion: 'current', current: { label: '23.0.2', path: '23.0.2' }, " +
      "released: { '22.0.0': { spec: 'spec-22.json' } } }, "
    : '';
  if (previous) {
    copyFileSync(previous, path.join(dir, 'spec-22.json'));
    mkdirSync(path.join(dir, 'versioned_docs/version-22.0.0'), { recursive: true });
    writeFileSync(path.join(dir, 'versioned_docs/version-22.0.0/index.md'), '# GitHub REST 22\n');
  }
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default { title: 'GitHub REST', ${versions}api: { spec: 'spec.json' } };\n`,
  );
  return dir;
}

export async function benchLargeVersions({ bin, runs, log }) {
  const cache = cacheFolder();
  const current = await fetchSpec(LARGE_SPECS[0], cache, log);
  const previous = await fetchSpec(GITHUB_PREVIOUS, cache, log);
  const timeoutMs = LARGE_SPECS[0].timeoutMs;
  const site = githubProject(current, previous);
  const [single, two] = await builds(
    bin,
    [
      { dir: githubProject(current), label: 'GitHub REST' },
      { dir: site, label: 'GitHub REST, two versions' },
    ],
    runs,
    log,
    timeoutMs,
  );
  return {
    one: single,
    two,
    changelog: changelogFacts(site, previous, current),
    ratio: {
      cold: ratio(two.cold, single.cold),
      warm: ratio(two.warm, single.warm),
      peakRss: ratio(two.peakRss, single.peakRss),
    },
  };
}

/** `GET /path` of every operation of a spec file. */
function operationKeys(file) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
    HTTP_METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${p}`),
  );
}

/**
 * The two-version site's changelog: how many operations 22.0.0 has that 23.0.2 lacks, and how many
 * of them its page lists as removed and breaking (every one, or the target is missed).
 */
function changelogFacts(site, previous, current) {
  const page = path.join(site, 'dist/api/changelog/index.html');
  if (!existsSync(page)) return { built: false };
  const html = readFileSync(page, 'utf8');
  const now = new Set(operationKeys(current));
  const removed = operationKeys(previous).filter((key) => !now.has(key));
  // Each operation's section of the page: its key, and whether it says removed and breaking.
  const breakingRemovals = new Set(
    html
      .split('<section class="changelog__operation">')
      .slice(1)
      .filter((part) =>
        /changelog__change--breaking[^<]*<span[^>]*>[^<]*<\/span> <span>Operação removida/.test(
          part,
        ),
      )
      .map((part) => /<code>([^<]*)<\/code>/.exec(part)?.[1]?.replace(/&amp;/g, '&')),
  );
  const listed = removed.filter((key) => breakingRemovals.has(key));
  return { built: true, removed: removed.length, listedBreaking: listed.length };
}
