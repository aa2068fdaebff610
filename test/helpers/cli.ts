import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repoRoot, 'bin/docgen.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real, compiled CLI (`npm test` compiles first), or the one at `cli` (an installed
 * package's `node_modules/.bin/docgen`).
 */
export function runCli(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  cli = bin,
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      // The CLI speaks the site's language (pt-BR for a fixture that gives no locale); the tests
      // read its English unless they say otherwise (`{ DOCGEN_LANG: '' }`: the site's).
      env: { ...process.env, NO_COLOR: '1', DOCGEN_LANG: 'en', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Copies a fixture site (test/fixtures/<name>) into a fresh temp folder and returns its path. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `docgen-${name}-`));
  cpSync(path.join(repoRoot, 'test/fixtures', name), dir, { recursive: true });
  return dir;
}

/**
 * A fresh site in a temp folder around a generated spec: `content/index.md`, `spec.json` and a
 * config naming it, with `api` options (e.g. `splitThreshold: 5`) added as written.
 */
export function siteWithSpec(name: string, spec: string, api = ''): string {
  const site = mkdtempSync(path.join(tmpdir(), `docgen-${name}-`));
  mkdirSync(path.join(site, 'content'));
  writeFileSync(path.join(site, 'content/index.md'), '# Início\n');
  writeFileSync(path.join(site, 'spec.json'), spec);
  writeFileSync(
    path.join(site, 'docgen.config.ts'),
    `export default { api: { spec: 'spec.json'${api ? `, ${api}` : ''} } };\n`,
  );
  return site;
}

/** Every file under a folder with its bytes, for byte-for-byte comparisons. */
export function snapshotTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(path.relative(dir, full), readFileSync(full).toString('base64'));
    }
  };
  walk(dir);
  return out;
}
