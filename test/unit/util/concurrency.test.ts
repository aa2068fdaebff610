import { describe, expect, it } from 'vitest';
import { concurrencyLimit, eventLoopPauses } from '../../../src/node/util/concurrency.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('concurrencyLimit', () => {
  it('runs at most `max` tasks at once, starts them in order, and runs them all', async () => {
    const limit = concurrencyLimit(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit(async () => {
          started.push(i);
          most = Math.max(most, ++running);
          await tick(5 + (i % 3) * 5);
          running--;
          return i * 2;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(most).toBe(3);
    expect(started).toEqual([...Array(10).keys()]);
  });

  it('a failing task frees its slot, and its caller gets the error', async () => {
    const limit = concurrencyLimit(1);
    const failed = limit(async () => {
      throw new Error('falhou');
    });
    const next = limit(async () => 'depois');
    await expect(failed).rejects.toThrow('falhou');
    await expect(next).resolves.toBe('depois');
  });
});

describe('eventLoopPauses', () => {
  /** Synchronous work for at least `ms`. */
  const busy = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('lets waiting I/O callbacks run once the time has passed, and only then', async () => {
    const pause = eventLoopPauses(20);
    let ran = false;
    setImmediate(() => (ran = true));
    // Within the time: no pause, the callback still waits.
    await pause();
    expect(ran).toBe(false);
    busy(25);
    await pause();
    expect(ran).toBe(true);
    // Counted again from the pause.
    ran = false;
    setImmediate(() => (ran = true));
    await pause();
    expect(ran).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
  });
});
