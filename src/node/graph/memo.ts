import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sha256 } from '../sha256.js';
import { FileHasher } from '../util/file-hashes.js';
import { stillRunning } from '../util/processes.js';
import { Digests } from './digest.js';
import type { Stage, StageContext } from './stage.js';
import {
  isStored,
  openEntry,
  ReadBuffer,
  readStageFile,
  stageFileBytes,
  type CachedEntry,
  type Discarded,
  type Entry,
  type StageFile,
} from './cache-file.js';

/** What one run of the pipeline reused and made, by stage, and the cache entries it discarded. */
export type ReuseReport = Map<
  string,
  { reused: number; made: number; discarded?: Partial<Record<Discarded, number>> }
>;

/** A temp file of the cache folder (`<stage>.v8.<pid>.tmp`) older than this is a leftover. */
const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

export interface MemoOptions {
  /** docgen's code fingerprint: an entry made by other code is never read. */
  salt: string;
  /** The persistent layer's folder; without one, results live in memory only. */
  dir?: string | undefined;
  /**
   * The cache folder's files are not read, only written anew (a build made again after one that
   * used them failed). @default false
   */
  rewrite?: boolean | undefined;
}

/**
 * The one memo of the pipeline. It keys a stage's result by a hash of the stage's declared inputs
 * and of docgen's code, keeps it in memory (a watch session's memo lives across builds) and, for
 * `keep: 'disk'` stages, in the cache folder (one file per stage, so a build reads only the stages
 * it asks for). An entry whose recorded files changed is not reused. After each run the entries
 * that run did not use are dropped, so the memo never outgrows the site. Nothing else in docgen
 * caches, and this is the one module that reads and writes the cache folder.
 *
 * A result is identified by the key that made it (and its files' hashes), so a later stage keyed
 * by that result, or by an element of it, hashes an id instead of the value's JSON.
 */
export class Memo {
  private readonly memory = new Map<string, Map<string, Entry>>();
  private readonly disk = new Map<string, Promise<Map<string, CachedEntry>>>();
  private swept: Promise<void> | undefined;
  private readonly onDisk = new Map<string, Map<string, CachedEntry>>();
  /** The cache files read from, closed at the end of each run. */
  private readonly sources = new Set<StageFile>();
  private readBuffer = new ReadBuffer();
  private readonly dirty = new Set<string>();
  private readonly used = new Map<string, Set<string>>();
  private readonly digests = new Digests();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly hasher = new FileHasher();
  private dir: string | undefined;
  /** This run's reuse, by stage. */
  reuse: ReuseReport = new Map();
  /** Whether any result was reused from the cache folder (since this memo was made). */
  usedDisk = false;

  constructor(private readonly options: MemoOptions) {
    this.dir = options.dir;
  }

  /** The stage's result for this input: kept, or made now (once, however many ask at a time). */
  async run<In, Out>(stage: Stage<In, Out>, input: In, context: StageContext): Promise<Out> {
    const key = this.keyOf(stage, input);
    const slot = `${stage.name}\0${key}`;
    const pending = this.inFlight.get(slot) as Promise<Out> | undefined;
    if (pending) return pending;
    const work = this.lookupOrMake(stage, key, () => stage.run(input, context));
    this.inFlight.set(slot, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(slot);
    }
  }

  /**
   * `run` for a synchronous caller (a schema compiled inside a synchronous check): its stage's
   * file must have been read first (`ready`), and it records no files.
   */
  runSync<In, Out>(stage: Stage<In, Out>, input: In, context: StageContext): Out {
    const key = this.keyOf(stage, input);
    const entry = this.memory.get(stage.name)?.get(key) ?? this.fromDisk(stage, key);
    if (entry) return this.reused(stage, key, entry) as Out;
    const value = stage.run(input, context) as Out;
    this.store(stage, key, { value, files: [] });
    return value;
  }

  /** Whether the memo keeps any result of the stage, in memory or in the cache folder. */
  async holds(stage: { name: string; keep?: 'memory' | 'disk' }): Promise<boolean> {
    if ((this.memory.get(stage.name)?.size ?? 0) > 0) return true;
    return ((await this.diskEntries(stage))?.size ?? 0) > 0;
  }

  /** Reads a stage's file from the cache folder ahead of `runSync`. */
  async ready(stage: Stage<unknown, unknown> | { name: string; keep?: 'memory' | 'disk' }) {
    await this.diskEntries(stage);
  }

  /** A value's digest as keys see it: a result's id, else a hash of its content (digest.ts). */
  digest(value: unknown): string {
    return this.digests.of(value);
  }

  /** Files a watcher saw change: their hashes are read again, whatever their times say. */
  forget(files: Iterable<string>): void {
    this.hasher.forget(files);
  }

  /**
   * Folders a watcher reports every change of (through `forget`), and files the caller takes as
   * fixed: the files a kept result was read from are not even looked at there, unless reported.
   */
  trust(folders: readonly string[], fixed?: (file: string) => boolean): void {
    this.hasher.trust(folders, fixed);
  }

  /**
   * Ends a run: drops the entries of each stage it used that it did not use, writes the changed
   * stages to the cache folder, and starts a new reuse report. After a failed run, nothing is
   * dropped (the next run may need what this one did not reach).
   */
  async finish(options: { ok: boolean }): Promise<void> {
    if (options.ok) {
      for (const [stage, keys] of this.used) {
        const entries = this.memory.get(stage);
        for (const key of entries?.keys() ?? []) if (!keys.has(key)) entries!.delete(key);
        const stored = this.onDisk.get(stage);
        if (stored && [...stored.keys()].some((key) => !keys.has(key))) this.dirty.add(stage);
      }
      await Promise.all([...this.dirty].map((stage) => this.save(stage)));
      this.dirty.clear();
    }
    await this.swept;
    this.closeSources();
    this.used.clear();
    this.reuse = new Map();
  }

  /** From now on, results live in memory only (a watch session after its first good build). */
  detachDisk(): void {
    this.dir = undefined;
    this.disk.clear();
    this.onDisk.clear();
    this.dirty.clear();
    this.closeSources();
    this.readBuffer = new ReadBuffer();
  }

  private closeSources(): void {
    for (const source of this.sources) source.close();
    this.sources.clear();
  }

  /**
   * The result for an input whose value a caller makes itself (a stream fed as it was made):
   * reused when the memo holds it (`drop` then discards what was made), else `make`'s, kept.
   */
  async supply<In, Out>(
    stage: Stage<In, Out>,
    input: In,
    make: () => Promise<Out>,
    drop: () => void,
  ): Promise<Out> {
    const key = this.keyOf(stage, input);
    let made = false;
    const value = await this.lookupOrMake(stage, key, () => {
      made = true;
      return make();
    });
    if (!made) drop();
    return value;
  }

  private keyOf<In>(stage: Stage<In, unknown>, input: In): string {
    return sha256([this.options.salt, stage.name, this.digests.of(input)].join('\0'));
  }

  private async lookupOrMake<Out>(
    stage: Stage<never, Out>,
    key: string,
    make: () => Out | Promise<Out>,
  ): Promise<Out> {
    const inMemory = this.memory.get(stage.name)?.get(key);
    if (inMemory && (await this.hasher.unchanged(inMemory.files)))
      return this.reused(stage, key, inMemory) as Out;
    await this.diskEntries(stage);
    const onDisk = this.fromDisk(stage, key);
    if (onDisk && (await this.hasher.unchanged(onDisk.files)))
      return this.reused(stage, key, onDisk) as Out;
    const value = await make();
    const files = stage.files?.(value) ?? [];
    this.hasher.recorded(files);
    if (stage.keepable?.(value) !== false) this.store(stage, key, { value, files });
    else this.count(stage.name, 'made');
    return value;
  }

  private reused(stage: Stage<never, unknown>, key: string, entry: Entry): unknown {
    this.remember(stage, key, entry);
    this.count(stage.name, 'reused');
    return entry.value;
  }

  private store(stage: Stage<never, unknown>, key: string, entry: Entry): void {
    this.remember(stage, key, entry);
    this.count(stage.name, 'made');
    const stored = this.loaded(stage);
    if (stored) {
      stored.set(key, entry);
      this.dirty.add(stage.name);
    }
  }

  /** Keeps the entry in memory for this run and names its value (and the value's parts) by id. */
  private remember(stage: Stage<never, unknown>, key: string, entry: Entry): void {
    let entries = this.memory.get(stage.name);
    if (!entries) this.memory.set(stage.name, (entries = new Map()));
    entries.set(key, entry);
    let used = this.used.get(stage.name);
    if (!used) this.used.set(stage.name, (used = new Set()));
    used.add(key);
    // A result named by its content is named alone: a part of it taken into another stage's input
    // is hashed by its own content, so that a change elsewhere in the result leaves it as it was.
    if (stage.cutoff) this.digests.name(entry.value, this.digests.of(entry.value, stage.name), 0);
    else
      this.digests.name(
        entry.value,
        sha256([key, ...entry.files.map(([file, hash]) => `${file}\0${hash}`)].join('\0')),
        2,
      );
  }

  private count(stage: string, kind: 'reused' | 'made'): void {
    const counts = this.reuse.get(stage) ?? { reused: 0, made: 0 };
    counts[kind]++;
    this.reuse.set(stage, counts);
  }

  /**
   * The stage's entry for `key` in the cache folder, opened: one whose bytes fail their checksum,
   * do not deserialize or are not of the stage's shape is dropped (and the file rewritten
   * without it at the end of the run), and counted in the reuse report.
   */
  private fromDisk(stage: Stage<never, unknown>, key: string): Entry | undefined {
    const entries = this.loaded(stage);
    const cached = entries?.get(key);
    if (!cached || !isStored(cached)) return cached;
    const accepts = stage.accepts ?? ((value) => value !== undefined);
    const opened = openEntry(cached, accepts, this.readBuffer);
    if (opened.ok) {
      this.usedDisk = true;
      return opened.entry;
    }
    entries!.delete(key);
    this.dirty.add(stage.name);
    this.discard(stage.name, opened.why);
    return undefined;
  }

  private discard(stage: string, why: Discarded, count = 1): void {
    const counts = this.reuse.get(stage) ?? { reused: 0, made: 0 };
    const discarded = (counts.discarded ??= {});
    discarded[why] = (discarded[why] ?? 0) + count;
    this.reuse.set(stage, counts);
  }

  private file(stage: string): string {
    return path.join(this.dir!, `${stage}.v8`);
  }

  /** The stage's entries on disk, read on first use; undefined without a persistent layer. */
  private diskEntries(stage: { name: string; keep?: 'memory' | 'disk' }) {
    if (!this.dir || stage.keep === 'memory') return undefined;
    let reading = this.disk.get(stage.name);
    if (!reading) {
      this.swept ??= removeLeftoverTemps(this.dir);
      const read: ReturnType<typeof readStageFile> = this.options.rewrite
        ? Promise.resolve({ entries: new Map(), dropped: 0 })
        : readStageFile(this.file(stage.name));
      reading = read.then(({ entries, dropped, source }) => {
        if (source) this.sources.add(source);
        const cached = entries as Map<string, CachedEntry>;
        this.onDisk.set(stage.name, cached);
        if (dropped > 0) {
          this.discard(stage.name, 'shape', dropped);
          this.dirty.add(stage.name);
        }
        return cached;
      });
      this.disk.set(stage.name, reading);
    }
    return reading;
  }

  /** The stage's disk entries, if they have been read. */
  private loaded(stage: { name: string; keep?: 'memory' | 'disk' }) {
    if (!this.dir || stage.keep === 'memory') return undefined;
    return this.onDisk.get(stage.name);
  }

  /**
   * Writes the entries this run used (temp file + rename: a crash never leaves half a file). A
   * cache that cannot be written (read-only folder, full disk) only costs the next build the work.
   */
  private async save(stage: string): Promise<void> {
    if (!this.dir) return;
    const used = this.used.get(stage);
    const entries = this.onDisk.get(stage);
    if (!entries) return;
    const kept = [...entries].filter(([key]) => used?.has(key) ?? true);
    const target = this.file(stage);
    const temp = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(temp, stageFileBytes(kept));
      await rename(temp, target);
      // Its entries lie elsewhere in the new file: a later run reads its index again.
      this.disk.delete(stage);
      this.onDisk.delete(stage);
    } catch {
      await rm(temp, { force: true }).catch(() => undefined);
    }
  }
}

/**
 * Removes the temp files of saves that never finished (`<stage>.v8.<pid>.tmp`, left by a build
 * killed while saving): those of a process that is gone, and any older than an hour.
 */
async function removeLeftoverTemps(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const pid = /\.v8\.(\d+)\.tmp$/.exec(name)?.[1];
      if (pid === undefined || Number(pid) === process.pid) return;
      const file = path.join(dir, name);
      const age = await stat(file).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > TEMP_FILE_MAX_AGE_MS || !stillRunning({ pid: Number(pid) }))
        await rm(file, { force: true }).catch(() => undefined);
    }),
  );
}

/**
 * `node_modules/.cache/docgen` of the project (the convention of JavaScript tools), else a folder
 * in the system's temp folder named after the project.
 */
export function defaultCacheDir(root: string): string {
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules)) return path.join(modules, '.cache', 'docgen');
  return path.join(tmpdir(), `docgen-cache-${sha256(root).slice(0, 12)}`);
}
