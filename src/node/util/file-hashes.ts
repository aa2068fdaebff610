import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../sha256.js';

interface Seen {
  /** Modification time (ns), size and inode when the hash was taken. */
  stamp: string;
  hash: string;
}

/**
 * Hashes of files' contents now. A file is read again only when its modification time, size or
 * inode changed since it was last hashed, so checking the files of every kept result costs a stat
 * call each; under a folder a watcher reports changes of (`trust`), not even that, until the
 * watcher says the file changed (`forget`).
 */
export class FileHasher {
  private readonly seen = new Map<string, Seen>();
  private trusted: readonly string[] = [];
  private fixed: (file: string) => boolean = () => false;

  /**
   * Folders (and files) whose every change the caller reports through `forget`; and, when given,
   * files the caller takes as fixed for as long as it runs (`forget` still makes them looked at).
   */
  trust(targets: readonly string[], fixed?: (file: string) => boolean): void {
    this.trusted = targets.map((target) => target.replace(/[\\/]+$/, ''));
    this.fixed = fixed ?? (() => false);
  }

  private isTrusted(file: string): boolean {
    return (
      this.trusted.some((t) => file === t || file.startsWith(t + path.sep)) || this.fixed(file)
    );
  }

  /**
   * The file's hash now (a folder's: of its listing); one that does not exist hashes to ABSENT, one
   * that cannot be read to '' (never equal to a real one).
   */
  async hash(file: string): Promise<string> {
    const known = this.seen.get(file);
    if (known && this.isTrusted(file)) return known.hash;
    let missing = false;
    const stats = await stat(file, { bigint: true }).catch((error: NodeJS.ErrnoException) => {
      missing = error.code === 'ENOENT';
      return undefined;
    });
    if (!stats?.isFile() && !stats?.isDirectory()) {
      this.seen.delete(file);
      return missing ? ABSENT : '';
    }
    const stamp = `${stats.mtimeNs}:${stats.size}:${stats.ino}`;
    const seen = this.seen.get(file);
    if (seen?.stamp === stamp) return seen.hash;
    const hash = await hashOf(file, stats.isDirectory());
    if (hash) this.seen.set(file, { stamp, hash });
    return hash;
  }

  /** Whether every file still has the bytes it was hashed with. */
  async unchanged(files: FileHashes): Promise<boolean> {
    if (files.length === 0) return true;
    const now = await Promise.all(files.map(([file]) => this.hash(file)));
    return now.every((hash, i) => hash !== '' && hash === files[i]![1]);
  }

  /**
   * Files a result was just made from, with the hashes of the bytes it read: a file known by
   * another hash changed after it was hashed (a save still being written when a watch build
   * looked at it), and is hashed again on next use, rather than held to what it was until the
   * watcher's report of the change reaches the next build.
   */
  recorded(files: FileHashes): void {
    for (const [file, hash] of files) {
      const known = this.seen.get(file);
      if (known && known.hash !== hash) this.seen.delete(file);
    }
  }

  /** Files that changed: hashed again on next use, and so are the folders that hold them. */
  forget(files: Iterable<string>): void {
    for (const file of files) {
      this.seen.delete(file);
      this.seen.delete(path.dirname(file));
    }
  }
}

/**
 * The hash of a file that does not exist, which a stage records for a file it looks for and does
 * not find (versions.json, sidebars.js): its result holds while the file is still absent. A file a
 * stage could not read is recorded as '', which never holds.
 */
export const ABSENT = 'absent';

/** What a folder's hash is taken of: its names, sorted. */
export const listingText = (names: readonly string[]): string => [...names].sort().join('\n');

/** A file's contents, or a folder's sorted listing, hashed; '' when it cannot be read. */
function hashOf(file: string, folder: boolean): Promise<string> {
  const read = folder ? readdir(file).then(listingText) : readFile(file);
  return read.then(sha256, () => '');
}

/**
 * Hashes of files (or folders' listings) now. Taken after a result is made, they would count a
 * save that landed meanwhile as read: a stage that reads its files itself records them through a
 * ReadLog (read-log.ts), which hashes the bytes it read; this is for files read by someone else.
 */
export async function hashFiles(files: readonly string[]): Promise<FileHashes> {
  return Promise.all(
    files.map(async (file): Promise<[string, string]> => {
      const folder = await stat(file).then(
        (s) => s.isDirectory(),
        () => false,
      );
      return [file, await hashOf(file, folder)];
    }),
  );
}

/** Files a result was made from, each with a SHA-256 of the bytes read then. */
export type FileHashes = [file: string, sha256: string][];
