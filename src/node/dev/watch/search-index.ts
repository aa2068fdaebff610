import { createHash } from 'node:crypto';
import type { SearchEntry } from '../../publish/search/entries.js';
import { buildSearchIndex, type SearchIndex } from '../../publish/search/index.js';

export interface BackgroundIndexOptions {
  /**
   * Quiet time after the last request before Pagefind runs, so a burst of saves indexes once.
   * @default 150
   */
  delayMs?: number;
  /** Indexes the entries (tests pass a fake Pagefind). @default buildSearchIndex */
  index?: (entries: readonly SearchEntry[]) => Promise<SearchIndex>;
}

/**
 * The search index of `docgen watch`, rebuilt after the pages it indexes are served, so a save
 * never waits for Pagefind (a few hundred milliseconds). One run at a time, a short quiet time
 * after the last request, always of the newest entries; entries that did not change are not indexed
 * again. `ready()` lets a request for the index wait for the one that matches the pages being
 * served.
 */
export class BackgroundIndex {
  private entries: (() => readonly SearchEntry[]) | undefined;
  private indexedKey: string | undefined;
  private requested = 0;
  private finished = 0;
  private running = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private waiters: { generation: number; wake: () => void }[] = [];
  private readonly delayMs: number;
  private readonly index: (entries: readonly SearchEntry[]) => Promise<SearchIndex>;

  /**
   * `done` gets each new index (not called when the entries had not changed); `failed`, an
   * unexpected error.
   */
  constructor(
    private readonly done: (index: SearchIndex, ms: number) => void,
    private readonly failed: (error: unknown) => void,
    options: BackgroundIndexOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 150;
    this.index = options.index ?? buildSearchIndex;
  }

  /** Asks for an index of these entries (made when the run starts: making them takes time too). */
  request(entries: () => readonly SearchEntry[]): void {
    if (this.closed) return;
    this.entries = entries;
    this.requested++;
    if (!this.running) this.schedule();
  }

  /**
   * Resolves once the index asked for before this call is in place (at once if none is pending).
   */
  ready(): Promise<void> {
    if (this.finished >= this.requested || this.closed) return Promise.resolve();
    return new Promise((wake) => this.waiters.push({ generation: this.requested, wake }));
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.wake(Infinity);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.delayMs);
  }

  private async run(): Promise<void> {
    if (this.running || this.closed || this.finished >= this.requested) return;
    this.running = true;
    const generation = this.requested;
    try {
      const entries = this.entries!();
      const key = createHash('sha1').update(JSON.stringify(entries)).digest('hex');
      if (key !== this.indexedKey) {
        const start = performance.now();
        const index = await this.index(entries);
        if (this.closed) return;
        this.indexedKey = index.diagnostics.length === 0 ? key : undefined;
        this.done(index, performance.now() - start);
      }
    } catch (error) {
      this.failed(error);
    } finally {
      this.running = false;
      this.finished = generation;
      this.wake(generation);
      if (this.requested > this.finished && !this.closed) this.schedule();
    }
  }

  private wake(generation: number): void {
    const due = this.waiters.filter((w) => w.generation <= generation);
    this.waiters = this.waiters.filter((w) => w.generation > generation);
    for (const w of due) w.wake();
  }
}
