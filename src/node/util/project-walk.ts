import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { errnoText, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { linkProblem, resolveInside, type Resolved } from './inside-project.js';

/** A file found under a folder: its path from the folder (with `/`) and its real path. */
export interface FoundFile {
  rel: string;
  real: string;
}

export type Walked =
  | { kind: 'missing' }
  | { kind: 'unreadable'; error: unknown }
  | { kind: 'walked'; files: FoundFile[]; diagnostics: Diagnostic[] };

/**
 * Every file under `dir`, sorted, following symlinks only while they stay inside the project
 * (`root`) or `dir` itself (which the user named): one that leaves both or loops is an error
 * naming the link and its target, and nothing under it is listed (Node's own recursive readdir
 * follows any link: `ln -s /etc static/etc` would publish /etc).
 */
export async function walkInside(
  dir: string,
  root: string,
  /** The files wanted, by name: a link to another file is not even looked at. */
  wanted: (name: string) => boolean = () => true,
): Promise<Walked> {
  const roots = [root, dir];
  const top = await resolveInside(dir, roots);
  if (top.kind === 'missing') return { kind: 'missing' };
  if (top.kind !== 'inside')
    return { kind: 'walked', files: [], diagnostics: [linkProblem(top, root)] };
  const files: FoundFile[] = [];
  const diagnostics: Diagnostic[] = [];
  /**
   * A folder by its path as written (`at`) and as it really is (`real`); `chain` holds the real
   * folders above it, so a link back to one of them is a loop.
   */
  const walk = async (at: string, real: string, rel: string, chain: ReadonlySet<string>) => {
    let entries: Dirent[];
    try {
      entries = await readdir(at, { withFileTypes: true });
    } catch (error) {
      if (rel === '') throw error;
      diagnostics.push(unreadable(at, error));
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!entry.isDirectory() && !wanted(entry.name) && !(await isFolder(at, entry))) continue;
      const full = path.join(at, entry.name);
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      const resolved: Resolved = entry.isSymbolicLink()
        ? await resolveInside(full, roots)
        : { kind: 'inside', real: path.join(real, entry.name) };
      if (resolved.kind === 'missing') {
        // A link to nothing is listed as it is: reading it fails, and the reader says so.
        files.push({ rel: name, real: full });
        continue;
      }
      if (resolved.kind !== 'inside') {
        diagnostics.push(linkProblem(resolved, root));
        continue;
      }
      const info = entry.isSymbolicLink()
        ? await stat(resolved.real).catch(() => undefined)
        : entry;
      if (info?.isDirectory()) {
        if (chain.has(resolved.real))
          diagnostics.push(linkProblem({ kind: 'loop', link: full, target: resolved.real }, root));
        else await walk(full, resolved.real, name, new Set([...chain, resolved.real]));
      } else if (info?.isFile()) {
        files.push({ rel: name, real: resolved.real });
      }
    }
  };
  try {
    await walk(dir, top.real, '', new Set([top.real]));
  } catch (error) {
    return { kind: 'unreadable', error };
  }
  return { kind: 'walked', files, diagnostics };
}

/** Whether an entry is a folder, or a link to one. */
async function isFolder(at: string, entry: Dirent): Promise<boolean> {
  if (!entry.isSymbolicLink()) return false;
  return (await stat(path.join(at, entry.name)).catch(() => undefined))?.isDirectory() ?? false;
}

function unreadable(file: string, error: unknown): Diagnostic {
  return {
    code: codes.contentUnreadable,
    severity: 'error',
    ...said('folderUnreadable', { reason: errnoText(error) }),
    file,
  };
}
