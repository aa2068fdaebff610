// Edits to one operation of a spec (issue 38, "the reference in parts"): what a writer waits for
// after changing one operation, in a build and in `docgen watch`.
//   - this site: `docgen watch`, a save of one operation's summary in spec/paths/*.yaml → the new
//     summary served on /api/ (polled over HTTP);
//   - GitHub REST (pinned, as bench/lib/large.mjs fetches it): warm builds through the cache with
//     no change and after changing one operation's description, alternating, so both see the same
//     load; then `docgen watch`, a save of that description → the new text served on its tag page.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseStages } from './build.mjs';
import { cacheFolder, fetchSpec, LARGE_SPECS } from './large.mjs';
import { load, runOk, startServer } from './proc.mjs';
import { stats } from './stats.mjs';
import { tempDir } from './workspace.mjs';

const READY = /serving at (http:\/\/\S+)/;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` every `every` ms until it holds; throws after `timeoutMs`. */
async function poll(fn, { timeoutMs, every, what }) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await fn().catch(() => false)) return;
    if (performance.now() > deadline) throw new Error(`${what}: timed out after ${timeoutMs} ms`);
    await sleep(every);
  }
}

const pageHas = async (url, text) => {
  const response = await fetch(url);
  return response.status === 200 && (await response.text()).includes(text);
};

/**
 * Saves of `file` made by `edit(n)` in a running `docgen watch`, each timed from the write to the
 * new text (`marker(n)`) in the page at `route`. The watch session must already serve the page.
 */
async function timedSaves({ dev, route, file, edit, marker, saves, every, log, label }) {
  const served = [];
  const loads = [];
  for (let i = 0; i < saves; i++) {
    const t0 = performance.now();
    writeFileSync(file, edit(i));
    await poll(() => pageHas(dev.match + route, marker(i)), {
      timeoutMs: 60_000,
      every,
      what: `${label} save ${i} served`,
    }).catch((error) => {
      throw new Error(`${error.message}; docgen watch printed:\n${dev.output().slice(-2000)}`);
    });
    served.push(performance.now() - t0);
    loads.push(load()[0]);
    await sleep(300); // let the watcher settle so saves do not coalesce
  }
  log(`  ${label}: save → served ${served.map(Math.round).join(', ')} ms`);
  return { served: stats(served), load1: loads };
}

/** This site's watch: one operation's summary in spec/paths/*.yaml saved, then served on /api/. */
export async function benchSpecSave({ bin, site, saves, log }) {
  const file = path.join(site, 'spec/paths/envelopes.yaml');
  const original = readFileSync(file, 'utf8');
  const first = /^( {4}summary: )(.+)$/m.exec(original);
  if (!first) throw new Error(`no operation summary in ${file}`);
  const marker = (n) => `Resumo de medição ${n}`;
  const edit = (n) => original.replace(first[0], `${first[1]}${marker(n)}`);
  const dev = await startServer(
    process.execPath,
    [bin, 'watch', '--port', '0', '--host', '127.0.0.1'],
    { cwd: site, ready: READY, timeoutMs: 60_000 },
  );
  try {
    await poll(async () => (await fetch(dev.match + 'api/')).status === 200, {
      timeoutMs: 60_000,
      every: 20,
      what: 'watch /api/',
    });
    await sleep(1000);
    return await timedSaves({
      dev,
      route: 'api/',
      file,
      edit,
      marker,
      saves,
      every: 2,
      log,
      label: 'this site, spec summary',
    });
  } finally {
    await dev.stop();
    writeFileSync(file, original);
  }
}

/** The operation edited in GitHub REST, by the start of its description (once in the file). */
const GITHUB_EDIT = {
  id: 'issues/list-for-repo',
  text: '"List issues in a repository. Only open issues will be listed.',
};

/** The route of the page (under /api/) whose HTML holds the operation's anchor. */
function routeHolding(dist, id) {
  const anchor = `id="operation/${id}"`;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = visit(full);
        if (found) return found;
      } else if (entry.name === 'index.html' && readFileSync(full, 'utf8').includes(anchor))
        return `${path.relative(dist, dir).split(path.sep).join('/')}/`;
    }
    return undefined;
  };
  const route = visit(path.join(dist, 'api'));
  if (!route) throw new Error(`no page of ${dist} holds operation/${id}`);
  return route;
}

/**
 * GitHub REST: warm builds with no change and after one operation's description changed,
 * alternating (`runs` of each), then `saves` saves of that description in `docgen watch`.
 */
export async function benchLargeEdit({ bin, runs, saves, log }) {
  const spec = LARGE_SPECS.find((s) => s.key === 'github');
  const specPath = await fetchSpec(spec, cacheFolder(), log);
  const dir = tempDir('edit-github');
  mkdirSync(path.join(dir, 'content'));
  mkdirSync(path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'content/index.md'), '# GitHub REST\n\nReferência da API.\n');
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    "export default { title: 'GitHub REST', api: { spec: 'spec.json' } };\n",
  );
  const original = readFileSync(specPath, 'utf8');
  if (original.split(GITHUB_EDIT.text).length !== 2)
    throw new Error(`${GITHUB_EDIT.text} is not once in ${specPath}`);
  const file = path.join(dir, 'spec.json');
  const marker = (n) => `Marcador de medição ${n}.`;
  const edit = (n) =>
    n === null
      ? original
      : original.replace(GITHUB_EDIT.text, `${GITHUB_EDIT.text.slice(0, -1)} ${marker(n)}`);
  writeFileSync(file, original);
  const out = path.join(dir, 'dist');
  const build = () =>
    runOk(process.execPath, [bin, 'build', '--verbose', '--out', out], {
      cwd: dir,
      timeoutMs: 600_000,
    });
  // The cache filled, and the edited build's entries there too, before anything is measured.
  await build();
  writeFileSync(file, edit('warm'));
  await build();
  const route = routeHolding(out, GITHUB_EDIT.id);
  const unchanged = [];
  const edited = [];
  const stages = { unchanged: [], edited: [] };
  const reuse = [];
  for (let i = 0; i < runs; i++) {
    const u = await build();
    unchanged.push({ ms: u.ms, load: load()[0] });
    stages.unchanged.push(parseStages(u.stdout + u.stderr));
    writeFileSync(file, edit(`build-${i}`));
    const e = await build();
    edited.push({ ms: e.ms, load: load()[0] });
    stages.edited.push(parseStages(e.stdout + e.stderr));
    reuse.push(/reused\s+(.*)/.exec(e.stdout + e.stderr)?.[1] ?? '');
    log(
      `  GitHub REST warm build ${i + 1}/${runs}: no change ${Math.round(u.ms)} ms, ` +
        `one operation's description changed ${Math.round(e.ms)} ms (load ${load().join(' ')})`,
    );
  }
  const median = (key) =>
    Object.fromEntries(
      Object.keys(stages[key][0] ?? {}).map((k) => [k, stats(stages[key].map((s) => s[k] ?? 0))]),
    );
  const result = {
    route,
    operation: GITHUB_EDIT.id,
    unchanged: stats(unchanged.map((r) => r.ms)),
    edited: stats(edited.map((r) => r.ms)),
    loads: { unchanged: unchanged.map((r) => r.load), edited: edited.map((r) => r.load) },
    stages: { unchanged: median('unchanged'), edited: median('edited') },
    reuse: reuse.at(-1),
  };
  result.ratio = Math.round((result.edited.median / result.unchanged.median) * 100) / 100;

  const dev = await startServer(
    process.execPath,
    [bin, 'watch', '--port', '0', '--host', '127.0.0.1'],
    { cwd: dir, ready: READY, timeoutMs: 600_000 },
  );
  try {
    await poll(async () => (await fetch(dev.match + route)).status === 200, {
      timeoutMs: 600_000,
      every: 100,
      what: `watch ${route}`,
    });
    await sleep(2000);
    result.watch = await timedSaves({
      dev,
      route,
      file,
      edit: (n) => edit(`watch-${n}`),
      marker: (n) => marker(`watch-${n}`),
      saves,
      every: 20,
      log,
      label: 'GitHub REST, one description',
    });
  } finally {
    await dev.stop();
  }
  return result;
}
