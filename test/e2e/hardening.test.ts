// Nothing leaks, nothing is lost (issue 37): links out of the project, outputs whose names share a
// prefix, a cache that proves its bytes, stale locks, crash leftovers, configs that never finish,
// ids unique per page and every warning located.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDocgenError } from '../../src/node/diagnostics/diagnostic.js';
import { acquireOutputLock, outputPaths } from '../../src/node/pipeline/lock.js';
import { readStageFile, stageFileBytes } from '../../src/node/graph/cache-file.js';
import { stageFileLayout } from '../helpers/cache-layout.js';
import { expectCleanFailure } from '../helpers/failed-build.js';
import { copyFixture, runCli, siteWithSpec, snapshotTree } from '../helpers/cli.js';
import { startDocgen } from './watch-harness.js';

const manifestFiles = (dist: string): string[] =>
  (
    JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as {
      files: { file: string }[];
    }
  ).files.map((f) => f.file);

/** Every symlink under a folder. */
const symlinksIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    lstatSync(path.join(dir, name)).isSymbolicLink(),
  );

/** A finding as the reporter prints it: where, severity, code, then the message's start. */
const finding = (where: string, severity: string, code: string, message: string) =>
  new RegExp(`${escaped(where)}\\s+${severity}\\s+${code}\\s+${escaped(message)}`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const LEAVES = 'The symbolic link leads out of the project folder: ';

describe('links that leave the project', () => {
  it('a static link to a file, a folder or itself fails, naming link and target', async () => {
    const site = copyFixture('basic-site');
    expect((await runCli(['build'], site)).code).toBe(0);
    const before = snapshotTree(path.join(site, 'dist'));
    mkdirSync(path.join(site, 'static/inner'), { recursive: true });
    symlinkSync('/etc/hostname', path.join(site, 'static/hostname'));
    symlinkSync('/etc', path.join(site, 'static/leakdir'));
    symlinkSync('..', path.join(site, 'static/inner/loop'));
    const result = await runCli(['build'], site);
    expectCleanFailure(result, [
      finding('static/hostname', 'error', 'DG2010', `${LEAVES}static/hostname → /etc/hostname`),
      finding('static/leakdir', 'error', 'DG2010', `${LEAVES}static/leakdir → /etc`),
      /static\/inner\/loop\s+error\s+DG2010\s+The symbolic link forms a loop: static\/inner\/loop/,
    ]);
    expect(snapshotTree(path.join(site, 'dist'))).toEqual(before);
  });

  it('a link inside the project is followed: its files are copied, never linked', async () => {
    const site = copyFixture('basic-site');
    mkdirSync(path.join(site, 'assets-src/img'), { recursive: true });
    writeFileSync(path.join(site, 'assets-src/img/logo.txt'), 'logo\n');
    mkdirSync(path.join(site, 'static'));
    symlinkSync('../assets-src/img', path.join(site, 'static/img'));
    symlinkSync('../assets-src/img/logo.txt', path.join(site, 'static/logo.txt'));
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    const dist = path.join(site, 'dist');
    expect(readFileSync(path.join(dist, 'img/logo.txt'), 'utf8')).toBe('logo\n');
    expect(readFileSync(path.join(dist, 'logo.txt'), 'utf8')).toBe('logo\n');
    expect(symlinksIn(dist)).toEqual([]);
    // The manifest lists what the output holds: every file of it, and nothing else.
    const onDisk = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((name) => lstatSync(path.join(dist, name)).isFile() && name !== 'manifest.json')
      .sort();
    expect(manifestFiles(dist).filter((f) => f !== 'manifest.json')).toEqual(onDisk);
  });

  it('a page, an image and the logo linked from outside are refused', async () => {
    const site = copyFixture('basic-site');
    const outside = copyFixture('basic-site');
    writeFileSync(path.join(outside, 'segredo.md'), '# Segredo\n');
    writeFileSync(path.join(outside, 'segredo.png'), 'png');
    const page = path.join(site, 'content/docs/segredo.md');
    symlinkSync(path.join(outside, 'segredo.md'), page);
    expectCleanFailure(await runCli(['build'], site), [
      finding('content/docs/segredo.md', 'error', 'DG2010', `${LEAVES}content/docs/segredo.md → `),
    ]);
    rmSync(page);

    symlinkSync(path.join(outside, 'segredo.png'), path.join(site, 'content/docs/figura.png'));
    writeFileSync(
      path.join(site, 'content/docs/faq.md'),
      '---\ntitle: FAQ\n---\n\n# FAQ\n\n![Uma figura](figura.png)\n',
    );
    expectCleanFailure(await runCli(['build'], site), [
      finding('content/docs/faq.md:7:1', 'error', 'DG2010', `${LEAVES}content/docs/figura.png → `),
    ]);
    rmSync(path.join(site, 'content/docs/figura.png'));
    writeFileSync(path.join(site, 'content/docs/faq.md'), '---\ntitle: FAQ\n---\n\n# FAQ\n');

    symlinkSync(path.join(outside, 'segredo.png'), path.join(site, 'logo.png'));
    const config = path.join(site, 'docgen.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "title: 'Site de Teste',",
        "title: 'Site de Teste', logo: 'logo.png',",
      ),
    );
    expectCleanFailure(await runCli(['build'], site), [
      finding('docgen.config.ts#/logo', 'error', 'DG2010', `${LEAVES}logo.png → `),
    ]);
  });
});

describe('outputs whose names share a prefix', () => {
  it('two builds at once into dist and dist-2 both succeed', async () => {
    const site = copyFixture('basic-site');
    // A parked previous site of dist-2, left by a build killed between its renames.
    const parked = outputPaths(path.join(site, 'dist-2'), 999_999_999).old;
    mkdirSync(parked);
    writeFileSync(path.join(parked, 'index.html'), '<p>o site anterior de dist-2</p>');
    const results = await Promise.all([
      runCli(['build', '--out', 'dist'], site),
      runCli(['build', '--out', 'dist-2'], site),
      runCli(['build', '--out', 'dist'], site),
    ]);
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(site, 'dist/index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'dist-2/index.html'))).toBe(true);
    // dist-2 existed when its build took the lock: its own leftovers went; none is left.
    expect(readdirSync(site).filter((e) => e.startsWith('.docgen-'))).toEqual([]);
  });

  it("a build of dist never removes dist-2's parked site, nor its temp folder", async () => {
    const site = copyFixture('basic-site');
    const parked = outputPaths(path.join(site, 'dist-2'), 999_999_999).old;
    mkdirSync(parked);
    writeFileSync(path.join(parked, 'index.html'), '<p>o site anterior de dist-2</p>');
    // The temp folder of a build of dist-2 under way (this live process stands for it).
    const writing = outputPaths(path.join(site, 'dist-2')).temp;
    mkdirSync(writing);
    expect((await runCli(['build', '--out', 'dist'], site)).code).toBe(0);
    expect(readFileSync(path.join(parked, 'index.html'), 'utf8')).toContain('dist-2');
    expect(existsSync(writing)).toBe(true);
  });
});

describe('the cache proves its bytes', () => {
  const cacheFile = (site: string, stage: string) =>
    path.join(site, 'node_modules/.cache/docgen', `${stage}.v8`);
  const cachedSite = async () => {
    const site = copyFixture('basic-site');
    mkdirSync(path.join(site, 'node_modules'));
    expect((await runCli(['build'], site)).code).toBe(0);
    return site;
  };

  it('an entry with one byte changed is discarded and made again', async () => {
    const site = await cachedSite();
    const file = cacheFile(site, 'render');
    const bytes = readFileSync(file);
    const at = bytes.indexOf('Site de Teste');
    expect(at).toBeGreaterThan(0);
    bytes[at] = 'X'.charCodeAt(0);
    writeFileSync(file, bytes);
    const result = await runCli(['build', '--verbose'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/cache discarded\s+render \d+ \(checksum\); made again/);
    expect(readFileSync(path.join(site, 'dist/index.html'), 'utf8')).not.toContain('Xite de');
    // Rewritten without it: the next build reuses every page.
    const next = await runCli(['build', '--verbose'], site);
    expect(next.stdout).not.toContain('cache discarded');
    expect(next.stdout).toMatch(/render (\d+)\/\1/);
  });

  it('entries of the wrong shape are discarded, never an internal error', async () => {
    const site = await cachedSite();
    const file = cacheFile(site, 'render');
    const { entries, source } = await readStageFile(file);
    source?.close();
    writeFileSync(
      file,
      stageFileLayout(
        [...entries.keys()].map((key) => [key, 'garbage', 'x', 'y']),
        [],
      ),
    );
    writeFileSync(cacheFile(site, 'markdown'), stageFileLayout([{ files: 'garbage' }], []));
    const result = await runCli(['build', '--verbose'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('DG9001');
    expect(result.stdout).toMatch(/cache discarded\s+.*render \d+ \(shape\)/);
  });

  it('a value that passes its checks but breaks the build: built again, no cache', async () => {
    const site = await cachedSite();
    const file = cacheFile(site, 'render');
    const { entries, source } = await readStageFile(file);
    source?.close();
    const wrong = { route: 42 };
    writeFileSync(
      file,
      stageFileBytes([...entries].map(([key, { files }]) => [key, { value: wrong, files }])),
    );
    const result = await runCli(['build', '--verbose'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/cache\s+the build from the cache failed \(.+\); built again/);
    expect(readFileSync(path.join(site, 'dist/index.html'), 'utf8')).toContain('Site de Teste');
    const next = await runCli(['build', '--verbose'], site);
    expect(next.stdout).not.toContain('built again');
  });

  it("a save's temp file left by a killed build is removed by the next", async () => {
    const site = await cachedSite();
    const temp = `${cacheFile(site, 'render')}.999999999.tmp`;
    writeFileSync(temp, 'meio arquivo');
    expect((await runCli(['build'], site)).code).toBe(0);
    expect(existsSync(temp)).toBe(false);
  });
});

describe('stale locks', () => {
  it('a two-day-old lock whose pid is now another process is taken over at once', async () => {
    const site = copyFixture('basic-site');
    const lock = path.join(site, 'dist.docgen-lock');
    writeFileSync(lock, '1');
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(lock, old, old);
    const started = Date.now();
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(lock)).toBe(false);
  });

  it.each([
    ['did not start when the lock says', { pid: 1, start: '1' }],
    ['does not run the script the lock names', { pid: process.pid, command: '/x/docgen.js' }],
  ])('a fresh lock naming a live process that %s is stale', async (_, stamp) => {
    const site = copyFixture('basic-site');
    const outDir = path.join(site, 'dist');
    writeFileSync(outputPaths(outDir).lock, JSON.stringify(stamp));
    // Taken at once: no wait for a build that is not there.
    const release = await acquireOutputLock(outDir, 300);
    release();
  });

  it('a lock held by a live build names its file in the hint', async () => {
    const site = copyFixture('basic-site');
    const outDir = path.join(site, 'dist');
    const release = await acquireOutputLock(outDir);
    const error = await acquireOutputLock(outDir, 100).catch((e: unknown) => e);
    release();
    expect(isDocgenError(error) && error.diagnostics[0]!.hint).toContain(
      `rm ${outputPaths(outDir).lock}`,
    );
  });
});

describe('crash leftovers of the output', () => {
  it('a build that finds its output parked puts it back first, even if it fails', async () => {
    const site = copyFixture('basic-site');
    expect((await runCli(['build'], site)).code).toBe(0);
    const before = snapshotTree(path.join(site, 'dist'));
    const parked = outputPaths(path.join(site, 'dist'), 999_999_999).old;
    renameSync(path.join(site, 'dist'), parked);
    writeFileSync(path.join(site, 'content/docs/faq.md'), '---\ntitle: [quebrado\n---\n');
    const result = await runCli(['build'], site);
    expect(result.code).toBe(1);
    expect(snapshotTree(path.join(site, 'dist'))).toEqual(before);
    expect(existsSync(parked)).toBe(false);
  });
});

describe('configs that never finish', () => {
  const withConfigPrefix = (prefix: string) => {
    const site = copyFixture('basic-site');
    const file = path.join(site, 'docgen.config.ts');
    writeFileSync(file, `${prefix}\n${readFileSync(file, 'utf8')}`);
    return site;
  };

  it('a top-level await that never settles is reported at once (was: exit 13)', async () => {
    const site = withConfigPrefix('await new Promise(() => {});');
    const started = Date.now();
    const result = await runCli(['build'], site);
    expectCleanFailure(result, [
      finding(
        'docgen.config.ts',
        'error',
        'DG1009',
        'The config could not be loaded: its top-level',
      ),
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('one kept alive by a timer is stopped at the time limit', async () => {
    const site = withConfigPrefix('await new Promise(() => setInterval(() => {}, 1000));');
    const result = await runCli(['build'], site, { DOCGEN_CONFIG_TIMEOUT: '1' });
    expectCleanFailure(result, [
      /DG1009\s+The config could not be loaded: it did not finish loading in 1 s/,
    ]);
  });

  it('process.exit() in the config is reported, not taken as a build', async () => {
    const site = withConfigPrefix('process.exit(0);');
    const result = await runCli(['build'], site);
    expectCleanFailure(result, [
      /DG1009\s+The config could not be loaded: it called process\.exit\(0\)/,
    ]);
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  });

  it('a timer a config leaves running does not hold a finished build', async () => {
    const site = withConfigPrefix('setInterval(() => {}, 1000);');
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
  });
});

/** A spec whose descriptions repeat a heading, share a schema, and combine types in an allOf. */
const repeatingSpec = () => {
  const described = (summary: string) =>
    `${summary}.\n\n## Related topics\n\nSee [the topics](#related-topics).`;
  const shared = {
    type: 'object',
    description: 'A shared body.\n\n## Notes\n\nRead the [notes](#notes).',
    properties: { id: { type: 'string' } },
  };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Repete', version: '1.0.0', description: '## Related topics\n\nIntro.' },
    paths: {
      '/a': {
        get: {
          operationId: 'getA',
          description: described('First'),
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: shared } } },
          },
        },
      },
      '/b': {
        get: {
          operationId: 'getB',
          description: described('Second'),
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { allOf: [{ type: 'string' }, { type: 'object' }] },
                },
              },
            },
          },
        },
        post: {
          operationId: 'postB',
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: shared } } },
          },
        },
      },
    },
  });
};

describe('ids and warnings of the reference', () => {
  it('heading ids of descriptions are unique on the page, and their links follow', async () => {
    const site = siteWithSpec('repeat', repeatingSpec());
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    const html = readFileSync(path.join(site, 'dist/api/index.html'), 'utf8');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // The introduction keeps its id; each operation's heading gets its own, linked from its text.
    expect(ids).toEqual(
      expect.arrayContaining(['related-topics', 'related-topics-2', 'related-topics-3']),
    );
    expect(html).toContain('href="#related-topics-2"');
    expect(html).toContain('href="#related-topics-3"');
    expect(html).toContain('href="#notes-2"');
  });

  it('an allOf of mixed types is a located warning, nothing unlocated on stderr', async () => {
    const site = siteWithSpec('allof', repeatingSpec());
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/spec\.json:\d+:\d+\s+warning\s+DG3013\s+allOf combines/);
    expect(result.stderr).toContain('schemas of different types (string, object)');
    expect(result.stderr).toContain(
      '#/paths/~1b/get/responses/200/content/application~1json/schema/allOf',
    );
    expect(result.stderr).not.toMatch(/can't be merged/);
  });

  it('a missing $ref file is named from the working folder, not by its absolute path', async () => {
    const site = siteWithSpec(
      'missing-ref',
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Ref', version: '1' },
        paths: {},
        components: { schemas: { A: { $ref: './schemas/nada.json' } } },
      }),
    );
    const result = await runCli(['build'], site);
    expectCleanFailure(result, [
      /DG3005\s+Unresolved \$ref: the file schemas\/nada\.json does not exist/,
    ]);
    expect(result.stderr).not.toContain(site);
  });

  it('docgen watch never serves _headers, as docgen serve does not', async () => {
    const site = copyFixture('basic-site');
    const dev = await startDocgen(['watch', '--port', '0'], site);
    try {
      const base = new URL(dev.url);
      const headers = await fetch(new URL('/_headers', base));
      expect(headers.status).toBe(404);
      expect(await headers.text()).not.toContain('Content-Security-Policy');
      expect((await fetch(base)).status).toBe(200);
    } finally {
      await dev.stop();
    }
  });
});
