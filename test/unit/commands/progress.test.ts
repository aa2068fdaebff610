import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressLine, showProgress, showsProgress } from '../../../src/node/commands/progress.js';
import type { Stage } from '../../../src/node/graph/stage.js';
import { testRunner } from '../../helpers/runner.js';

const output = { color: false, quiet: false, verbose: false, cwd: '/' };

/** A stream that records what is written, a terminal or not. */
function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = {
    isTTY,
    columns: 120,
    write: (text: string) => written.push(text) > 0,
  } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

const render: Stage<number, number> = { name: 'render', run: (n) => n * 2 };

describe('progress of a build', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('is shown on a terminal only: not in CI, not with --quiet, not in a pipe', () => {
    vi.stubEnv('CI', '');
    expect(showsProgress(output, fakeStream(true).stream)).toBe(true);
    expect(showsProgress(output, fakeStream(false).stream)).toBe(false);
    expect(showsProgress({ ...output, quiet: true }, fakeStream(true).stream)).toBe(false);
    vi.stubEnv('CI', 'true');
    expect(showsProgress(output, fakeStream(true).stream)).toBe(false);
  });

  it('names the step under way, the pages done and the operations', async () => {
    const run = testRunner();
    let finish = () => {};
    const step = run.step('render', () => new Promise<void>((resolve) => (finish = resolve)));
    await Promise.all([1, 2].map((n) => run.get(render, n)));
    void run.get(render, 3);
    run.operations = 1223;
    expect(progressLine(run, 12_345)).toBe('12.3 s · render · pages: HTML 2/3 · 1,223 operations');
    finish();
    await step;
    expect(run.active).toEqual([]);
  });

  it('stays silent for the first second, then redraws one line and clears it at the end', () => {
    const run = testRunner();
    void run.step('load spec', () => new Promise(() => {}));
    const { stream, written } = fakeStream(true);
    const stop = showProgress(run, stream);
    vi.advanceTimersByTime(900);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(350);
    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(written[0]).toBe('\r\x1b[2K1.0 s · load spec');
    stop();
    expect(written.at(-1)).toBe('\r\x1b[2K');
    const count = written.length;
    vi.advanceTimersByTime(1000);
    expect(written.length).toBe(count);
  });

  it('writes nothing for a build done within the second', () => {
    const run = testRunner();
    const { stream, written } = fakeStream(true);
    const stop = showProgress(run, stream);
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(2000);
    expect(written).toEqual([]);
  });
});
