import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { DefaultDeserializer, DefaultSerializer, deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { FileHashes } from '../util/file-hashes.js';

/** A result with the files it was read from (and the hashes of the bytes read). */
export interface Entry {
  value: unknown;
  files: FileHashes;
}

/**
 * An entry as a stage's cache file holds it: where its value's bytes (v8) are in the file, and
 * their CRC-32, so that a byte changed on disk is found before the value is used. Its bytes are
 * read (and checked, and deserialized) only when a build asks for the entry.
 *
 * The checksum finds damage, not tampering (whoever can write the cache folder can write the sum
 * too), so a CRC does what a SHA-256 did, in a fraction of the time.
 */
export interface StoredEntry {
  files: FileHashes;
  sum: number;
  source: StageFile;
  at: number;
  length: number;
  /** Whether the value holds bytes (typed arrays, Buffers): see `openEntry`. */
  views: boolean;
}

export type CachedEntry = Entry | StoredEntry;

export const isStored = (entry: CachedEntry): entry is StoredEntry => 'source' in entry;

/** Why a stored entry was not used (reported with `--verbose`). */
export type Discarded = 'checksum' | 'shape' | 'unreadable';

const isFileHashes = (value: unknown): value is FileHashes =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  );

/**
 * One stage's cache file, as it was when its index was read. Entries' bytes are read from it where
 * they lie: an open descriptor while a run uses it, opened again (by path) after `close` only if
 * the file is still the one indexed (same inode, size and time); a file replaced since (another
 * build saved the stage) gives no bytes, and its entries are misses.
 */
export class StageFile {
  private fd: number | undefined;

  constructor(
    readonly path: string,
    private readonly identity: { ino: number; size: number; mtimeMs: number },
    fd: number,
  ) {
    this.fd = fd;
  }

  /**
   * `length` bytes at `at`, into `into` when it is large enough (else a new buffer); none if the
   * file cannot be read there any more.
   */
  read(at: number, length: number, into?: Buffer): Buffer | undefined {
    const target = into && into.length >= length ? into : Buffer.allocUnsafe(length);
    try {
      const fd = this.descriptor();
      if (fd === undefined) return undefined;
      for (let done = 0; done < length; ) {
        const read = readSync(fd, target, done, length - done, at + done);
        if (read === 0) return undefined;
        done += read;
      }
    } catch {
      return undefined;
    }
    return target.subarray(0, length);
  }

  /** Closes the descriptor (a later read opens the file again, if it is unchanged). */
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  /** The open descriptor, else the file opened again if it is the one indexed. */
  private descriptor(): number | undefined {
    if (this.fd !== undefined) return this.fd;
    const fd = openSync(this.path, 'r');
    if (this.indexed(fd)) return (this.fd = fd);
    closeSync(fd);
    return undefined;
  }

  private indexed(fd: number): boolean {
    try {
      const now = fstatSync(fd);
      const { ino, size, mtimeMs } = this.identity;
      return now.ino === ino && now.size === size && now.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  }
}

/**
 * A stage's cache file: the length of its index (4 bytes, little-endian), the index (v8: a row per
 * entry, `[key, files, sum, byteLength, views]`), then each entry's value bytes, one after the
 * other.
 *
 * Only the index is read here; an entry's bytes when it is opened, into a buffer reused from one
 * entry to the next (openEntry). The whole file was one v8 value before, read at once into fresh
 * memory: 25 MB for a warm build of this site in three versions, on a machine where a fresh page
 * costs about 12 µs (a 2-core VM: 6,000 page faults, about 75 ms).
 *
 * A file that cannot be read, or does not start with a readable index, holds none, never an error;
 * rows of another shape, or past the file's end, are left out and counted in `dropped`.
 */
export async function readStageFile(
  file: string,
): Promise<{ entries: Map<string, StoredEntry>; dropped: number; source?: StageFile }> {
  const entries = new Map<string, StoredEntry>();
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    // Missing or unreadable: a miss.
    return { entries, dropped: 0 };
  }
  // Synchronous: the index is a few kilobytes, where a round trip through the thread pool for
  // each of open, stat and two reads cost more than the reads.
  let rows: unknown;
  let at: number;
  let info: ReturnType<typeof fstatSync>;
  try {
    info = fstatSync(fd);
    const head = Buffer.alloc(4);
    if (readSync(fd, head, 0, 4, 0) !== 4) throw new RangeError('no index');
    at = 4 + head.readUInt32LE(0);
    if (at > info.size) throw new RangeError('index past the end');
    const index = Buffer.allocUnsafe(at - 4);
    if (readSync(fd, index, 0, index.length, 4) !== index.length)
      throw new RangeError('index cut short');
    rows = deserialize(index);
  } catch {
    // Cut short, or written by another Node or in another layout: a miss.
    closeSync(fd);
    return { entries, dropped: 0 };
  }
  if (!Array.isArray(rows)) {
    closeSync(fd);
    return { entries, dropped: 1 };
  }
  const source = new StageFile(file, info, fd);
  let dropped = 0;
  for (const row of rows as unknown[]) {
    const [key, files, sum, length, views] = Array.isArray(row) ? row : [];
    const sized = Number.isSafeInteger(length) && (length as number) >= 0;
    if (
      typeof key === 'string' &&
      isFileHashes(files) &&
      typeof sum === 'number' &&
      typeof views === 'boolean' &&
      sized &&
      at + (length as number) <= info.size
    )
      entries.set(key, { files, sum, source, at, length: length as number, views });
    else dropped++;
    if (sized) at += length as number;
  }
  return { entries, dropped, source };
}

/**
 * The bytes of a stage's cache file (see `readStageFile`): each entry with its checksum. An entry
 * kept from the file read before is copied from it; one whose bytes cannot be read any more (the
 * file was replaced) is left out.
 */
export function stageFileBytes(entries: Iterable<[string, CachedEntry]>): Uint8Array {
  const rows: [string, FileHashes, number, Uint8Array, boolean][] = [];
  for (const [key, entry] of entries) {
    if (!isStored(entry)) {
      const { bytes, views } = serialized(entry.value);
      rows.push([key, entry.files, crc32(bytes), bytes, views]);
      continue;
    }
    const bytes = entry.source.read(entry.at, entry.length);
    if (bytes) rows.push([key, entry.files, entry.sum, bytes, entry.views]);
  }
  const index = serialize(
    rows.map(([key, files, sum, bytes, views]) => [key, files, sum, bytes.length, views]),
  );
  const head = Buffer.alloc(4);
  head.writeUInt32LE(index.byteLength, 0);
  return Buffer.concat([head, index, ...rows.map((row) => row[3])]);
}

/** A value's v8 bytes, and whether it holds bytes of its own (typed arrays, Buffers). */
function serialized(value: unknown): { bytes: Buffer; views: boolean } {
  let views = false;
  const serializer = new (class extends DefaultSerializer {
    // Node's documented hook for host objects, absent from @types/node.
    _writeHostObject(view: ArrayBufferView): void {
      views = true;
      (DefaultSerializer.prototype as unknown as HostHooks)._writeHostObject.call(this, view);
    }
  })();
  serializer.writeHeader();
  serializer.writeValue(value);
  return { bytes: serializer.releaseBuffer(), views };
}

interface HostHooks {
  _writeHostObject(view: ArrayBufferView): void;
  _readHostObject(): ArrayBufferView;
}

type ViewConstructor = new (buffer: ArrayBuffer) => ArrayBufferView;

/**
 * v8's deserializer as Node has it, whose typed arrays and Buffers are copies: Node's own makes
 * them views of the bytes it reads, and those are a buffer reused for the next entry. (Values
 * with bytes are read into a buffer of their own, so this copies only if the index lied.)
 */
class CopyingDeserializer extends DefaultDeserializer {
  // Node's documented hook for host objects (typed arrays, Buffers), absent from @types/node.
  _readHostObject(): ArrayBufferView {
    const view = (DefaultDeserializer.prototype as unknown as HostHooks)._readHostObject.call(this);
    const copy = new Uint8Array(view.byteLength);
    copy.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
    if (Buffer.isBuffer(view)) return Buffer.from(copy.buffer);
    return new (view.constructor as ViewConstructor)(copy.buffer);
  }
}

/**
 * The buffer stored entries are read into before they are deserialized, reused from one entry to
 * the next (not a cache: it holds nothing once an entry is opened). Fresh memory is what costs.
 */
export class ReadBuffer {
  private buffer = Buffer.alloc(0);

  /** A buffer of at least `length` bytes: this one, grown (doubled at least) when too small. */
  of(length: number): Buffer {
    if (this.buffer.length < length)
      this.buffer = Buffer.allocUnsafe(Math.max(length, 2 * this.buffer.length));
    return this.buffer;
  }
}

/**
 * A stored entry's value, if its bytes can still be read, have their checksum and deserialize to
 * what the stage accepts. A value without bytes of its own is read into `reused` when given; one
 * with bytes into a buffer of its own, which its typed arrays and Buffers are then views of (no
 * copy).
 */
export function openEntry(
  entry: StoredEntry,
  accepts: (value: unknown) => boolean,
  reused?: ReadBuffer,
): { ok: true; entry: Entry } | { ok: false; why: Discarded } {
  const into = entry.views ? undefined : reused?.of(entry.length);
  const bytes = entry.source.read(entry.at, entry.length, into);
  if (!bytes) return { ok: false, why: 'unreadable' };
  if (crc32(bytes) !== entry.sum) return { ok: false, why: 'checksum' };
  let value: unknown;
  try {
    if (into) {
      const deserializer = new CopyingDeserializer(bytes);
      deserializer.readHeader();
      value = deserializer.readValue();
    } else value = deserialize(bytes);
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  if (!accepts(value)) return { ok: false, why: 'shape' };
  return { ok: true, entry: { value, files: entry.files } };
}
