import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import { sha256 } from '../sha256.js';
import type { FileHashes } from './file-hashes.js';
import { hashFiles, listingText } from './file-hashes.js';

/** The loader esbuild gives a file of each extension it loads without being told. */
const LOADERS: Readonly<Record<string, Esbuild.Loader>> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.json': 'json',
  '.css': 'css',
};

/**
 * The files a result is made from, each hashed from the very bytes read for it. Hashing the files
 * again once the result is made would record a save that landed meanwhile as read, and the memo
 * would then keep a result of the older bytes as current: in `docgen watch`, a stylesheet caught
 * half-written (emptied, then written) stayed empty after the next build.
 */
export class ReadLog {
  private readonly hashes = new Map<string, string>();

  /** A file's bytes, recorded. */
  async file(file: string): Promise<Buffer> {
    const bytes = await readFile(file);
    this.record(file, sha256(bytes));
    return bytes;
  }

  /** A folder's names, sorted, recorded (a file added or removed changes them). */
  async folder(dir: string): Promise<string[]> {
    const names = (await readdir(dir)).sort();
    this.record(dir, sha256(listingText(names)));
    return names;
  }

  /**
   * A file read twice with different bytes (saved between two bundles of one result) is recorded
   * with no hash: never current, so the result is made again.
   */
  private record(file: string, hash: string): void {
    const known = this.hashes.get(file);
    this.hashes.set(file, known === undefined || known === hash ? hash : '');
  }

  /**
   * An esbuild plugin through which esbuild loads, and this log records, every file it would load
   * by its extension alone; others (an import with attributes, an unknown extension) it loads
   * itself, and `sources` hashes them afterwards. Put it after the plugins that load some files
   * their own way.
   */
  esbuildPlugin(): Esbuild.Plugin {
    return {
      name: 'docgen-read-log',
      setup: (build) => {
        build.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
          const ext = path.extname(args.path).toLowerCase();
          const loader = build.initialOptions.loader?.[ext] ?? LOADERS[ext];
          if (!loader || Object.keys(args.with).length > 0) return undefined;
          return { contents: await this.file(args.path), loader };
        });
      },
    };
  }

  /**
   * What was read, with its hashes; and the `others` it did not read (read by someone else), hashed
   * now.
   */
  async sources(others: readonly string[] = []): Promise<FileHashes> {
    const rest = [...new Set(others)].filter((file) => !this.hashes.has(file));
    return [...this.hashes, ...(await hashFiles(rest))];
  }
}
