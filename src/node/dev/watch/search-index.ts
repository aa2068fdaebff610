import type { SearchIndex } from '../../publish/search/pagefind-index.js';

export interface BackgroundIndexOptions {
  /**
   * Quiet time after the last request before Pagefind runs unasked: a burst of saves indexes once,
   * and a writer's next save does not share the machine with an index of the last (on two cores,
   * that made this site's spec saves 5–20 ms slower). A search asks at once (`ready`).
   * @default 1000
   */
  delayMs?: number;
}

/**
 * The search index of `docgen watch`, rebuilt after the pages it indexes are served, so a save
 * never waits for Pagefind (a few hundred milliseconds). One run at a time, after a quiet time
 * (the writer has paused) or as soon as a search asks (`ready()`, which then waits for the index
 * that matches the pages being served), always of the newest entries; entries that did not change
 * are not indexed again.
 */
export class BackgroundIndex<Entries> {
  private entries: (() => Promise<Entries>) | undefined;
  /** The index last handed to `done`: the memo gives the same one for the same entries. */
  private last: SearchIndex | undefined;
  private requested = 0;
  private finished = 0;
  private running = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private waiters: { generation: number; wake: () => void }[] = [];
  private readonly delayMs: number;
  /** Set while a build runs: no index is made meanwhile. */
  private paused = false;
  /** Stops the run under way. */
  private controller: AbortController | undefined;

  /**
   * `index` makes the index of entries (through the session's memo, which gives back the same
   * index for the same entries); `done` gets each new index (not called when it is the one it
   * had); `failed`, an unexpected error.
   */
  constructor(
    private readonly index: (entries: Entries, signal: AbortSignal) => Promise<SearchIndex>,
    private readonly done: (index: SearchIndex, ms: number) => void,
    private readonly failed: (error: unknown) => void,
    options: BackgroundIndexOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 1000;
  }

  /** Asks for an index of these entries (made when the run starts: making them takes time too). */
  request(entries: () => Promise<Entries>): void {
    if (this.closed) return;
    this.entries = entries;
    this.requested++;
    if (!this.running) this.schedule();
  }

  /**
   * Resolves once the index asked for before this call is in place (at once if none is pending).
   * A pending index is made now, without its quiet time (after the build under way, if any).
   */
  ready(): Promise<void> {
    if (this.finished >= this.requested || this.closed) return Promise.resolve();
    const made = new Promise<void>((wake) =>
      this.waiters.push({ generation: this.requested, wake }),
    );
    if (!this.running && !this.paused) this.next();
    return made;
  }

  /**
   * A build starts: the index under way, of entries it is about to replace, is stopped (sending
   * thousands of records would slow the build down), and none starts until `resume`. Requests
   * that were waiting for it wait for the next.
   */
  pause(): void {
    this.paused = true;
    clearTimeout(this.timer);
    this.controller?.abort(new Error('search index superseded by a build'));
  }

  /**
   * The build is over: the newest entries are indexed, after the quiet time, or at once when a
   * search is waiting for them.
   */
  resume(): void {
    this.paused = false;
    if (!this.running && this.requested > this.finished && !this.closed) this.next();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.wake(Infinity);
  }

  /** The pending index: now when a search waits for it, else after the quiet time. */
  private next(): void {
    if (this.waiters.length === 0) return this.schedule();
    clearTimeout(this.timer);
    void this.run();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.delayMs);
  }

  private async run(): Promise<void> {
    if (this.running || this.closed || this.paused || this.finished >= this.requested) return;
    this.running = true;
    const generation = this.requested;
    const controller = (this.controller = new AbortController());
    try {
      const start = performance.now();
      const entries = await this.entries!();
      // Closed while its entries were made (a search that asked for it, then the session ended).
      if (this.closed) return;
      const index = await this.index(entries, controller.signal);
      if (this.closed || index === this.last) return;
      this.last = index;
      this.done(index, performance.now() - start);
    } catch (error) {
      if (!controller.signal.aborted) this.failed(error);
    } finally {
      this.running = false;
      this.controller = undefined;
      // A stopped run indexed nothing: its requests wait for the next.
      if (!controller.signal.aborted) {
        this.finished = generation;
        this.wake(generation);
      }
      if (this.requested > this.finished && !this.closed && !this.paused) this.next();
    }
  }

  private wake(generation: number): void {
    const due = this.waiters.filter((w) => w.generation <= generation);
    this.waiters = this.waiters.filter((w) => w.generation > generation);
    for (const w of due) w.wake();
  }
}
