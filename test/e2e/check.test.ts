// docgen check on fixture projects with one planted defect each (test/fixtures/check-<defect>/
// holds only the files that differ from test/fixtures/check-base/), and on this repository.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

function fixture(defect: string | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), `docgen-check-${defect ?? 'base'}-`));
  cpSync(path.join(repoRoot, 'test/fixtures/check-base'), dir, { recursive: true });
  if (defect)
    cpSync(path.join(repoRoot, 'test/fixtures', `check-${defect}`), dir, { recursive: true });
  return dir;
}

interface Expected {
  text: string;
  json: {
    file: string;
    line: number;
    column: number;
    pointer: string | null;
    severity: string;
    rule: string;
    code: string;
  };
  exit: number;
}

const cases: Record<string, Expected> = {
  'lint-error': {
    text:
      'spec/openapi.yaml:18:5  error  DG3006  Operation object ' +
      'should contain `summary` field.  #/paths/~1v1~1me/get/summary',
    json: {
      file: 'spec/openapi.yaml',
      line: 18,
      column: 5,
      pointer: '/paths/~1v1~1me/get/summary',
      severity: 'error',
      rule: 'operation-summary',
      code: 'DG3006',
    },
    exit: 1,
  },
  'spec-example': {
    text:
      'spec/openapi.yaml:30:15  error  DG3007  Invalid example: /email must match ' +
      'format "email"  #/paths/~1v1~1me/get/responses/200/content/application~1json/example',
    json: {
      file: 'spec/openapi.yaml',
      line: 30,
      column: 15,
      pointer: '/paths/~1v1~1me/get/responses/200/content/application~1json/example',
      severity: 'error',
      rule: 'spec-example',
      code: 'DG3007',
    },
    exit: 1,
  },
  'content-example': {
    text: 'content/docs/perfil.md:24:1  error  DG7005  Response body /id must be integer',
    json: {
      file: 'content/docs/perfil.md',
      line: 24,
      column: 1,
      pointer: '/id',
      severity: 'error',
      rule: 'content-example',
      code: 'DG7005',
    },
    exit: 1,
  },
  'broken-link': {
    text:
      'content/docs/intro.md:8:8  error  DG4001  Broken link "/docs/inexistente.md": ' +
      'the page /docs/inexistente.md does not exist',
    json: {
      file: 'content/docs/intro.md',
      line: 8,
      column: 8,
      pointer: null,
      severity: 'error',
      rule: 'links',
      code: 'DG4001',
    },
    exit: 1,
  },
  'broken-anchor': {
    text:
      'content/docs/intro.md:8:8  error  DG4001  Broken link "/docs/perfil/#nao-existe": ' +
      'the anchor #nao-existe does not exist on /docs/perfil/',
    json: {
      file: 'content/docs/intro.md',
      line: 8,
      column: 8,
      pointer: null,
      severity: 'error',
      rule: 'links',
      code: 'DG4001',
    },
    exit: 1,
  },
  'front-matter': {
    text:
      'content/docs/perfil.md:4:19  error  DG2003  Front ' +
      'matter "sidebar_position" must be a number, got string',
    json: {
      file: 'content/docs/perfil.md',
      line: 4,
      column: 19,
      pointer: null,
      severity: 'error',
      rule: 'front-matter',
      code: 'DG2003',
    },
    exit: 1,
  },
  'missing-alt': {
    text: 'content/docs/intro.md:10:1  warning  DG2007  ' + 'Image without alt text: ./logo.png',
    json: {
      file: 'content/docs/intro.md',
      line: 10,
      column: 1,
      pointer: null,
      severity: 'warning',
      rule: 'image-alt',
      code: 'DG2007',
    },
    exit: 0,
  },
  'duplicate-slug': {
    text:
      'content/docs/outra.md:1:1  error  DG2004  Route ' +
      '/docs/intro/ is produced by both docs/intro.md and docs/outra.md',
    json: {
      file: 'content/docs/outra.md',
      line: 1,
      column: 1,
      pointer: null,
      severity: 'error',
      rule: 'duplicate-slug',
      code: 'DG2004',
    },
    exit: 1,
  },
};

/**
 * The finding lines of a text report (`file:line:col  severity  code  message`; hints are indented,
 * the summary has no location).
 */
const findingLines = (stdout: string) =>
  stdout.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l));

describe('docgen check', () => {
  it('has a fixture for every planted defect', () => {
    const folders = readdirSync(path.join(repoRoot, 'test/fixtures')).filter(
      (f) => f.startsWith('check-') && f !== 'check-base',
    );
    expect(folders.map((f) => f.slice('check-'.length)).sort()).toEqual(Object.keys(cases).sort());
  });

  it('finds nothing in the clean fixture and exits 0', async () => {
    const dir = fixture(undefined);
    const text = await runCli(['check'], dir);
    expect(text.stdout).toMatch(/^0 errors, 0 warnings \(\d+ ms\)\n$/);
    expect(text.code).toBe(0);
    const json = await runCli(['check', '--format', 'json'], dir);
    expect(JSON.parse(json.stdout)).toEqual({
      version: 1,
      summary: { errors: 0, warnings: 0 },
      findings: [],
    });
    expect(json.code).toBe(0);
  }, 60_000);

  describe.each(Object.entries(cases))('%s', (defect, expected) => {
    const dir = fixture(defect);

    it('reports exactly the planted finding, located, in text', async () => {
      const result = await runCli(['check'], dir);
      expect(findingLines(result.stdout)).toEqual([expected.text]);
      // The hint follows its finding (after the source around it, when there is one), as in
      // every report of docgen's (build, watch, check).
      const lines = result.stdout.split('\n');
      const at = lines.indexOf(expected.text);
      const below = lines.slice(at + 1, lines.indexOf('', at));
      expect(below.filter((l) => /^ {4}hint: \S/.test(l))).toHaveLength(1);
      expect(result.stdout).toContain(
        expected.exit ? '1 error, 0 warnings' : '0 errors, 1 warning',
      );
      expect(result.code).toBe(expected.exit);
      expect(result.stderr).toBe('');
    }, 60_000);

    it('reports it in JSON with the documented shape', async () => {
      const result = await runCli(['check', '--format', 'json'], dir);
      const report = JSON.parse(result.stdout);
      expect(Object.keys(report)).toEqual(['version', 'summary', 'findings']);
      expect(report.findings).toHaveLength(1);
      expect(Object.keys(report.findings[0])).toEqual([
        'file',
        'line',
        'column',
        'pointer',
        'severity',
        'rule',
        'code',
        'message',
        'hint',
      ]);
      expect(report.findings[0]).toMatchObject(expected.json);
      expect(result.code).toBe(expected.exit);
    }, 60_000);
  });

  it('sets each rule as check.rules says, by code before name; names an unknown one', async () => {
    const dir = fixture('spec-example');
    const config = path.join(dir, 'docgen.config.ts');
    const original = readFileSync(config, 'utf8');
    const withRules = (rules: string) =>
      writeFileSync(
        config,
        original.replace('onBrokenLinks:', `check: { rules: ${rules} },\n  onBrokenLinks:`),
      );
    const report = async () => {
      const result = await runCli(['check', '--format', 'json'], dir);
      const { findings } = JSON.parse(result.stdout) as { findings: Record<string, unknown>[] };
      return { code: result.code, findings };
    };
    withRules("{ DG3007: 'warn' }");
    const warned = await report();
    expect(warned.findings.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['DG3007', 'warning', 30],
    ]);
    expect(warned.code).toBe(0);
    withRules("{ 'spec-example': 'off' }");
    expect(await report()).toEqual({ code: 0, findings: [] });
    withRules("{ DG3007: 'error', 'spec-example': 'off', 'spec-exmaple': 'off' }");
    const named = await report();
    expect(named.code).toBe(1);
    expect(named.findings.map((f) => [f.code, f.severity])).toEqual([
      ['DG1003', 'warning'],
      ['DG3007', 'error'],
    ]);
    expect(named.findings[0]).toMatchObject({
      file: 'docgen.config.ts',
      pointer: '/check/rules/spec-exmaple',
      message: 'check.rules: "spec-exmaple" is neither a code nor a docgen rule',
      hint: 'Did you mean "spec-example"?',
    });
  }, 120_000);

  it('reports a redocly.yaml Redocly cannot use as a finding there, not as internal', async () => {
    const dir = fixture(undefined);
    writeFileSync(path.join(dir, 'redocly.yaml'), 'plugins:\n  - ./nao-existe.js\n');
    const result = await runCli(['check', '--format', 'json'], dir);
    expect(JSON.parse(result.stdout).findings).toEqual([
      expect.objectContaining({
        file: 'redocly.yaml',
        severity: 'error',
        rule: 'spec-lint',
        code: 'DG3006',
        message: 'The Redocly lint failed: Plugin "./nao-existe.js" not found.',
      }),
    ]);
    expect(result.code).toBe(1);
  }, 60_000);

  it('reports a command line it refuses in JSON too, with --format json', async () => {
    const dir = fixture(undefined);
    for (const args of [
      ['check', '--format', 'json', '--strcit'],
      ['check', '--format=json', '--config'],
    ]) {
      const result = await runCli(args, dir);
      expect(JSON.parse(result.stdout), args.join(' ')).toEqual({
        version: 1,
        summary: { errors: 1, warnings: 0 },
        findings: [
          expect.objectContaining({
            severity: 'error',
            rule: 'usage',
            code: 'DG1011',
            message: expect.stringMatching(/^(unknown option '--strcit'|option .*--config)/),
          }),
        ],
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(2);
    }
    const text = await runCli(['check', '--strcit'], dir);
    expect(text.stdout).toBe('');
    expect(text.stderr).toContain("error: unknown option '--strcit'");
    expect(text.code).toBe(2);
  }, 60_000);

  it('--strict fails on a warning', async () => {
    const result = await runCli(['check', '--strict'], fixture('missing-alt'));
    expect(result.code).toBe(1);
  }, 60_000);

  it('takes the overrides build takes: --content, --spec and --base-url', async () => {
    const clean = fixture(undefined);
    const planted = (defect: string, sub: string) =>
      path.join(repoRoot, 'test/fixtures', `check-${defect}`, sub);
    const content = await runCli(
      ['check', '--content', fixture('broken-link') + '/content'],
      clean,
    );
    expect(content.stdout).toContain('Broken link "/docs/inexistente.md"');
    expect(content.code).toBe(1);
    const spec = await runCli(
      ['check', '--spec', planted('lint-error', 'spec/openapi.yaml')],
      clean,
    );
    expect(spec.stdout).toMatch(/ {2}error {2}DG3006 {2}Operation object should contain/);
    expect(spec.code).toBe(1);
    const base = await runCli(['check', '--base-url', '/docs-site/', '--format', 'json'], clean);
    expect(JSON.parse(base.stdout).findings).toEqual([]);
  }, 120_000);

  it('writes nothing', async () => {
    const dir = fixture('broken-link');
    await runCli(['check'], dir);
    expect(readdirSync(dir).sort()).toEqual(['content', 'docgen.config.ts', 'spec']);
  }, 60_000);

  it('finds nothing in this repository and exits 0', async () => {
    const result = await runCli(['check', '--format', 'json'], repoRoot);
    expect(JSON.parse(result.stdout).findings).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);
});
