// The output folder is replaced whole or not at all: concurrent builds take turns through a lock, a
// stale lock is taken over, and SIGINT/SIGTERM while writing leave the previous output and no temp
// folders.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireOutputLock, outputPaths } from '../../src/node/pipeline/lock.js';
import { isDocgenError } from '../../src/node/diagnostics/diagnostic.js';
import { copyFixture, repoRoot, runCli, snapshotTree } from '../helpers/cli.js';

const leftovers = (site: string) =>
  readdirSync(site).filter((e) => e.startsWith('.docgen-') || e.endsWith('.docgen-lock'));

/** Snapshot without the files that carry a build time. */
const stable = (dist: string) => {
  const tree = snapshotTree(dist);
  for (const key of [...tree.keys()]) if (/sitemap\.xml$/.test(key)) tree.delete(key);
  return tree;
};

describe('concurrent builds of one project', () => {
  it('take turns: all succeed, the output is whole, nothing is left beside it', async () => {
    const site = copyFixture('basic-site');
    expect((await runCli(['build'], site)).code).toBe(0);
    const expected = stable(path.join(site, 'dist'));

    // A reader polls the output while three builds race: every index.html it sees is complete.
    let reads = 0;
    let partial = 0;
    let polling = true;
    const reader = (async () => {
      while (polling) {
        try {
          const html = readFileSync(path.join(site, 'dist/index.html'), 'utf8');
          reads++;
          if (!html.trimEnd().endsWith('</html>')) partial++;
        } catch {
          // Between the two renames of a swap the folder is briefly absent: never half-written.
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    const results = await Promise.all([
      runCli(['build'], site),
      runCli(['build'], site),
      runCli(['build'], site),
    ]);
    polling = false;
    await reader;
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    expect(reads).toBeGreaterThan(0);
    expect(partial).toBe(0);
    expect(stable(path.join(site, 'dist'))).toEqual(expected);
    expect(leftovers(site)).toEqual([]);
  });

  it('a lock left by a process that is gone is taken over, with its temp folders', async () => {
    const site = copyFixture('basic-site');
    writeFileSync(path.join(site, 'dist.docgen-lock'), '999999999');
    const temp = outputPaths(path.join(site, 'dist'), 999_999_999).temp;
    mkdirSync(path.join(temp, 'docs'), { recursive: true });
    writeFileSync(path.join(temp, 'docs/meio.html'), '<p>pela metade');
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(leftovers(site)).toEqual([]);
    expect(existsSync(path.join(site, 'dist/index.html'))).toBe(true);
  });

  it('a lock held by a live build makes the next one wait, then fail with DG5005', async () => {
    const site = copyFixture('basic-site');
    const outDir = path.join(site, 'dist');
    const release = await acquireOutputLock(outDir);
    expect(JSON.parse(readFileSync(outputPaths(outDir).lock, 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    const started = Date.now();
    const error = await acquireOutputLock(outDir, 300).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(isDocgenError(error) && error.diagnostics[0]).toMatchObject({
      code: 'DG5005',
      message: expect.stringMatching(
        new RegExp(`^Another docgen build \\(pid ${process.pid}\\) is writing .*dist; waited 0 s$`),
      ),
      file: outputPaths(outDir).lock,
      hint: expect.stringContaining('--out'),
    });
    release();
    const again = await acquireOutputLock(outDir, 300);
    again();
    expect(existsSync(outputPaths(outDir).lock)).toBe(false);
  });
});

/** Runs the CLI and sends `signal` as soon as the temporary output folder appears. */
function buildAndInterrupt(
  site: string,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; stderr: string; sentDuringWrite: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build'], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1', DOCGEN_LANG: 'en' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let sentDuringWrite = false;
    child.stderr.on('data', (d) => (stderr += d));
    const watcher = watch(site, (_event, name) => {
      if (!sentDuringWrite && String(name).startsWith('.docgen-tmp-')) {
        sentDuringWrite = true;
        child.kill(signal);
      }
    });
    child.on('close', (code) => {
      watcher.close();
      resolve({ code, stderr, sentDuringWrite });
    });
  });
}

describe('a build interrupted while writing', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s: exit %i, previous output intact, temp folder and lock removed',
    async (signal, exitCode) => {
      const site = copyFixture('basic-site');
      // Enough static files that copying them takes a while after the temp folder appears.
      for (let d = 0; d < 20; d++) {
        mkdirSync(path.join(site, `static/files/${d}`), { recursive: true });
        for (let f = 0; f < 100; f++)
          writeFileSync(
            path.join(site, `static/files/${d}/${f}.txt`),
            `arquivo ${d}/${f}\n`.repeat(20),
          );
      }
      expect((await runCli(['build'], site)).code).toBe(0);
      writeFileSync(
        path.join(site, 'content/docs/faq.md'),
        '---\ntitle: FAQ nova\n---\n\n# FAQ nova\n',
      );
      const previous = snapshotTree(path.join(site, 'dist'));
      const result = await buildAndInterrupt(site, signal);
      expect(result.sentDuringWrite).toBe(true);
      expect(result.code, result.stderr).toBe(exitCode);
      expect(result.stderr).toMatch(
        new RegExp(
          `error\\s+DG5006\\s+Build interrupted by ${signal} while writing; ` +
            'the previous output is intact',
        ),
      );
      expect(snapshotTree(path.join(site, 'dist'))).toEqual(previous);
      expect(leftovers(site)).toEqual([]);
    },
  );
});
