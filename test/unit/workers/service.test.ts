import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { stopServices } from '../../../src/node/services.js';
import { workerService } from '../../../src/node/workers/service.js';

const fixture = (name: string) => new URL(`../../fixtures/workers/${name}`, import.meta.url);
const here = () => async (request: string) => `${request} @${threadId}`;
const run = promisify(execFile);

describe('workerService', () => {
  it(
    'answers requests from the worker thread, ' + 'concurrently and in order of each request',
    async () => {
      const service = workerService(fixture('echo-worker.mjs'), here);
      const replies = await Promise.all(['a', 'b', 'c'].map(service));
      expect(replies.map((r) => r.split(' @')[0])).toEqual(['a', 'b', 'c']);
      for (const reply of replies) expect(reply.split(' @')[1]).not.toBe(String(threadId));
    },
  );

  it('start() loads the worker before the first request', async () => {
    const service = workerService(fixture('clock-worker.mjs'), here);
    service.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = Date.now();
    const [first, second] = await Promise.all([service('a'), service('b')]);
    const [thread, loadedAt] = first.split(' ').map(Number);
    expect(thread).not.toBe(threadId);
    expect(loadedAt).toBeLessThan(asked);
    expect(second).toBe(first);
    // Where there is no worker file, start() loads nothing and requests are served here.
    const sources = workerService(fixture('missing-worker.mjs'), here);
    sources.start();
    await expect(sources('x')).resolves.toBe(`x @${threadId}`);
  });

  it('start(warm-ups): a program that ends before its first request does not wait', async () => {
    // The service as a program runs it (bundled), given a warm-up its worker answers in 10 s.
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-service-'));
    const bundle = path.join(dir, 'service.mjs');
    await esbuild.build({
      entryPoints: [
        fileURLToPath(new URL('../../../src/node/workers/service.ts', import.meta.url)),
      ],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
    const program = [
      `import { workerService } from ${JSON.stringify(pathToFileURL(bundle).href)};`,
      'const started = Date.now();',
      `const slow = new URL(${JSON.stringify(fixture('slow-worker.mjs').href)});`,
      "workerService(slow, () => async () => 'here').start('warm-up');",
      "process.on('exit', () => console.log('ended after', Date.now() - started, 'ms'));",
    ].join('\n');
    // A file, not `-e`: a worker takes its flags from the program's (an `-e` one fails to start).
    writeFileSync(path.join(dir, 'program.mjs'), program);
    const { stdout } = await run(process.execPath, [path.join(dir, 'program.mjs')]);
    expect(Number(/ended after (\d+) ms/.exec(stdout)?.[1])).toBeLessThan(5_000);
  }, 30_000);

  it('rejects with the message of what the worker threw', async () => {
    const service = workerService(fixture('echo-worker.mjs'), here);
    await expect(service('fail')).rejects.toThrow('refused: fail');
    await expect(service('after')).resolves.toMatch(/^after @/);
  });

  it(
    'serves on this thread when the worker file ' +
      'does not exist (the sources, as tests run them)',
    async () => {
      await expect(workerService(fixture('missing-worker.mjs'), here)('x')).resolves.toBe(
        `x @${threadId}`,
      );
    },
  );

  it('a worker that dies leaves its pending requests, and later ones, to this thread', async () => {
    const service = workerService(fixture('crash-worker.mjs'), here);
    await expect(Promise.all([service('a'), service('b')])).resolves.toEqual([
      `a @${threadId}`,
      `b @${threadId}`,
    ]);
    await expect(service('c')).resolves.toBe(`c @${threadId}`);
  });

  it(
    'a worker stopped with the command loads nothing on this thread ' +
      '(the fallback is made only for a request)',
    async () => {
      let made = 0;
      const counted = () => {
        made++;
        return here();
      };
      const service = workerService(fixture('echo-worker.mjs'), counted);
      await expect(service('a')).resolves.not.toBe(`a @${threadId}`);
      await stopServices();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(made).toBe(0);
      await expect(service('b')).resolves.toBe(`b @${threadId}`);
      expect(made).toBe(1);
    },
  );
});
