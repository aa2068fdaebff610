import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';

/** Whether `child` is `parent` or lies under it (both absolute, resolved). */
export const within = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Where a path of the project really leads. `escapes`: it resolves outside the project folder
 * (`link` is the symlink that leaves, or the path itself when no link is involved); `loop`: a
 * symlink on it points back into itself; `missing`: nothing there (a link to nothing included).
 */
export type Resolved =
  | { kind: 'inside'; real: string }
  | { kind: 'escapes'; link: string; target: string; viaLink: boolean }
  | { kind: 'loop'; link: string; target: string }
  | { kind: 'missing' };

/**
 * Resolves `file`'s symlinks and checks that it stays inside one of `roots` (the project folder,
 * and a folder the user named, such as `--content ../docs`), so that nothing else is published
 * through a link (`ln -s /etc static/etc`). A link that stays inside is followed, wherever it
 * points there.
 */
export async function resolveInside(
  file: string,
  roots: string | readonly string[],
): Promise<Resolved> {
  const given = typeof roots === 'string' ? [roots] : roots;
  const realRoots = await Promise.all(
    given.map((root) => realpath(root).catch(() => path.resolve(root))),
  );
  const inside = (real: string) => realRoots.some((root) => within(real, root));
  let real: string;
  try {
    real = await realpath(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') return { kind: 'missing' };
    const culprit = await firstLink(file, given, () => false);
    return { kind: 'loop', link: culprit?.link ?? file, target: culprit?.target ?? '' };
  }
  if (inside(real)) return { kind: 'inside', real };
  const culprit = await firstLink(file, given, (linked) => !inside(linked));
  return culprit
    ? { kind: 'escapes', ...culprit, viaLink: true }
    : { kind: 'escapes', link: file, target: real, viaLink: false };
}

/**
 * The first symlink along `file` (below the root that holds it as written, if one does) that
 * fails: whose real path `leaves` says is outside, or that loops. Its target as written.
 */
async function firstLink(
  file: string,
  roots: readonly string[],
  leaves: (real: string) => boolean,
): Promise<{ link: string; target: string } | undefined> {
  const absolute = path.resolve(file);
  const start =
    roots.map((root) => path.resolve(root)).find((root) => within(absolute, root)) ??
    path.parse(absolute).root;
  const parts = path.relative(start, absolute).split(path.sep).filter(Boolean);
  let prefix = start;
  for (const part of parts) {
    prefix = path.join(prefix, part);
    const info = await lstat(prefix).catch(() => undefined);
    if (!info) return undefined;
    if (!info.isSymbolicLink()) continue;
    const target = await readlink(prefix).catch(() => '');
    const fails = await realpath(prefix).then(
      leaves,
      (error: NodeJS.ErrnoException) => error.code === 'ELOOP',
    );
    if (fails) return { link: prefix, target };
  }
  return undefined;
}

const shown = (file: string, root: string) => {
  const rel = path.relative(root, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
};

/** The diagnostic of a path that leaves the project, or of a link that loops. */
export function linkProblem(
  resolved: Extract<Resolved, { kind: 'escapes' | 'loop' }>,
  root: string,
): Diagnostic {
  const arrow = `${shown(resolved.link, root)} → ${resolved.target}`;
  if (resolved.kind === 'escapes')
    return {
      code: codes.linkOutsideProject,
      severity: 'error',
      ...said(resolved.viaLink ? 'symlinkEscapes' : 'pathEscapes', { arrow }),
      file: resolved.link,
    };
  return {
    code: codes.linkOutsideProject,
    severity: 'error',
    ...said('symlinkLoop', { arrow }),
    file: resolved.link,
  };
}
