// Child processes for the suite: every one bounded by a timeout, every long-lived one stopped at
// exit.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';

const live = new Set();
const tempDirs = new Set();

/**
 * Removes every temp folder and stops every server the suite started; runs on exit and on Ctrl+C.
 */
export function cleanupAll() {
  for (const child of live) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  live.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}
process.on('exit', cleanupAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanupAll();
    process.exit(130);
  });
}

/** A temp folder removed when the suite ends (or earlier by the caller). */
export function trackTemp(dir) {
  tempDirs.add(dir);
  return dir;
}
export function removeTemp(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

export const load = () => loadavg().map((x) => Math.round(x * 100) / 100);

const TIME = '/usr/bin/time';
export const canMeasureRss = existsSync(TIME);
// The line GNU time appends to stderr (`-f` below), after its own note when the command failed.
const TIME_LINE =
  /(?:Command exited with non-zero status \d+\n)?__BENCH_TIME=([\d.]+) ([\d.]+) (\d+)\s*$/;

/**
 * Runs a command to completion and returns { ms, cpuMs, code, stdout, stderr, peakRssBytes }: wall
 * time of the whole process (Node start-up included); CPU time (user + system, children included)
 * and peak RSS come from GNU time (`-f %U %S %M`) when it is installed, else null. CPU time barely
 * moves with the machine's load, wall time does: the table shows both. Killed (with its children)
 * after `timeoutMs`.
 */
/**
 * docgen speaks the site's language (pt-BR here); the bench reads its English lines ("serving at",
 * "reused", the stage names), so every process it starts speaks English.
 */
const BENCH_ENV = { NO_COLOR: '1', DOCGEN_LANG: 'en' };

export function run(command, args, { cwd, timeoutMs = 120_000, env = {} } = {}) {
  const withTime = canMeasureRss;
  const file = withTime ? TIME : command;
  const argv = withTime ? ['-f', '__BENCH_TIME=%U %S %M', command, ...args] : args;
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(file, argv, {
      cwd,
      detached: true,
      env: { ...process.env, ...BENCH_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    live.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      reject(new Error(`timed out after ${timeoutMs} ms: ${command} ${args.join(' ')}`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      live.delete(child);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      live.delete(child);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      let peakRssBytes = null;
      let cpuMs = null;
      if (withTime) {
        const m = TIME_LINE.exec(stderr);
        if (m) {
          cpuMs = (Number(m[1]) + Number(m[2])) * 1000;
          peakRssBytes = Number(m[3]) * 1024;
          stderr = stderr.slice(0, m.index);
        }
      }
      resolve({ ms, cpuMs, code, stdout, stderr, peakRssBytes });
    });
  });
}

/** Like run(), but rejects unless the command exits 0. */
export async function runOk(command, args, options) {
  const r = await run(command, args, options);
  if (r.code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${r.code}:\n${r.stderr || r.stdout}`);
  return r;
}

/**
 * Starts a long-lived process (a server) and resolves once its output matches `ready` (the first
 * capture group is returned as `match`), with the time that took. `stop()` sends SIGINT, then
 * SIGKILL after 5 s.
 */
export function startServer(command, args, { cwd, ready, timeoutMs = 60_000, env = {} }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, {
      cwd,
      detached: true,
      env: { ...process.env, ...BENCH_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    live.add(child);
    let output = '';
    const exited = new Promise((r) => child.on('exit', (code) => r(code)));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGINT');
        } catch {
          /* gone */
        }
        const kill = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        }, 5000);
        await exited;
        clearTimeout(kill);
      }
      live.delete(child);
    };
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(' ')} not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (d) => {
      output += d;
      const m = ready.exec(output);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.on('data', (x) => (output += x));
        child.stderr.on('data', (x) => (output += x));
        resolve({
          child,
          match: m[1] ?? m[0],
          readyMs: performance.now() - start,
          startedAt: start,
          output: () => output,
          stop,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      live.delete(child);
      reject(
        new Error(`${command} ${args.join(' ')} exited ${code} before it was ready:\n${output}`),
      );
    });
  });
}

/** Rejects after `ms` with a message naming the step, so no step of the suite can hang it. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms)),
    ),
  ]);
}
