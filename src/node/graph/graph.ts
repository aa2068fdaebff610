import { codeFingerprint } from '../package-root.js';
import { defaultCacheDir, Memo, type ReuseReport } from './memo.js';
import { Runner } from './runner.js';
import type { Services } from './stage.js';

/**
 * The results a command keeps across its runs (a watch session's, from save to save) and in the
 * project's cache folder: the runner of each run reads and fills them. What a caller does with
 * them is only their life cycle: end a run, say which files changed, stop writing to the folder.
 */
export class Graph {
  private constructor(private readonly memo: Memo) {}

  /**
   * The graph of a project: in memory, and in its cache folder (node_modules/.cache/docgen)
   * unless `persist` is off; `rewrite` writes the folder's files anew without reading them.
   */
  static open(
    root: string,
    options: { persist: boolean; rewrite?: boolean; dir?: string; salt?: string },
  ): Graph {
    return new Graph(
      new Memo({
        salt: options.salt ?? codeFingerprint(),
        dir: options.persist ? (options.dir ?? defaultCacheDir(root)) : undefined,
        rewrite: options.rewrite,
      }),
    );
  }

  /** A runner for one run, with the command's services. */
  runner(services: Services, collectErrors = false): Runner {
    return new Runner(this.memo, services, collectErrors);
  }

  /**
   * Ends a run: drops what it did not use, writes the changed stages to the cache folder. After a
   * failed run nothing is dropped.
   */
  finish(options: { ok: boolean }): Promise<void> {
    return this.memo.finish(options);
  }

  /** What the run under way reused and made, by stage. */
  get reuse(): ReuseReport {
    return this.memo.reuse;
  }

  /** Whether any result was reused from the cache folder. */
  get usedDisk(): boolean {
    return this.memo.usedDisk;
  }

  /** Files a watcher saw change: their hashes are read again, whatever their times say. */
  forget(files: Iterable<string>): void {
    this.memo.forget(files);
  }

  /** Folders a watcher reports every change of, and files taken as fixed (see Memo.trust). */
  trust(folders: readonly string[], fixed?: (file: string) => boolean): void {
    this.memo.trust(folders, fixed);
  }

  /** From now on, results live in memory only (a watch session after its first good build). */
  detachDisk(): void {
    this.memo.detachDisk();
  }
}
