import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { deepFreeze, freezing } from './freeze.js';
import type { Memo, ReuseReport } from './memo.js';

export type { ReuseReport };
import type { Services, Stage, StageContext, StreamingStage } from './stage.js';

export interface Timing {
  stage: string;
  ms: number;
}

/** How long a long list of results holds the event loop before it pauses (see `each`). */
const PAUSE_EVERY_MS = 10;

/**
 * Runs the graph of one command: every stage's result through the memo (keyed by its input, made
 * once however many ask, reused while its files are unchanged), the time of each step, what was
 * reused, and what happens to errors. A build stops at the first step that has any (nothing is
 * written); `docgen check` keeps them and goes on wherever it can, so one run reports every
 * problem. It is the one module that uses the memo: stages and the code that declares the site
 * ask it for results, and never see how they are kept.
 */
export class Runner {
  readonly timings: Timing[] = [];
  readonly errors: Diagnostic[] = [];
  /** The steps under way, oldest first (what a progress line shows). */
  readonly active: string[] = [];
  /** Per stage: how many results were asked for and how many are done, reused or made. */
  readonly counts = new Map<string, { asked: number; done: number }>();
  /** Operations in the spec, once the reference is built. */
  operations: number | undefined;
  private readonly context: StageContext;

  constructor(
    private readonly memo: Memo,
    readonly services: Services,
    /** `docgen check`: keep errors and go on. */
    readonly collectErrors: boolean,
  ) {
    this.context = { get: (stage, input) => this.get(stage, input), services };
  }

  /** A stage's result for `input`. */
  get<In, Out>(stage: Stage<In, Out>, input: In): Promise<Out> {
    const count = this.count(stage.name);
    count.asked++;
    if (freezing) deepFreeze(input);
    const result = this.memo.run(stage, input, this.context);
    void result.then(
      (value) => {
        count.done++;
        if (freezing) deepFreeze(value);
      },
      () => undefined,
    );
    return result;
  }

  /**
   * A stage's result for a synchronous caller (a check inside a synchronous walk): its file of
   * the cache folder must have been read first (`ready`); it records no files.
   */
  getSync<In, Out>(stage: Stage<In, Out>, input: In): Out {
    return this.memo.runSync(stage, input, this.context);
  }

  /** Reads a stage's file of the cache folder ahead of `getSync`. */
  ready(stage: Stage<never, unknown>): Promise<void> {
    return this.memo.ready(stage);
  }

  /**
   * Whether the memo holds results of the stage (a warm cache), so that work done only to make one
   * sooner (starting workers, opening Pagefind) can be left out.
   */
  likelyReused(stage: Stage<never, unknown>): Promise<boolean> {
    return this.memo.holds(stage).catch(() => true);
  }

  /**
   * The results of one stage for many inputs, asked for one after the other, pausing the event
   * loop every few milliseconds so that what runs beside (a worker's answers, Pagefind's pipe) is
   * served meanwhile.
   */
  async each<In, Out>(stage: Stage<In, Out>, inputs: readonly In[]): Promise<Out[]> {
    const out: Out[] = [];
    let since = performance.now();
    for (const input of inputs) {
      if (performance.now() - since >= PAUSE_EVERY_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        since = performance.now();
      }
      out.push(await this.get(stage, input));
    }
    return out;
  }

  /**
   * A streaming stage's result for items made one after the other: unless the memo is likely to
   * hold it, the stage is opened now and fed each item as soon as it and those before it are made;
   * its result is kept as the result for all of them. Where the memo holds one, or the stage cannot
   * be opened, it is asked for once every item is made.
   */
  async stream<Item, Out>(
    stage: StreamingStage<Item, Out>,
    items: readonly Promise<readonly Item[]>[],
  ): Promise<Out> {
    // Each item's failure is the stream's, reported once every item is made (below).
    for (const item of items) item.catch(() => undefined);
    const consumer = (await this.likelyReused(stage))
      ? undefined
      : await stage.open(this.context).catch(() => undefined);
    if (!consumer) return this.get(stage, (await Promise.all(items)).flat());
    let fed: Promise<void> = Promise.resolve();
    for (const item of items) fed = Promise.all([item, fed]).then(([made]) => consumer.add(made));
    fed.catch(() => undefined);
    let all: (readonly Item[])[];
    try {
      all = await Promise.all(items);
      await fed;
    } catch (error) {
      consumer.discard();
      throw error;
    }
    const count = this.count(stage.name);
    count.asked++;
    const result = await this.memo.supply(
      stage,
      all.flat(),
      () => consumer.finish(),
      () => consumer.discard(),
    );
    count.done++;
    return result;
  }

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

  /** Throws (build) or keeps (check) the errors among a step's diagnostics; returns the rest. */
  take(diagnostics: readonly Diagnostic[]): Diagnostic[] {
    if (this.collectErrors) this.errors.push(...diagnostics.filter((d) => d.severity === 'error'));
    else failOnErrors(diagnostics);
    return diagnostics.filter((d) => d.severity !== 'error');
  }

  /** What this run reused and made, by stage. */
  get reuse(): ReuseReport {
    return this.memo.reuse;
  }

  private count(name: string) {
    let count = this.counts.get(name);
    if (!count) this.counts.set(name, (count = { asked: 0, done: 0 }));
    return count;
  }
}
