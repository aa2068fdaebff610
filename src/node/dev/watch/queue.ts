import { stat } from 'node:fs/promises';

/**
 * Size, modification time and inode of a file (`size:mtime:ino`), or 'missing': enough to tell that
 * it changed.
 */
export async function fingerprint(file: string): Promise<string> {
  return stat(file).then(
    (s) => `${s.size}:${s.mtimeMs}:${s.ino}`,
    () => 'missing',
  );
}

/** A fingerprint of an empty file. */
const isEmpty = (print: string) => print.startsWith('0:');

/**
 * A file this large takes milliseconds to write (GitHub REST's 12 MB spec: 5–20 ms), and the
 * watcher can report it half written: a build of that reads a spec that does not parse.
 */
const LARGE_FILE_BYTES = 1024 * 1024;

/** A fingerprint of a file of at least LARGE_FILE_BYTES. */
const isLarge = (print: string) => Number(print.split(':')[0]) >= LARGE_FILE_BYTES;

/** Between two fingerprints of the batch while a save may still be under way. */
const POLL_MS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface QueueOptions {
  /**
   * Quiet time before a build starts. None by default: the build starts once the events delivered
   * with the first one are in (the files of one save, which the OS reports together; chokidar
   * reports a file's change once per 50 ms), and a change that lands while the build runs is built
   * next (`flush`). @default 0
   */
  delayMs?: number;
  /** A burst never holds a build back longer than this. @default 100 */
  maxWaitMs?: number;
  /**
   * The watcher may drop events for a path for this long after reporting it (chokidar throttles
   * repeated changes for 5 ms), so after a build each path is re-checked once the window is over.
   * @default 6
   */
  settleMs?: number;
  /** `size:…`, as `fingerprint` gives it: one that starts with `0:` is an empty file. */
  fingerprint?: (file: string) => Promise<string>;
  /**
   * How long a file found empty may take to get its contents (editors may save in two steps,
   * truncate then write, and the watcher can report the first), and a large file to stop
   * changing. @default 200
   */
  emptyWaitMs?: number;
  /**
   * Delays after a build at which its files are checked again for changes no event reported.
   * @default [50, 250, 1000]
   */
  recheckMs?: readonly number[];
}

/**
 * Collects changed paths and runs one build per quiet moment. A change that arrives while a build
 * runs waits for the next build (two builds never overlap); a burst of saves is coalesced, but
 * never held back longer than `maxWaitMs`; and the last save is never lost: after each build the
 * batch's files are compared with how they were when it started, and any that moved go again.
 */
export class WatchQueue {
  private readonly pending = new Set<string>();
  /** Cancels the scheduled flush. */
  private cancel: () => void = () => undefined;
  private firstPendingAt = 0;
  private lastPushAt = 0;
  private running = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];
  private readonly delayMs: number;
  private readonly maxWaitMs: number;
  private readonly settleMs: number;
  private readonly fingerprint: (file: string) => Promise<string>;
  private readonly recheckMs: readonly number[];
  private readonly emptyWaitMs: number;
  /** Each file's fingerprint as the last build that included it saw it. */
  private readonly built = new Map<string, string>();

  constructor(
    private readonly run: (paths: string[]) => Promise<void>,
    options: QueueOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 0;
    this.maxWaitMs = options.maxWaitMs ?? 100;
    this.settleMs = options.settleMs ?? 6;
    this.fingerprint = options.fingerprint ?? fingerprint;
    this.recheckMs = options.recheckMs ?? [50, 250, 1000];
    this.emptyWaitMs = options.emptyWaitMs ?? 200;
  }

  push(file: string): void {
    if (this.closed) return;
    const now = performance.now();
    if (this.pending.size === 0) this.firstPendingAt = now;
    this.lastPushAt = now;
    this.pending.add(file);
    if (!this.running) this.schedule();
  }

  /** Resolves once nothing is pending or running. */
  idle(): Promise<void> {
    if (!this.running && this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.cancel();
    this.pending.clear();
  }

  /**
   * A safety net under the watcher: a little later, compare the batch's files with what the last
   * build of each read, and queue any that moved without an event (a dropped or coalesced one).
   */
  private recheckLater(batch: readonly string[]): void {
    for (const delay of this.recheckMs) {
      const timer = setTimeout(async () => {
        if (this.closed) return;
        const now = await Promise.all(batch.map((f) => this.fingerprint(f)));
        batch.forEach((file, i) => {
          if (now[i] !== this.built.get(file) && !this.pending.has(file)) this.push(file);
        });
      }, delay);
      timer.unref();
    }
  }

  /**
   * The batch's fingerprints once no file in it is empty, and each large one is as it was one poll
   * before; or once `emptyWaitMs` is over.
   * - A save in two steps (VS Code's, or Node's `writeFileSync`: truncate, then write) can be
   *   reported at the first: a build then would read the page empty, and every open tab whose
   *   HTML shows its title would reload, until the next build put it back. Vite's dev server waits
   *   the same way.
   * - A large file can be reported while its write is under way: a build then fails on the half it
   *   read, and shows the error in every open tab until the next.
   * A file its author emptied is built after the wait; a large one a poll later than a small one.
   */
  private async written(batch: readonly string[]): Promise<string[]> {
    const prints = () => Promise.all(batch.map((f) => this.fingerprint(f)));
    let before: string[] | undefined;
    let now = await prints();
    const until = performance.now() + this.emptyWaitMs;
    // An empty file is waited for even when its time moves: a save can touch it twice before it
    // writes (Python's `open(…, 'w').write`: truncated, touched 25 ms later, then written).
    const settled = () =>
      now.every((print, i) => !isEmpty(print) && !(isLarge(print) && print !== before?.[i]));
    while (!settled() && performance.now() < until) {
      await sleep(POLL_MS);
      before = now;
      now = await prints();
    }
    return now;
  }

  private schedule(): void {
    this.cancel();
    const waited = performance.now() - this.firstPendingAt;
    const delay = waited >= this.maxWaitMs ? 0 : this.delayMs;
    const flush = () => void this.flush();
    if (delay > 0) {
      const timer = setTimeout(flush, delay);
      this.cancel = () => clearTimeout(timer);
    } else {
      // After the events already delivered with this one (a save of several files at once).
      const immediate = setImmediate(flush);
      this.cancel = () => clearImmediate(immediate);
    }
  }

  private async flush(): Promise<void> {
    if (this.running || this.pending.size === 0 || this.closed) return;
    this.running = true;
    const batch = [...this.pending];
    this.pending.clear();
    const lastPushAt = this.lastPushAt;
    try {
      const before = await this.written(batch);
      // Recorded before the build, so a safety-net check of an older batch that fires while this
      // build runs compares with what this build reads, and queues no build of a change it covers.
      batch.forEach((file, i) => this.built.set(file, before[i]!));
      await this.run(batch).catch(() => undefined);
      const wait = lastPushAt + this.settleMs - performance.now();
      if (wait > 0) await sleep(wait);
      const after = await Promise.all(batch.map((f) => this.fingerprint(f)));
      batch.forEach((file, i) => {
        if (after[i] !== before[i] && !this.pending.has(file)) {
          if (this.pending.size === 0) this.firstPendingAt = performance.now();
          this.pending.add(file);
        }
      });
      this.recheckLater(batch);
    } finally {
      this.running = false;
      if (this.pending.size > 0 && !this.closed) this.schedule();
      else for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }
}
