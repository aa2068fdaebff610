import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFile, SiteSource } from '../http/respond.js';

const within = (child: string, root: string) => child === root || child.startsWith(root + path.sep);

/**
 * Files of a folder on disk. `rel` has already been checked segment by segment; this also resolves
 * symlinks and refuses any file whose real path is outside the folder's real path.
 */
export async function diskSource(root: string): Promise<SiteSource> {
  const realRoot = await realpath(root);
  return {
    async read(rel) {
      const candidate = path.join(realRoot, ...rel.split('/'));
      if (!within(candidate, realRoot)) return undefined;
      try {
        const real = await realpath(candidate);
        if (!within(real, realRoot)) return undefined;
        const info = await stat(real);
        if (!info.isFile()) return undefined;
        const file: SiteFile = {
          body: await readFile(real),
          etag: `${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}`,
        };
        return file;
      } catch {
        return undefined;
      }
    },
  };
}
