import type { FileHashes } from '../util/file-hashes.js';

/**
 * What a stage's `run` gets besides its input: the other stages' results (made or reused by the
 * runner) and the command's services. Nothing here is part of a key: what changes a result must be
 * in the input.
 */
export interface StageContext {
  /** Another stage's result for `input`, through the runner. */
  get<In, Out>(stage: Stage<In, Out>, input: In): Promise<Out>;
  /** The services of the command that runs the graph (a processor, workers, a logger). */
  readonly services: Services;
}

/**
 * The services a command gives the stages it runs: augmented by the modules whose stages use them
 * (`declare module '../graph/stage.js' { interface Services { … } }`), as vfile's DataMap is.
 * A service does work; it never decides what a result is (that comes from the input).
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by each module that adds a service.
export interface Services {}

/**
 * A step whose result the runner keeps: a function of its input (plain data, keyed whole) and of
 * docgen's code, and of the files `files` lists, which it read while it ran. It never sees the
 * memo.
 */
export interface Stage<In, Out> {
  /** Names the stage in `--verbose` and its file in the cache folder. */
  readonly name: string;
  run(input: In, context: StageContext): Out | Promise<Out>;
  /**
   * Files the result was read from, with a hash of the bytes read: it is reused while each file
   * still has those bytes (a spec's `$ref`s, the files a bundle was made of).
   */
  files?(output: Out): FileHashes;
  /** 'memory': kept only while the process lives (watch mode). @default 'disk' */
  readonly keep?: 'memory' | 'disk';
  /**
   * Name a result by its content instead of by the input that made it, so that a result made
   * again equal to the last one leaves the stages that read it reused (early cut-off). For small
   * results that change less often than their inputs (a route table, the site's shape), and for
   * results whose parts other stages take (the config: a stage given its `tableOfContents` is
   * keyed by that part's content, not by every field of the config).
   */
  readonly cutoff?: boolean;
  /** Whether a fresh result may be kept at all (a failed search index is not). @default true */
  keepable?(output: Out): boolean;
  /**
   * Whether a value read back from the cache folder has the shape the stage makes (one that does
   * not is discarded and made again, never used). @default any value but undefined
   */
  accepts?(value: unknown): boolean;
}

/**
 * A stage whose input is a list of items that are made one after the other (a search index of
 * entry groups): the runner may open it before the items exist, hand it each item as soon as it
 * is made, and take its result once the last is in (Pagefind indexes in its own process meanwhile).
 */
export interface StreamingStage<Item, Out> extends Stage<readonly Item[], Out> {
  open(context: StageContext): Promise<StageConsumer<Item, Out> | undefined>;
}

export interface StageConsumer<Item, Out> {
  add(items: readonly Item[]): Promise<void>;
  finish(): Promise<Out>;
  discard(): void;
}

/** Declares a stage (an identity that checks the declaration's type). */
export const stage = <In, Out>(definition: Stage<In, Out>): Stage<In, Out> => definition;
