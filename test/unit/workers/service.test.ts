import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { stopServices } from '../../../src/node/services.js';
import { workerService } from '../../../src/node/workers/service.js';

const fixture = (name: string) => new URL(`../../fixtures/workers/${name}`, import.meta.url);
const here = () => async (request: string) => `${request} @${threadId}`;

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
