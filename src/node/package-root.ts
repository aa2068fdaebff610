import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docgen's name on npm (`docgen` there is another project); its command stays `docgen`. */
export const packageName = 'docgen-openapi';

let cached: string | undefined;

/**
 * docgen's own folder (templates, client sources), found from this module whether run from src/ or
 * lib/.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === packageName
    )
      return (cached = dir);
    dir = path.dirname(dir);
  }
  throw new Error('docgen package root not found');
}

/**
 * Whether docgen runs installed from its package (inside a node_modules folder) rather than from a
 * checkout of its repository. An installed docgen serves its compiled client: bundling the client
 * from source needs development dependencies (React for the console) that an install leaves out.
 */
export function isInstalledPackage(): boolean {
  return packageRoot().split(path.sep).includes('node_modules');
}

export function packageVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/**
 * A hash of docgen's own compiled code (lib/) and of the dependency tree npm installed for it
 * (shiki, Pagefind, React... render what the caches keep), so a persistent cache written by one
 * build of docgen is never read by another, even at the same version number.
 */
let fingerprint: string | undefined;

export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const lib = path.join(packageRoot(), 'lib');
  const hash = createHash('sha256').update(packageVersion());
  // scripts/compile.mjs, the one maker of lib/, writes the hash of what it compiled.
  const compiled = path.join(lib, 'code-fingerprint.txt');
  if (existsSync(compiled)) hash.update(readFileSync(compiled));
  const installed = ['node_modules/.package-lock.json', 'package-lock.json']
    .map((f) => path.join(packageRoot(), f))
    .find((f) => existsSync(f));
  if (installed) hash.update(readFileSync(installed));
  // Installed from the package, docgen has no lock of its own: the versions of its runtime
  // dependencies, as the project installed them, stand for it.
  else hash.update(dependencyVersions(packageRoot()).join('\n'));
  return (fingerprint = hash.digest('hex'));
}

/** `name@version` of each dependency in package.json, found as Node would find it. */
function dependencyVersions(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).map((name) => {
    for (let dir = root; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      if (!existsSync(file)) continue;
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
      return `${name}@${version}`;
    }
    return `${name}@missing`;
  });
}
