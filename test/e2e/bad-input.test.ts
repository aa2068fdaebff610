// Bad inputs beyond build-errors.test.ts: each breaks one input of a site built once, and the build
// must exit 1 with a coded, located message, no stack trace, and the previous dist/ byte for byte.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';
import { badInputCases, HEAD, nested, ok, spec } from '../helpers/broken-inputs.js';
import { expectCleanFailure } from '../helpers/failed-build.js';

describe('bad input: exit 1, a coded and located message, dist/ intact', () => {
  let built: string;
  beforeAll(async () => {
    built = copyFixture('basic-site');
    expect((await runCli(['build'], built)).code).toBe(0);
  });

  it.each(badInputCases)('$name', async ({ breakIt, expected, args = [] }) => {
    const site = mkdtempSync(path.join(tmpdir(), 'docgen-bad-input-'));
    cpSync(built, site, { recursive: true });
    const previous = snapshotTree(path.join(site, 'dist'));
    breakIt(site);
    const started = performance.now();
    const result = await runCli(['build', ...args], site);
    expect(performance.now() - started).toBeLessThan(20_000);
    expectCleanFailure(result, expected);
    expect(result.stderr).not.toMatch(/Internal error/);
    expect(snapshotTree(path.join(site, 'dist'))).toEqual(previous);
    rmSync(site, { recursive: true, force: true });
  });
});

describe('inputs that build, within bounds', () => {
  it('a schema nested 60 levels deep renders every level, with a bounded page', async () => {
    const site = copyFixture('basic-site');
    spec(site, nested(60));
    // As users run it: vitest's NODE_ENV=test makes bin/docgen.js load React's development build.
    const result = await runCli(['build'], site, { NODE_ENV: 'production' });
    expect(result.code, result.stderr).toBe(0);
    const html = execFileSync('cat', [path.join(site, 'dist/api/index.html')], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(html.match(/api-prop__name">n</g)?.length).toBe(60);
    expect(html.length).toBeLessThan(2 * 1024 * 1024);
  });

  it('a $ref cycle through files builds without hanging and shows the cycle', async () => {
    const site = copyFixture('basic-site');
    mkdirSync(path.join(site, 'spec/schemas'));
    spec(site, HEAD + `paths:\n  /v1/x:\n    get:\n${ok("{ $ref: './schemas/a.yaml#/A' }")}`);
    spec(
      site,
      "A: { type: object, properties: { b: { $ref: './b.yaml#/B' } } }\n",
      'spec/schemas/a.yaml',
    );
    spec(
      site,
      "B: { type: object, properties: { a: { $ref: './a.yaml#/A' } } }\n",
      'spec/schemas/b.yaml',
    );
    const result = await runCli(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    const html = execFileSync('cat', [path.join(site, 'dist/api/index.html')], {
      encoding: 'utf8',
    });
    expect(html).toContain('Referência circular');
  });
});

/** Root ignores permissions; an immutable folder (chattr +i) stops it too. */
function makeReadOnly(dir: string): (() => void) | undefined {
  if (process.getuid?.() !== 0) {
    execFileSync('chmod', ['a-w', dir]);
    return () => execFileSync('chmod', ['u+w', dir]);
  }
  try {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
    return () => execFileSync('chattr', ['-i', dir]);
  } catch {
    return undefined;
  }
}

describe('an output folder that cannot be written', () => {
  let restore: (() => void) | undefined;
  afterAll(() => restore?.());

  it('exits 1 with DG5001 and leaves the previous output', async (context) => {
    const site = copyFixture('basic-site');
    expect((await runCli(['build', '--out', 'ro/dist'], site)).code).toBe(0);
    const previous = snapshotTree(path.join(site, 'ro/dist'));
    restore = makeReadOnly(path.join(site, 'ro'));
    if (!restore) return context.skip('this file system cannot make a folder read-only for root');
    const result = await runCli(['build', '--out', 'ro/dist'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /ro\/dist\s+error\s+DG\d{4}\s+The output folder cannot be written: (EACCES|EPERM|EROFS)/,
    );
    expect(result.stderr).toMatch(/DG5001/);
    expect(snapshotTree(path.join(site, 'ro/dist'))).toEqual(previous);
  });
});
