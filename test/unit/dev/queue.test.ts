import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WatchQueue } from '../../../src/node/dev/watch/queue.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What one change of a file is built with, when each look at the file finds the next of `looks`
 * (the last one from then on): the fingerprint each build saw.
 */
async function builtAfterLooks(looks: readonly string[]): Promise<string[]> {
  let look = 0;
  let print = '';
  const seen: string[] = [];
  const queue = new WatchQueue(async () => void seen.push(print), {
    fingerprint: async () => (print = looks[Math.min(look++, looks.length - 1)]!),
  });
  queue.push('openapi.json');
  await sleep(1);
  await queue.idle();
  queue.close();
  return seen;
}

describe('WatchQueue', () => {
  it('coalesces a burst of changes into one build with every path', async () => {
    const builds: string[][] = [];
    const queue = new WatchQueue(async (paths) => void builds.push(paths.sort()), {
      fingerprint: async () => 'same',
    });
    for (const p of ['a.md', 'b.md', 'a.md', 'c.md']) queue.push(p);
    await sleep(30);
    await queue.idle();
    expect(builds).toEqual([['a.md', 'b.md', 'c.md']]);
  });

  it('starts a build as soon as the events delivered with a change are in', async () => {
    const builds: string[][] = [];
    const queue = new WatchQueue(async (paths) => void builds.push(paths), {
      fingerprint: async () => 'same',
    });
    queue.push('a.md');
    queue.push('b.md');
    // One turn of the event loop, far less than any timer: no quiet time is waited for.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(builds).toEqual([['a.md', 'b.md']]);
    await queue.idle();
  });

  it(
    'holds a change that arrives during a build ' + 'for the next build; builds never overlap',
    async () => {
      const builds: string[][] = [];
      let running = 0;
      let overlapped = false;
      const queue = new WatchQueue(
        async (paths) => {
          overlapped ||= running > 0;
          running++;
          builds.push(paths);
          await sleep(40);
          running--;
        },
        { fingerprint: async () => 'same' },
      );
      queue.push('a.md');
      await sleep(20);
      queue.push('b.md');
      queue.push('c.md');
      await sleep(10);
      await queue.idle();
      expect(overlapped).toBe(false);
      expect(builds).toEqual([['a.md'], ['b.md', 'c.md']]);
    },
  );

  it('does not hold a never-ending burst back longer than maxWaitMs', async () => {
    const builds: number[] = [];
    // Each push comes before the quiet time is over, so only maxWaitMs lets a build start
    // mid-burst.
    const queue = new WatchQueue(async () => void builds.push(performance.now()), {
      delayMs: 40,
      maxWaitMs: 50,
      fingerprint: async () => 'same',
    });
    for (let i = 0; i < 40; i++) {
      queue.push('a.md');
      await sleep(5);
    }
    const burstEnd = performance.now();
    await queue.idle();
    expect(builds.length).toBeGreaterThanOrEqual(2);
    expect(builds[0]!).toBeLessThan(burstEnd);
    queue.close();
  });

  it(
    'builds again when a file changed after the build read it, ' +
      'even if no event came (the last save wins)',
    async () => {
      let version = 1;
      const seen: number[] = [];
      const queue = new WatchQueue(
        async () => {
          seen.push(version);
          // A save lands while the build runs, and the watcher swallows its event.
          if (seen.length === 1) version = 2;
        },
        { fingerprint: async () => `v${version}` },
      );
      queue.push('a.md');
      await sleep(20);
      await queue.idle();
      expect(seen).toEqual([1, 2]);
    },
  );

  it('survives a failing build', async () => {
    let calls = 0;
    const queue = new WatchQueue(
      async () => {
        calls++;
        throw new Error('boom');
      },
      { fingerprint: async () => 'same' },
    );
    queue.push('a.md');
    await sleep(20);
    await queue.idle();
    queue.push('a.md');
    await sleep(20);
    await queue.idle();
    expect(calls).toBe(2);
  });
});

describe('WatchQueue and saves in two steps (truncate, then write)', () => {
  it('builds once the empty file has its contents, not the empty file', async () => {
    let print = '0:1:7';
    const seen: string[] = [];
    const queue = new WatchQueue(async () => void seen.push(print), {
      fingerprint: async () => print,
    });
    queue.push('a.md');
    setTimeout(() => (print = '120:2:7'), 40);
    await sleep(10);
    await queue.idle();
    expect(seen).toEqual(['120:2:7']);
    queue.close();
  });

  it('waits for the contents of an empty file touched again before it is written', async () => {
    // Python's `open(…, 'w').write(…)`: truncated, touched, then written.
    expect(await builtAfterLooks(['0:1:7', '0:2:7', '0:2:7', '120:3:7'])).toEqual(['120:3:7']);
  });

  it('builds a file its author emptied, after emptyWaitMs', async () => {
    const seen: number[] = [];
    const start = performance.now();
    const queue = new WatchQueue(async () => void seen.push(performance.now() - start), {
      emptyWaitMs: 60,
      fingerprint: async () => '0:1:7',
    });
    queue.push('a.md');
    await sleep(10);
    await queue.idle();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThanOrEqual(60);
    queue.close();
  });

  it('reads a real file after the write that follows its truncation', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-queue-'));
    const file = path.join(dir, 'intro.md');
    writeFileSync(file, '# Antes\n');
    const seen: string[] = [];
    const queue = new WatchQueue(async () => void seen.push(readFileSync(file, 'utf8')));
    // The first step of the save, reported by the watcher before the second.
    const fd = openSync(file, 'w');
    queue.push(file);
    setTimeout(() => {
      writeSync(fd, '# Depois\n');
      closeSync(fd);
    }, 30);
    await sleep(10);
    await queue.idle();
    expect(seen).toEqual(['# Depois\n']);
    queue.close();
    rmSync(dir, { recursive: true });
  });
});

describe('WatchQueue and large files written over several milliseconds', () => {
  it('builds a large file once it stops changing, not while it is written', async () => {
    // Each look at the file finds it larger, until the write is done.
    const sizes = ['5000000:1:7', '9000000:2:7', '12000000:3:7'];
    expect(await builtAfterLooks(sizes)).toEqual(['12000000:3:7']);
  });

  it('builds a large file that holds still after a second look, a small one at once', async () => {
    for (const [print, looksBefore] of [
      ['12000000:1:7', 2],
      ['1200:1:7', 1],
    ] as const) {
      let looks = 0;
      const seen: number[] = [];
      const queue = new WatchQueue(async () => void seen.push(looks), {
        fingerprint: async () => {
          looks++;
          return print;
        },
      });
      queue.push('openapi.json');
      await sleep(1);
      await queue.idle();
      expect(seen).toEqual([looksBefore]);
      queue.close();
    }
  });
});

describe('WatchQueue safety net', () => {
  it('rebuilds a file that changed after its build when the watcher reported nothing', async () => {
    let version = 1;
    const seen: number[] = [];
    const queue = new WatchQueue(async () => void seen.push(version), {
      recheckMs: [30],
      fingerprint: async () => `v${version}`,
    });
    queue.push('a.md');
    await sleep(15);
    await queue.idle();
    version = 2; // saved, but no event arrives
    await sleep(80);
    await queue.idle();
    expect(seen).toEqual([1, 2]);
    queue.close();
  });

  it(
    'queues no extra build when the check of an older ' +
      'build fires while a newer build of the file runs',
    async () => {
      let version = 1;
      const seen: number[] = [];
      const queue = new WatchQueue(
        async () => {
          seen.push(version);
          if (version === 2) await sleep(60);
        },
        { recheckMs: [30], fingerprint: async () => `v${version}` },
      );
      queue.push('a.md');
      await sleep(15);
      await queue.idle();
      // Saved again, with its event: the second build runs while the first one's check fires.
      version = 2;
      queue.push('a.md');
      await sleep(80);
      await queue.idle();
      await sleep(40);
      await queue.idle();
      expect(seen).toEqual([1, 2]);
      queue.close();
    },
  );
});
