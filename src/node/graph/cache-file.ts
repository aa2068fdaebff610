import { readFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { sha256 } from '../sha256.js';
import type { FileHashes } from '../util/file-hashes.js';

/** A result with the files it was read from (and the hashes of the bytes read). */
export interface Entry {
  value: unknown;
  files: FileHashes;
}

/**
 * An entry as a stage's cache file holds it: its value's bytes (v8) and their SHA-256, so that a
 * byte changed on disk is found before the value is used. Opened (checked and deserialized) only
 * when a build asks for it.
 */
export interface StoredEntry {
  files: FileHashes;
  sum: string;
  bytes: Uint8Array;
}

export type CachedEntry = Entry | StoredEntry;

export const isStored = (entry: CachedEntry): entry is StoredEntry => 'bytes' in entry;

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
 * A stage's cache file: its entries, each checked for its shape; a file that cannot be read or
 * is not a list of entries holds none, never an error (`dropped` counts the entries left out).
 */
export async function readStageFile(
  file: string,
): Promise<{ entries: Map<string, StoredEntry>; dropped: number }> {
  const entries = new Map<string, StoredEntry>();
  let stored: unknown;
  try {
    stored = deserialize(await readFile(file));
  } catch {
    // Missing, unreadable, or written by another Node: a miss.
    return { entries, dropped: 0 };
  }
  if (!Array.isArray(stored)) return { entries, dropped: 1 };
  let dropped = 0;
  for (const item of stored as unknown[]) {
    const [key, files, sum, bytes] = Array.isArray(item) ? item : [];
    if (
      typeof key === 'string' &&
      isFileHashes(files) &&
      typeof sum === 'string' &&
      bytes instanceof Uint8Array
    )
      entries.set(key, { files, sum, bytes });
    else dropped++;
  }
  return { entries, dropped };
}

/** The bytes of a stage's cache file: each entry's value serialized with its checksum. */
export function stageFileBytes(entries: Iterable<[string, CachedEntry]>): Uint8Array {
  const rows = [...entries].map(([key, entry]) => {
    const { files, sum, bytes } = isStored(entry) ? entry : storedEntry(entry);
    return [key, files, sum, bytes];
  });
  return serialize(rows);
}

function storedEntry(entry: Entry): StoredEntry {
  const bytes = serialize(entry.value);
  return { files: entry.files, sum: sha256(bytes), bytes };
}

/**
 * A stored entry's value, if its bytes still have their checksum and deserialize to what the
 * stage accepts.
 */
export function openEntry(
  entry: StoredEntry,
  accepts: (value: unknown) => boolean,
): { ok: true; entry: Entry } | { ok: false; why: Discarded } {
  if (sha256(entry.bytes) !== entry.sum) return { ok: false, why: 'checksum' };
  let value: unknown;
  try {
    value = deserialize(entry.bytes);
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  if (!accepts(value)) return { ok: false, why: 'shape' };
  return { ok: true, entry: { value, files: entry.files } };
}
