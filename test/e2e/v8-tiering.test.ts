import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

const probe = path.join(repoRoot, 'test/fixtures/v8-tiering/probe.mjs');

/** How many calls a new function took, at the exit of `node <args>`, before V8 optimised it. */
function callsBeforeOptimisation(args: string[]): number {
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', probe, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const calls = /calls before optimisation: (\d+)/.exec(run.stderr)?.[1];
  if (calls === undefined) throw new Error(`the probe printed nothing: ${run.stderr}`);
  return Number(calls);
}

describe('V8 tiering of the CLI (src/node/v8-tiering.ts)', () => {
  test('docgen optimises a function only after several times the calls plain node takes', () => {
    const plain = callsBeforeOptimisation(['-e', '']);
    const docgen = callsBeforeOptimisation([path.join(repoRoot, 'bin/docgen.js'), '--version']);
    // Eight times the budget: a few times the calls (each call also spends budget on its own).
    expect(docgen).toBeGreaterThan(4 * plain);
  });
});
