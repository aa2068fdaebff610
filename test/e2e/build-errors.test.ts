import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';
import { buildErrorCases } from '../helpers/broken-inputs.js';
import { expectCleanFailure } from '../helpers/failed-build.js';

describe('a failed build exits 1, says where, and leaves dist/ intact', () => {
  let dir: string;
  let before: Map<string, string>;
  beforeAll(async () => {
    dir = copyFixture('basic-site');
    expect((await runCli(['build'], dir)).code).toBe(0);
    before = snapshotTree(path.join(dir, 'dist'));
  });

  it.each(buildErrorCases)('$name', async ({ breakIt, expected, args = [] }) => {
    const site = copyFixture('basic-site');
    expect((await runCli(['build'], site)).code).toBe(0);
    const previous = snapshotTree(path.join(site, 'dist'));
    breakIt(site);
    const result = await runCli(['build', ...args], site);
    expectCleanFailure(result, expected);
    expect(snapshotTree(path.join(site, 'dist'))).toEqual(previous);
    expect(before.size).toBeGreaterThan(0);
  });
});

describe('usage errors', () => {
  it('exit 2 for an unknown option or command', async () => {
    const dir = copyFixture('basic-site');
    expect((await runCli(['build', '--nope'], dir)).code).toBe(2);
    expect((await runCli(['nope'], dir)).code).toBe(2);
  });

  it('--help and --version exit 0', async () => {
    const dir = copyFixture('basic-site');
    const help = await runCli(['build', '--help'], dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--base-url <path>');
    const version = await runCli(['--version'], dir);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('--quiet prints nothing on success', async () => {
    const dir = copyFixture('basic-site');
    const result = await runCli(['build', '--quiet'], dir);
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });
});
