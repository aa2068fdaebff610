import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Memo, Stage } from './memo.js';

export interface Timing {
  stage: string;
  ms: number;
}

/**
 * One run of the pipeline: the memo it reads and fills (a watch session keeps one across runs),
 * the time of each step, so a slow run and a failed one name their step, and what it does with
 * errors. A build stops at the first step that has any (nothing is written); `docgen check` keeps
 * them and goes on wherever it can, so one run reports every problem.
 */
export class PipelineRun {
  readonly timings: Timing[] = [];
  readonly errors: Diagnostic[] = [];
  /** The steps under way, oldest first (what a progress line shows). */
  readonly active: string[] = [];
  /** Per stage: how many results were asked for and how many are done, reused or made. */
  readonly counts = new Map<string, { asked: number; done: number }>();
  /** Operations in the spec, once the reference is built. */
  operations: number | undefined;

  constructor(
    readonly memo: Memo,
    /** `docgen check`: keep errors and go on. */
    readonly collectErrors: boolean,
  ) {}

  /** Runs a named step and records how long it took, failed or not. */
  async step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    this.active.push(name);
    try {
      return await work();
    } finally {
      this.active.splice(this.active.indexOf(name), 1);
      this.timings.push({ stage: name, ms: performance.now() - start });
    }
  }

  /** A stage's result, through the memo. */
  stage<In, Out>(stage: Stage<In, Out>, input: In): Promise<Out> {
    let count = this.counts.get(stage.name);
    if (!count) this.counts.set(stage.name, (count = { asked: 0, done: 0 }));
    count.asked++;
    const result = this.memo.run(stage, input);
    const done = count;
    void result.then(
      () => done.done++,
      () => undefined,
    );
    return result;
  }

  /** Throws (build) or keeps (check) the errors among a step's diagnostics; returns the rest. */
  take(diagnostics: readonly Diagnostic[]): Diagnostic[] {
    if (this.collectErrors) this.errors.push(...diagnostics.filter((d) => d.severity === 'error'));
    else failOnErrors(diagnostics);
    return diagnostics.filter((d) => d.severity !== 'error');
  }
}
