import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of package-lock.json's `packages`. */
interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
  devOptional?: boolean;
  [key: string]: unknown;
}

interface Lock {
  packages: Record<string, LockEntry>;
}

/** Where npm finds `name` for the package at `from`: its own node_modules, then each parent's. */
function resolveKey(packages: Lock['packages'], from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const key = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!at) return undefined;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut < 0 ? '' : at.slice(0, cut);
  }
}

/**
 * A package-lock.json for a project that depends on docgen's tarball alone: the tarball's entry,
 * and the entries of the repository's lock that its runtime dependencies need, at the same places.
 * With it, `npm ci --offline` installs from the npm cache `npm ci` filled (which holds tarballs,
 * not the registry's metadata that resolving version ranges would need).
 */
export function offlineLock(repoRoot: string, tarball: string, project: string): string {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lock;
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies: Record<string, string>;
    bin: Record<string, string>;
    engines: Record<string, string>;
  };
  const bytes = readFileSync(tarball);
  const spec = `file:${path.basename(tarball)}`;
  const packages: Lock['packages'] = {
    '': { name: project, version: '0.0.0', dependencies: { [manifest.name]: spec } },
    [`node_modules/${manifest.name}`]: {
      version: manifest.version,
      resolved: spec,
      integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
      dependencies: manifest.dependencies,
      bin: manifest.bin,
      engines: manifest.engines,
    },
  };
  const queue: [from: string, name: string][] = Object.keys(manifest.dependencies).map((name) => [
    '',
    name,
  ]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const key = resolveKey(lock.packages, next[0], next[1]);
    if (!key || packages[key]) continue;
    const { dev: _dev, devOptional: _devOptional, ...entry } = lock.packages[key]!;
    packages[key] = entry;
    for (const deps of [entry.dependencies, entry.optionalDependencies, entry.peerDependencies])
      for (const name of Object.keys(deps ?? {})) queue.push([key, name]);
  }
  return JSON.stringify({ name: project, lockfileVersion: 3, requires: true, packages }, null, 2);
}
