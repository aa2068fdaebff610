import { createHash } from 'node:crypto';
import type { OutputFile } from '../../build/output.js';
import type { SiteFile } from '../http/respond.js';

/** One good build as the dev server serves it: every output file in memory, by path. */
export interface SiteSnapshot {
  /** Increases with every good build; pages carry it so a stale tab knows to reload. */
  id: number;
  files: Map<string, SiteFile>;
}

/**
 * The next snapshot, reusing the previous one's entries whose bytes did not change, and the list
 * of files that did change (added, modified or removed): what live reload tells the browsers.
 * When nothing changed it is the previous snapshot itself.
 */
export function nextSnapshot(previous: SiteSnapshot | undefined, outputs: readonly OutputFile[]): { snapshot: SiteSnapshot; changed: string[] } {
  const files = new Map<string, SiteFile>();
  const changed: string[] = [];
  for (const output of outputs) {
    const body = typeof output.contents === 'string' ? Buffer.from(output.contents) : Buffer.from(output.contents.buffer, output.contents.byteOffset, output.contents.byteLength);
    const old = previous?.files.get(output.file);
    if (old && old.body.equals(body)) {
      files.set(output.file, old);
      continue;
    }
    files.set(output.file, { body, etag: createHash('sha1').update(body).digest('base64url').slice(0, 16) });
    changed.push(output.file);
  }
  for (const file of previous?.files.keys() ?? []) if (!files.has(file)) changed.push(file);
  // The same site keeps its id: a tab that loaded it meanwhile has nothing to reload.
  if (previous && changed.length === 0) return { snapshot: previous, changed };
  return { snapshot: { id: (previous?.id ?? 0) + 1, files }, changed };
}
