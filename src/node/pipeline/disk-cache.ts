import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A content-addressed cache that outlives the process: an entry's key is a hash of everything its
 * value depends on (docgen's version included), so a stale entry is never read, only left unused.
 * One JSON file per namespace; entries not used by a build are dropped when it saves.
 */
export class DiskCache<T> {
  private readonly used = new Map<string, T>();
  private hits = 0;
  private misses = 0;

  private constructor(
    private readonly file: string,
    private readonly stored: Record<string, T>,
    private readonly salt: string,
  ) {}

  /**
   * Opens `<dir>/<namespace>.json`; an unreadable or corrupt file is an empty cache, never an
   * error. `salt` joins every key (docgen passes a hash of its own code, so another build of docgen
   * never reads these entries).
   */
  static async open<T>(dir: string, namespace: string, salt: string): Promise<DiskCache<T>> {
    const file = path.join(dir, `${namespace}.json`);
    let stored: unknown;
    try {
      stored = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      stored = {};
    }
    return new DiskCache<T>(
      file,
      typeof stored === 'object' && stored !== null ? (stored as Record<string, T>) : {},
      salt,
    );
  }

  static key(inputs: readonly string[]): string {
    return createHash('sha256').update(inputs.join('\0')).digest('hex');
  }

  /**
   * The kept value for these inputs, or computes it; `keep` decides whether a fresh value is
   * stored.
   */
  async memo(
    inputs: readonly string[],
    compute: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const key = DiskCache.key([this.salt, ...inputs]);
    if (Object.hasOwn(this.stored, key)) return this.reuse(key);
    this.misses++;
    return this.keepIf(key, await compute(), keep);
  }

  /** `memo` for synchronous work (compiling a schema inside a synchronous check). */
  memoSync(
    inputs: readonly string[],
    compute: () => T,
    keep: (value: T) => boolean = () => true,
  ): T {
    const key = DiskCache.key([this.salt, ...inputs]);
    if (Object.hasOwn(this.stored, key)) return this.reuse(key);
    this.misses++;
    return this.keepIf(key, compute(), keep);
  }

  private reuse(key: string): T {
    this.hits++;
    const value = this.stored[key]!;
    this.used.set(key, value);
    return value;
  }

  private keepIf(key: string, value: T, keep: (value: T) => boolean): T {
    if (keep(value)) this.used.set(key, value);
    return value;
  }

  get stats(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }

  /** Writes the entries this build used (temp file + rename: a crash never leaves half a file). */
  async save(): Promise<void> {
    if (this.misses === 0 && this.used.size === Object.keys(this.stored).length) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(Object.fromEntries(this.used)));
    await rename(temp, this.file);
  }
}

/**
 * `node_modules/.cache/docgen` of the project (the convention of JavaScript tools), else a temp
 * folder.
 */
export function defaultCacheDir(root: string): string {
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules)) return path.join(modules, '.cache', 'docgen');
  return path.join(
    tmpdir(),
    `docgen-cache-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
  );
}
