import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const specs = path.join(repoRoot, 'test/fixtures/versions-site/versioned_specs');
const v1 = path.join(specs, 'version-1.0.yaml');
const v2 = path.join(specs, 'version-2.0.yaml');

describe('docgen diff <old> <new>', () => {
  it('prints every change by operation, and exits 0 without --fail-on', async () => {
    const r = await runCli(['diff', v1, v2, '--lang', 'pt-BR'], repoRoot);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('1 incompatível, 2 compatíveis, 0 de documentação');
    expect(r.stdout).toMatch(/GET \/listDocuments .*\n {2}incompatível +Operação removida/);
    expect(r.stdout).toMatch(/GET \/listEnvelopes .*\n {2}compatível +Operação adicionada/);
  });

  it('says it in the CLI’s language', async () => {
    const r = await runCli(['diff', v1, v2, '--lang', 'en'], repoRoot);
    expect(r.stdout).toContain('1 breaking, 2 non-breaking, 0 documentation');
    expect(r.stdout).toMatch(/GET \/listDocuments .*\n {2}breaking +Operation removed/);
  });

  it('exits 1 under --fail-on when a change of that level or worse is there', async () => {
    expect((await runCli(['diff', v1, v2, '--fail-on', 'breaking'], repoRoot)).code).toBe(1);
    expect((await runCli(['diff', v1, v2, '--fail-on', 'non-breaking'], repoRoot)).code).toBe(1);
    // 1.0 → 1.0: nothing at all; 2.0 → current adds an operation only.
    expect((await runCli(['diff', v1, v1, '--fail-on', 'non-breaking'], repoRoot)).code).toBe(0);
    const current = path.join(repoRoot, 'test/fixtures/versions-site/spec/openapi.yaml');
    expect((await runCli(['diff', v2, current, '--fail-on', 'breaking'], repoRoot)).code).toBe(0);
    expect((await runCli(['diff', v2, current, '--fail-on', 'non-breaking'], repoRoot)).code).toBe(
      1,
    );
  });

  it('writes the documented JSON layout', async () => {
    const r = await runCli(['diff', v1, v2, '--format', 'json', '--lang', 'pt-BR'], repoRoot);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['formatVersion', 'old', 'new', 'operations', 'counts']);
    expect(report.formatVersion).toBe(1);
    expect(report.counts).toEqual({ breaking: 1, 'non-breaking': 2, documentation: 0 });
    expect(
      report.operations.find((op: { key: string }) => op.key === 'GET /listDocuments'),
    ).toEqual({
      key: 'GET /listDocuments',
      method: 'GET',
      path: '/listDocuments',
      webhook: false,
      operationId: { old: 'listDocuments' },
      summary: 'Operação listDocuments',
      changes: [
        {
          level: 'breaking',
          kind: 'operation-removed',
          message: 'Operação removida: uma chamada a ela falha.',
          old: '/paths/~1listDocuments/get',
        },
      ],
    });
  });

  it('writes Markdown for a pull request, breaking changes first', async () => {
    const r = await runCli(['diff', v1, v2, '--format', 'markdown', '--lang', 'pt-BR'], repoRoot);
    expect(r.stdout.indexOf('### Incompatíveis')).toBeGreaterThan(0);
    expect(r.stdout.indexOf('### Incompatíveis')).toBeLessThan(r.stdout.indexOf('### Compatíveis'));
    expect(r.stdout).toContain('- `GET /listDocuments`: Operação removida');
  });

  it('reports a spec that does not load where it fails, a bad option as usage', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-diff-'));
    const broken = path.join(dir, 'broken.yaml');
    writeFileSync(broken, 'openapi: 3.1.0\ninfo: [\n');
    const r = await runCli(['diff', v1, broken], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/broken\.yaml:\d+:\d+ +error +DG3002/);
    expect((await runCli(['diff', v1, v2, '--fail-on', 'tudo'], dir)).code).toBe(2);
  });
});
