import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { sha256 } from '../sha256.js';

/** The files a stored value was made from, with a hash of each one's contents then. */
export type FileHashes = [file: string, sha256: string][];

interface Stored<T> {
  key: string;
  /**
   * For values made from files found while making them (a spec's `$ref`s): valid while each is
   * unchanged.
   */
  files: FileHashes;
  value: T;
}

/**
 * Hashes of the files' contents now; a file that cannot be read gets an empty hash (never equal to
 * one read).
 */
export async function hashFiles(files: readonly string[]): Promise<FileHashes> {
  return Promise.all(
    files.map(
      async (file): Promise<[string, string]> => [
        file,
        await readFile(file).then(sha256, () => ''),
      ],
    ),
  );
}

/**
 * The last value of each whole-site stage (the spec, the API reference, the search index), kept on
 * disk between builds next to the page cache. One file per stage holds one entry: the value made
 * from the latest inputs, under a hash of them and of docgen's code (`salt`), so a stale entry is
 * never read. Values go through v8 serialization: shared and circular objects (a dereferenced spec)
 * and binary file contents come back as they were. An unreadable or corrupt file is a miss.
 */
export class StageStore {
  /** Each stage asked for in this process, and whether the stored value was used. */
  readonly reused = new Map<string, boolean>();

  constructor(
    private readonly dir: string,
    private readonly salt: string,
  ) {}

  private file(stage: string): string {
    return path.join(this.dir, `${stage}.v8`);
  }

  private key(inputs: readonly string[]): string {
    return sha256([this.salt, ...inputs].join('\0'));
  }

  /**
   * The stored value if it was made from these inputs and its recorded files are unchanged; noted
   * in `reused` unless `track` is false (a stage that reports its reuse itself, page by page).
   */
  async get<T>(
    stage: string,
    inputs: readonly string[],
    track = true,
  ): Promise<{ value: T; files: FileHashes } | undefined> {
    const hit = await this.read<T>(stage, inputs);
    if (track) this.reused.set(stage, hit !== undefined);
    return hit;
  }

  private async read<T>(
    stage: string,
    inputs: readonly string[],
  ): Promise<{ value: T; files: FileHashes } | undefined> {
    let stored: Stored<T>;
    try {
      stored = deserialize(await readFile(this.file(stage))) as Stored<T>;
    } catch {
      return undefined;
    }
    if (stored?.key !== this.key(inputs) || !Array.isArray(stored.files)) return undefined;
    const now = await hashFiles(stored.files.map(([file]) => file));
    if (now.some(([, hash], i) => hash === '' || hash !== stored.files[i]![1])) return undefined;
    return { value: stored.value, files: stored.files };
  }

  /**
   * Keeps `value` as the stage's one entry (temp file + rename: a crash never leaves half a file).
   * A cache that cannot be written (read-only folder, full disk) only costs the next build the
   * work.
   */
  async set<T>(
    stage: string,
    inputs: readonly string[],
    value: T,
    files: FileHashes = [],
  ): Promise<void> {
    const stored: Stored<T> = { key: this.key(inputs), files, value };
    const target = this.file(stage);
    const temp = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(temp, serialize(stored));
      await rename(temp, target);
    } catch {
      await rm(temp, { force: true }).catch(() => undefined);
    }
  }
}
