// Private copies for the suite: docgen itself (compiled lib/, templates, client sources) and this
// site (content, spec, config), so every figure of one run measures the same code and content even
// while others recompile or edit the shared working tree, and nothing is written inside it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackTemp } from './proc.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const tempDir = (prefix) =>
  trackTemp(mkdtempSync(path.join(tmpdir(), `docgen-bench-${prefix}-`)));

/**
 * A copy of docgen (this checkout's, or the one at `root`: another commit's worktree, compiled)
 * sharing that checkout's node_modules; returns the path of its bin/docgen.js.
 */
export function snapshotPackage(root = repoRoot) {
  const dir = tempDir('pkg');
  for (const part of ['bin', 'lib', 'templates', 'src/client', 'src/shared', 'package.json'])
    cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return path.join(dir, 'bin/docgen.js');
}

/**
 * A copy of this site (or of the site of the checkout at `root`); its own empty node_modules holds
 * the page cache, so it goes with the copy.
 */
export function copySite(root = repoRoot) {
  const dir = tempDir('site');
  for (const part of ['content', 'spec', 'static', 'docgen.config.ts', 'redocly.yaml']) {
    if (existsSync(path.join(root, part)))
      cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  }
  mkdirSync(path.join(dir, 'node_modules'));
  return dir;
}
