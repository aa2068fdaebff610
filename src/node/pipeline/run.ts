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

  constructor(
    readonly memo: Memo,
    /** `docgen check`: keep errors and go on. */
    readonly collectErrors: boolean,
  ) {}

  /** Runs a named step and records how long it took, failed or not. */
  async step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.timings.push({ stage: name, ms: performance.now() - start });
    }
  }

  /** A stage's result, through the memo. */
  stage<In, Out>(stage: Stage<In, Out>, input: In): Promise<Out> {
    return this.memo.run(stage, input);
  }

  /** Throws (build) or keeps (check) the errors among a step's diagnostics; returns the rest. */
  take(diagnostics: readonly Diagnostic[]): Diagnostic[] {
    if (this.collectErrors) this.errors.push(...diagnostics.filter((d) => d.severity === 'error'));
    else failOnErrors(diagnostics);
    return diagnostics.filter((d) => d.severity !== 'error');
  }
}
