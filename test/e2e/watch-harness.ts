import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyFixture, repoRoot } from '../helpers/cli.js';

/**
 * A private copy of docgen (compiled lib/, templates, client sources) sharing the repository's
 * node_modules, so tests can edit templates without touching the working tree others use.
 */
export function copyPackage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-pkg-'));
  for (const part of ['bin', 'lib', 'templates', 'src/client', 'src/shared', 'package.json'])
    cpSync(path.join(repoRoot, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface DevProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves when stdout + stderr (from `from` on) match. */
  waitForOutput: (pattern: RegExp, from?: number, timeoutMs?: number) => Promise<string>;
  /** Resident memory of the process, in kB (Linux). */
  rssKb: () => number;
  stop: () => Promise<number | null>;
}

/** Starts a docgen command (`watch` or `serve`) on a free port and waits for the URL it prints. */
export async function startDocgen(
  args: string[],
  cwd: string,
  pkg = repoRoot,
): Promise<DevProcess & { startedMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(pkg, 'bin/docgen.js'), ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', DOCGEN_LANG: 'en' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitForOutput = (pattern: RegExp, from = 0, timeoutMs = 20_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (match) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(match[0]);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${pattern} in:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  const line = await Promise.race([
    waitForOutput(/(?:serving at|Serving .* at) (http:\/\/\S+)/),
    exited.then((code) => Promise.reject(new Error(`docgen exited with ${code}:\n${output}`))),
  ]);
  const url = /(http:\/\/\S+)/.exec(line)![1]!;
  return {
    url,
    child,
    startedMs: performance.now() - started,
    output: () => output,
    waitForOutput,
    rssKb: () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** A temp copy of a fixture site and of docgen, removed by `cleanup`. */
export function devWorkspace(fixture: string): { site: string; pkg: string; cleanup: () => void } {
  const site = copyFixture(fixture);
  const pkg = copyPackage();
  return {
    site,
    pkg,
    cleanup: () => {
      rmSync(site, { recursive: true, force: true });
      rmSync(pkg, { recursive: true, force: true });
    },
  };
}
