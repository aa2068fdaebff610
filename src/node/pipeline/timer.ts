/**
 * Runs named stages and records how long each took, so a failure and a slow build both name their
 * stage.
 */
export class StageTimer {
  readonly timings: { stage: string; ms: number }[] = [];

  async run<T>(stage: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.timings.push({ stage, ms: performance.now() - start });
    }
  }
}
