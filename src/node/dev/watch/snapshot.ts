import { createHash } from 'node:crypto';
import type { LaterFile, OutputFile } from '../../output-file.js';
import type { SiteFile } from '../http/respond.js';
import { once } from '../../util/once.js';

/** One good build as the dev server serves it: every output file in memory, by path. */
export interface SiteSnapshot {
  /** Increases with every good build; pages carry it so a stale tab knows to reload. */
  id: number;
  files: Map<string, SiteFile>;
  /**
   * Each file as the build gave it, so the next build's files compare without encoding them again.
   */
  contents: Map<string, OutputFile['contents']>;
  /**
   * Files made when first asked for (the spec's downloads and `try-it.json` in watch mode), by
   * path; each is made once for the build that declared it.
   */
  later: Map<string, () => Promise<SiteFile>>;
}

const bodyOf = (contents: OutputFile['contents']) =>
  typeof contents === 'string'
    ? Buffer.from(contents)
    : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);

/**
 * Whether a file's new contents are its old ones: the same string or array at once, else byte for
 * byte.
 */
function unchanged(
  before: OutputFile['contents'] | undefined,
  old: SiteFile,
  now: OutputFile['contents'],
): boolean {
  if (before === now) return true;
  if (typeof before === 'string' && typeof now === 'string') return false;
  return old.body.equals(bodyOf(now));
}

/** A file as the server sends it: its bytes, and an ETag of them. */
function siteFile(contents: OutputFile['contents']): SiteFile {
  const body = bodyOf(contents);
  return { body, etag: createHash('sha1').update(body).digest('base64url').slice(0, 16) };
}

/**
 * The next snapshot, reusing the previous one's entries whose bytes did not change, and the list
 * of files that did change (added, modified or removed): what live reload tells the browsers.
 * When nothing changed it is the previous snapshot itself, with the build's `later` files (made
 * when asked for, they are not compared: a page that links one changes with it).
 */
export function nextSnapshot(
  previous: SiteSnapshot | undefined,
  outputs: readonly OutputFile[],
  laterFiles: readonly LaterFile[] = [],
): { snapshot: SiteSnapshot; changed: string[] } {
  const later = new Map(
    laterFiles.map((f) => [f.file, once(async () => siteFile(await f.contents()))]),
  );
  const files = new Map<string, SiteFile>();
  const contents = new Map<string, OutputFile['contents']>();
  const changed: string[] = [];
  for (const output of outputs) {
    contents.set(output.file, output.contents);
    const old = previous?.files.get(output.file);
    if (old && unchanged(previous?.contents.get(output.file), old, output.contents)) {
      files.set(output.file, old);
      continue;
    }
    files.set(output.file, siteFile(output.contents));
    changed.push(output.file);
  }
  for (const file of previous?.files.keys() ?? []) if (!files.has(file)) changed.push(file);
  // The same site keeps its id: a tab that loaded it meanwhile has nothing to reload.
  if (previous && changed.length === 0) {
    const same = later.size === 0 && previous.later.size === 0;
    return { snapshot: same ? previous : { ...previous, later }, changed };
  }
  return { snapshot: { id: (previous?.id ?? 0) + 1, files, contents, later }, changed };
}
