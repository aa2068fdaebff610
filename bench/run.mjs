// npm run bench: the performance suite of issue 12. Timings live here, never in `npm test`.
//   npm run bench                      every step; writes bench/results.json and prints a table
//   npm run bench -- --quick           fewer runs, no Lighthouse (for iteration)
//   npm run bench -- --check           then compare with bench/budgets.json: exit 1 naming each
//                                      budget exceeded
//   npm run bench -- --check-only      compare the existing bench/results.json, run nothing
//   npm run bench -- --only build,bytes  only these steps (build, synthetic, watch, spec-save,
//                                        check, bytes, search, lighthouse, versions, languages,
//                                        large, large-edit, large-versions)
//   npm run bench -- --package DIR     measure the docgen of another checkout (a worktree of an
//                                      earlier commit, compiled) instead of this one
//   npm run bench -- --site DIR        measure the site (content, spec, config) of another
//                                      checkout: before/after figures of two commits on the same
//                                      content come from `--package A --site S` and `--package B
//                                      --site S`
//   npm run bench -- --large           also the `large` step (issue 18: GitHub REST and Microsoft
//                                      Graph, against Redoc; minutes) and `large-edit` (issue 38:
//                                      GitHub REST, one operation's description changed, in a
//                                      warm build and in watch): never in the default suite;
//                                      `--only large` or `--only large-edit` runs one alone
//   `versions` (in the default suite): this site with one version and with three (issue 41);
//   `languages` (in the default suite): this site in one language and in two (issue 42);
//   `large-versions` (with --large, or --only large-versions): GitHub REST in one and two versions
//   `spec-save` (in the default suite): this site's watch, one operation's summary saved in
//   spec/paths/*.yaml → the new summary served on /api/
// It measures private copies of docgen (lib/ as compiled now: run `npm run compile` first) and of
// this site.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { evaluateBudgets, formatValue, loadBudgets } from './lib/budgets.mjs';
import { launchChromium } from './lib/browser.mjs';
import { benchCheck, benchFullBuild } from './lib/build.mjs';
import { benchBytes, htmlRoutes } from './lib/bytes.mjs';
import { benchLargeEdit, benchSpecSave } from './lib/edits.mjs';
import { benchLarge } from './lib/large.mjs';
import { benchLighthouse } from './lib/lighthouse.mjs';
import { cleanupAll, load, run, startServer } from './lib/proc.mjs';
import { benchSearch, hasSearch } from './lib/search.mjs';
import { kb, mb, ms, spread } from './lib/stats.mjs';
import { benchSynthetic } from './lib/synthetic.mjs';
import { benchLanguages } from './lib/languages.mjs';
import { benchLargeVersions, benchVersions } from './lib/versions.mjs';
import { benchWatch } from './lib/watch.mjs';
import { copySite, repoRoot, snapshotPackage } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const check = args.includes('--check') || args.includes('--check-only');
const onlyArg = args.includes('--only')
  ? args[args.indexOf('--only') + 1]
  : args.find((a) => a.startsWith('--only='))?.slice(7);
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
const large = args.includes('--large');
const optionValue = (name) => {
  const i = args.indexOf(name);
  const value =
    i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  return value ? path.resolve(value) : undefined;
};
const packageRoot = optionValue('--package') ?? repoRoot;
const siteRoot = optionValue('--site') ?? repoRoot;
const resultsFile = path.join(repoRoot, 'bench/results.json');
const budgetsFile = path.join(repoRoot, 'bench/budgets.json');
const log = (line) => process.stderr.write(line + '\n');

const runs = {
  builds: Number(process.env.BENCH_RUNS ?? (quick ? 3 : 7)),
  synthetic: quick ? 1 : 3,
  watchStarts: quick ? 2 : 5,
  saves: quick ? 6 : 20,
  check: quick ? 2 : 5,
  lighthouse: Number(process.env.BENCH_LH_RUNS ?? 3),
  large: {
    github: Number(process.env.BENCH_LARGE_RUNS ?? (quick ? 1 : 3)),
    graph: Number(process.env.BENCH_LARGE_RUNS ?? (quick ? 1 : 3)),
  },
  largeView: quick ? 1 : 3,
  largeEdit: { builds: quick ? 2 : 5, saves: quick ? 4 : 10 },
  specSaves: quick ? 6 : 20,
  versions: quick ? 3 : 7,
  languages: quick ? 3 : 5,
  largeVersions: Number(process.env.BENCH_LARGE_RUNS ?? (quick ? 1 : 3)),
};
const LIGHTHOUSE_ROUTES = ['/', '/docs/intro/', '/api/', '/docs/guides/webhooks/'];

/** The checkout a figure came from: its folder and commit (when it is a git work tree). */
function describeCheckout(root) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    });
    return { root, commit: commit.trim() };
  } catch {
    return { root };
  }
}

async function suite() {
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    quick,
    runs,
    measured: { package: describeCheckout(packageRoot), site: describeCheckout(siteRoot) },
    load: { start: load() },
    errors: {},
  };
  const wanted = (step) =>
    step === 'large' || step === 'large-edit' || step === 'large-versions'
      ? large || Boolean(only?.has(step))
      : (!only || only.has(step)) && !(quick && step === 'lighthouse');
  const step = async (name, fn) => {
    if (!wanted(name)) return;
    results.load[name] = load();
    log(`${name} (load average ${results.load[name].join(' ')})`);
    const t0 = performance.now();
    try {
      results[name] = await fn();
    } catch (error) {
      results.errors[name] = String(error?.stack ?? error).slice(0, 2000);
      log(`  ${name} FAILED: ${error?.message ?? error}`);
    }
    log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };

  const bin = snapshotPackage(packageRoot);
  const site = copySite(siteRoot);
  let dist = null;
  await step('build', async () => {
    const r = await benchFullBuild({ bin, site, runs: runs.builds, log });
    dist = r.out;
    delete r.out;
    return r;
  });
  const needsDist = ['bytes', 'search', 'lighthouse'].some(wanted);
  if (needsDist && !dist) {
    dist = path.join(site, 'dist');
    const r = await run(process.execPath, [bin, 'build', '--quiet', '--out', dist], {
      cwd: site,
      timeoutMs: 120_000,
    });
    if (r.code !== 0) throw new Error(`docgen build failed:\n${r.stderr}`);
  }
  if (needsDist) {
    // `docgen serve` as production serves: compression, the CSP and cache headers of _headers.
    const server = await startServer(
      process.execPath,
      [bin, 'serve', dist, '--port', '0', '--host', '127.0.0.1'],
      { cwd: site, ready: /Serving .* at (http:\/\/\S+)/, timeoutMs: 30_000 },
    );
    try {
      const baseUrl = server.match;
      const browser = wanted('bytes') || wanted('search') ? await launchChromium() : null;
      try {
        await step('bytes', () => benchBytes({ browser, baseUrl, routes: htmlRoutes(dist), log }));
        await step('search', async () =>
          hasSearch(dist) ? benchSearch({ browser, baseUrl, log }) : { present: false },
        );
      } finally {
        await browser?.close();
      }
      await step('lighthouse', () =>
        benchLighthouse({ baseUrl, routes: LIGHTHOUSE_ROUTES, runs: runs.lighthouse, log }),
      );
    } finally {
      await server.stop();
    }
  }
  await step('synthetic', () => benchSynthetic({ bin, site, runs: runs.synthetic, log }));
  await step('watch', () =>
    benchWatch({ bin, site: copySite(siteRoot), starts: runs.watchStarts, saves: runs.saves, log }),
  );
  await step('spec-save', () =>
    benchSpecSave({ bin, site: copySite(siteRoot), saves: runs.specSaves, log }),
  );
  await step('check', () => benchCheck({ bin, site, runs: runs.check, log, run }));
  await step('large', () =>
    benchLarge({ bin, runs: runs.large, viewRuns: runs.largeView, log, launchChromium }),
  );
  await step('versions', () => benchVersions({ bin, siteRoot, runs: runs.versions, log }));
  await step('languages', () => benchLanguages({ bin, siteRoot, runs: runs.languages, log }));
  await step('large-versions', () => benchLargeVersions({ bin, runs: runs.largeVersions, log }));
  await step('large-edit', () =>
    benchLargeEdit({ bin, runs: runs.largeEdit.builds, saves: runs.largeEdit.saves, log }),
  );
  // Figures of the builds that other issues ask for, kept together for the table.
  results.load.end = load();
  return results;
}

const CATS = ['performance', 'accessibility', 'best-practices', 'seo'];
const pct = (s) => (s ? `${Math.round(s.median)}%` : 'not measured');
const cpuOf = (s) => (s ? `; CPU ${ms(s.median)}` : '');

function table(results, verdicts) {
  const rows = [];
  const add = (figure, value) => rows.push([figure, value]);
  const b = results.build;
  if (b) {
    add('full build, no page cache (cold)', spread(b.cold) + cpuOf(b.cpu?.cold));
    add('full build, page cache warm', spread(b.cached) + cpuOf(b.cpu?.cached));
    add('  api reference stage (cold)', spread(b.stages.apiReference));
    add(
      '  Markdown stage (cold)',
      `${spread(b.stages.transformMarkdown)}; ${pct(b.stages.markdownShare)} of the build`,
    );
    add(
      '  Markdown per page, median (cold; its own main-thread time)',
      spread(b.stages.markdownPerPage),
    );
    if (b.cachedMarkdown)
      add(
        '  Markdown stage (page cache warm)',
        `${spread(b.cachedMarkdown.time)}; ${pct(b.cachedMarkdown.share)} of the build`,
      );
    add('  search index stage (cold)', spread(b.stages.searchIndex));
  }
  const s = results.synthetic;
  if (s)
    add(
      `${s.operations}-operation spec build`,
      `${spread(s.time)}${cpuOf(s.cpu)}; peak RSS ` +
        (s.peakRss ? `${mb(s.peakRss.median)} median, ${mb(s.peakRss.max)} max` : 'not measured') +
        `; api reference ${ms(s.apiReference?.median ?? s.apiReferenceStage?.median)}` +
        `; search index ${ms(s.searchIndexStage?.median)}`,
    );
  const w = results.watch;
  if (w) {
    add('watch: start → first page served', spread(w.firstPage));
    add('watch: save → new text served', spread(w.saveServed));
    add(
      'watch: save → shown in Chromium',
      `${spread(w.saveShown)}; page loads per save: ${w.pageLoadsPerSave.join(',')}`,
    );
    add(
      'watch: save right after first page',
      w.earlySaveServedMs == null
        ? 'NOT served within 5 s (lost)'
        : `served after ${ms(w.earlySaveServedMs)}`,
    );
  }
  const ss = results['spec-save'];
  if (ss) add('watch: spec summary save → served on /api/', spread(ss.served));
  if (results.check)
    add(
      'docgen check',
      `${spread(results.check)}${cpuOf(results.check.cpu)} (exit ${results.check.exitCode})`,
    );
  const lg = results.large;
  if (lg) {
    const secs = (x) => (x == null ? '–' : `${(x / 1000).toFixed(1)} s`);
    const stageList = (st) =>
      Object.entries(st ?? {})
        .filter(([k]) => k !== 'markdownPageMedian')
        .map(([k, v]) => `${k} ${secs(v.median)}`)
        .join(', ');
    const buildRow = (name, x) => {
      add(
        `large: ${name}, docgen build`,
        `${spread(x.time, secs)}${x.cpu ? `; CPU ${secs(x.cpu.median)}` : ''}; peak RSS ` +
          (x.peakRss ? `${spread(x.peakRss, mb)}` : 'not measured'),
      );
      add('  --verbose stages (median)', stageList(x.stages));
      const d = x.dist;
      add(
        '  dist',
        `${x.spec.package}: ${d.files} files, ${mb(d.bytes)}; operations reachable by deep link ` +
          `${d.operations.reachable}/${d.operations.total}` +
          (d.operations.unreachable ? ` (missing e.g. ${d.operations.missing.slice(0, 3)})` : ''),
      );
      if (d.largestPage)
        add(
          '  largest reference page',
          `${d.largestPage.route}: ${kb(d.largestPage.gzip)} gzip (${mb(d.largestPage.raw)} raw)`,
        );
    };
    if (lg.github) buildRow('GitHub REST', lg.github);
    if (lg.redoc?.time)
      add(
        `large: GitHub REST, Redoc ${lg.redoc.version} build-docs`,
        spread(lg.redoc.time, secs) +
          (lg.redoc.cpu ? `; CPU ${secs(lg.redoc.cpu.median)}` : '') +
          `; peak RSS ${lg.redoc.peakRss ? spread(lg.redoc.peakRss, mb) : 'not measured'}`,
      );
    else if (lg.redoc?.error)
      add('large: GitHub REST, Redoc build-docs', `FAILED: ${lg.redoc.error.split('\n')[0]}`);
    if (lg.ratio)
      add(
        '  docgen ÷ Redoc (medians)',
        `time ${lg.ratio.time}×, CPU ${lg.ratio.cpu ?? '–'}×, peak RSS ${lg.ratio.peakRss ?? '–'}×`,
      );
    const fo = lg.github?.firstOperation;
    if (fo)
      add(
        `  first operation visible (${fo.route})`,
        `${spread(fo.visible)}; FCP ${ms(fo.fcp?.median)}, LCP ${ms(fo.lcp?.median)}`,
      );
    if (lg.graph) buildRow('Microsoft Graph', lg.graph);
    for (const [name, error] of Object.entries(lg.errors ?? {}))
      add(`large: ${name}`, `FAILED: ${error.split('\n')[0]}`);
  }
  const le = results['large-edit'];
  if (le) {
    add('large-edit: GitHub REST warm build, no change', spread(le.unchanged));
    add(
      `large-edit: GitHub REST warm build, ${le.operation}'s description changed`,
      `${spread(le.edited)}; ${le.ratio}× the build with no change`,
    );
    add('  reused (last edited build)', le.reuse);
    if (le.watch)
      add(`large-edit: watch, description save → served on /${le.route}`, spread(le.watch.served));
  }
  const sr = results.search;
  if (sr?.firstQuery) {
    add(
      'search: first query loads',
      `${kb(sr.firstQuery.gzip)} gzip (${kb(sr.firstQuery.raw)} raw, ` +
        `${sr.firstQuery.files} files, ${ms(sr.firstQuery.ms)})`,
    );
    add('search: keystroke → results', spread(sr.keystrokeToResults));
  } else if (sr) add('search', 'no pagefind/ in the build');
  const lines = [];
  const w1 = Math.max(6, ...rows.map((r) => r[0].length));
  lines.push(`${'figure'.padEnd(w1)}  value`, `${'-'.repeat(w1)}  ${'-'.repeat(60)}`);
  for (const [f, v] of rows) lines.push(`${f.padEnd(w1)}  ${v}`);
  if (results.bytes) {
    lines.push(
      '',
      'bytes per route, loaded in Chromium at 1280×800 (gzip level 6 / raw; ' +
        'JS later = after scrolling to the end; ' +
        'prefetched pages = other pages fetched ahead, gzip)',
    );
    const head = [
      'route',
      'HTML',
      'CSS',
      'JS before interaction',
      'JS later',
      'other',
      'prefetched pages',
    ];
    const rowsB = Object.entries(results.bytes.routes).map(([route, r]) => [
      route,
      `${kb(r.html.gzip)} / ${kb(r.html.raw)}`,
      `${kb(r.css.gzip)} / ${kb(r.css.raw)}`,
      `${kb(r.js.gzip)} / ${kb(r.js.raw)} (${r.js.files})`,
      `${kb(r.jsLater.gzip)} (${r.jsLater.files})`,
      `${kb(r.other.gzip)} (${r.other.files})`,
      `${kb(r.prefetch.gzip + r.prefetchLater.gzip)} (${r.prefetch.files + r.prefetchLater.files})`,
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...rowsB.map((r) => r[i].length)));
    lines.push(head.map((h, i) => h.padEnd(widths[i])).join('  '));
    for (const r of rowsB) lines.push(r.map((c, i) => c.padEnd(widths[i])).join('  '));
    const t = results.bytes.tryIt;
    if (t)
      lines.push(
        '',
        `"Experimentar" on ${t.route}, first click (loaded on demand, not before interaction): ` +
          `console JS ${kb(t.js.gzip)} gzip / ${kb(t.js.raw)} raw (${t.js.files} files), ` +
          `form models ${kb(t.other.gzip)} gzip / ${kb(t.other.raw)} raw`,
      );
  }
  if (results.lighthouse) {
    lines.push(
      '',
      'Lighthouse (mobile, median run by performance score): ' +
        'perf / a11y / best practices / SEO, FCP, LCP, TBT, CLS',
    );
    for (const [route, r] of Object.entries(results.lighthouse.routes)) {
      const sc = r.scores;
      lines.push(
        `${route.padEnd(24)}  ${sc.performance} / ${sc.accessibility} / ` +
          `${sc['best-practices']} / ${sc.seo}   FCP ${ms(r.metrics.fcpMs)}  ` +
          `LCP ${ms(r.metrics.lcpMs)}  TBT ${ms(r.metrics.tbtMs)}  ` +
          `CLS ${r.metrics.cls.toFixed(3)}  (perf of each run: ${r.performanceScores.join(', ')})`,
      );
      for (const d of r.deductions)
        lines.push(
          `${''.padEnd(26)}- ${d.category}: ${d.audit} ` +
            `(score ${d.score}${d.value ? `, ${d.value}` : ''})` +
            `${d.items?.length && d.category !== 'performance' ? `: ${d.items.join(', ')}` : ''}`,
        );
      const other = r.scoresOfRuns.filter((x) => CATS.some((c) => x[c] !== sc[c]));
      if (other.length)
        lines.push(
          `${''.padEnd(26)}  other runs: ` +
            other.map((x) => CATS.map((c) => x[c]).join('/')).join(', '),
        );
    }
  }
  if (verdicts) {
    lines.push('', 'budgets (bench/budgets.json)');
    const wl = Math.max(...verdicts.map((v) => v.label.length));
    for (const v of verdicts)
      lines.push(
        `${v.status.padEnd(12)}  ${v.label.padEnd(wl)}  ` +
          `${formatValue(v.value, v.unit).padStart(9)}  (${v.target})`,
      );
  }
  for (const [name, error] of Object.entries(results.errors ?? {}))
    lines.push('', `step ${name} failed: ${error.split('\n')[0]}`);
  const where = (c) => (c ? `${c.root}${c.commit ? ` (${c.commit})` : ''}` : 'this checkout');
  lines.push(
    '',
    `measured: docgen of ${where(results.measured?.package)}, ` +
      `site of ${where(results.measured?.site)}`,
    `load average: ${Object.entries(results.load)
      .map(([k, v]) => `${k} ${v.join(' ')}`)
      .join('; ')}`,
  );
  return lines.join('\n');
}

try {
  let results;
  if (args.includes('--check-only')) results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  else {
    results = await suite();
    writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
  }
  const verdicts = evaluateBudgets(loadBudgets(budgetsFile), results);
  console.log(table(results, verdicts));
  const failed = verdicts.filter((v) => v.status === 'FAIL');
  const errors = Object.keys(results.errors ?? {});
  if (check && failed.length > 0) {
    console.error(`\n${failed.length} budget${failed.length === 1 ? '' : 's'} exceeded:`);
    for (const v of failed)
      console.error(`  ${v.id}: ${v.label}: ${formatValue(v.value, v.unit)}, budget ${v.target}`);
  }
  if (errors.length > 0)
    console.error(`\nsteps that failed: ${errors.join(', ')} (see errors in bench/results.json)`);
  process.exitCode = (check && failed.length > 0) || errors.length > 0 ? 1 : 0;
} finally {
  cleanupAll();
}
