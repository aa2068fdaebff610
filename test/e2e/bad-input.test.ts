// Bad inputs beyond build-errors.test.ts: each breaks one input of a site built once, and the build
// must exit 1 with a coded, located message, no stack trace, and the previous dist/ byte for byte.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';
import { expectCleanFailure, type BrokenInputCase } from '../helpers/failed-build.js';

const HEAD = 'openapi: 3.1.0\ninfo: { title: x, version: "1" }\n';
const ok = (schema: string) =>
  `      responses:\n        '200':\n          description: ` +
  `OK\n          content:\n            application/json:\n              schema: ${schema}\n`;
const spec = (dir: string, text: string, name = 'spec/openapi.yaml') =>
  writeFileSync(path.join(dir, name), text);

/** Ten `$ref`s to a schema of ten `$ref`s, twelve levels: 10^12 nodes once expanded. */
function billionLaughs(): string {
  let text = HEAD + `paths:\n  /v1/x:\n    get:\n${ok('{ $ref: "#/x-l/l0" }')}x-l:\n`;
  for (let i = 0; i < 12; i++) {
    text += `  l${i}:\n    type: object\n    properties:\n`;
    for (let j = 0; j < 10; j++)
      text += `      p${j}: ${i === 11 ? '{ type: string }' : `{ $ref: "#/x-l/l${i + 1}" }`}\n`;
  }
  return text;
}

function yamlAliasLaughs(): string {
  let text = HEAD + 'paths: {}\nx-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n';
  let previous = 'a';
  for (let i = 0; i < 9; i++) {
    text += `x-${i}: &b${i} [${Array(9)
      .fill('*' + previous)
      .join(', ')}]\n`;
    previous = 'b' + i;
  }
  return text;
}

const nested = (levels: number) => {
  let schema = '{ type: string }';
  for (let i = 0; i < levels; i++) schema = `{ type: object, properties: { n: ${schema} } }`;
  return HEAD + `paths:\n  /v1/x:\n    get:\n${ok(schema)}`;
};

const cases: BrokenInputCase[] = [
  {
    name: 'a JSON spec with a syntax error',
    breakIt: (dir) =>
      spec(
        dir,
        '{\n  "openapi": "3.1.0",\n  "info": { "title": "x", "version": "1" }\n  "paths": {}\n}\n',
        'spec/openapi.json',
      ),
    args: ['--spec', 'spec/openapi.json'],
    expected: [
      new RegExp(
        'spec\\/openapi\\.json:4:3\\s+error\\s+DG\\d{4}\\s+OpenAPI document ' +
          'is not valid YAML\\/JSON: Missing , between flow map items',
      ),
      /DG3002/,
      /> 4 \| +"paths"/,
    ],
  },
  {
    name: 'a spec whose root is not an object',
    breakIt: (dir) => spec(dir, '- openapi: 3.1.0\n- paths: {}\n'),
    expected: [
      /spec\/openapi\.yaml:1:1\s+error\s+DG\d{4}\s+The OpenAPI document must be an object/,
      /DG3003/,
    ],
  },
  {
    name: 'a Swagger 1.2 spec (only 2.0 is converted)',
    breakIt: (dir) => spec(dir, 'info: { title: x, version: "1" }\nswagger: "1.2"\npaths: {}\n'),
    expected: [
      /spec\/openapi\.yaml:2:1\s+error\s+DG\d{4}\s+Swagger 1\.2 documents are not supported/,
      /DG3004/,
      /write the document as OpenAPI 3/,
    ],
  },
  {
    name: 'a spec without "openapi"',
    breakIt: (dir) => spec(dir, 'info: { title: x, version: "1" }\npaths: {}\n'),
    expected: [
      /spec\/openapi\.yaml:1:1\s+error\s+DG\d{4}\s+Missing "openapi" version field/,
      /DG3003/,
    ],
  },
  {
    name: 'a spec without "paths"',
    breakIt: (dir) => spec(dir, HEAD),
    expected: [
      /spec\/openapi\.yaml:1:1\s+error\s+DG\d{4}\s+The OpenAPI document has no "paths"/,
      /DG3003/,
    ],
  },
  {
    name: 'a $ref to a missing file',
    breakIt: (dir) =>
      spec(
        dir,
        HEAD + `paths:\n  /v1/x:\n    get:\n${ok("{ $ref: './schemas/nao-existe.yaml' }")}`,
      ),
    expected: [
      /spec\/openapi\.yaml:11:\d+\s+error\s+DG\d{4}\s+Unresolved \$ref: .*nao-existe\.yaml/,
      /DG3005/,
    ],
  },
  {
    name: 'two operations with one operationId',
    breakIt: (dir) =>
      spec(
        dir,
        HEAD +
          `paths:\n  /v1/a:\n    get:\n      operationId: listar\n${ok('{ type: string }')}  ` +
          `/v1/b:\n    get:\n      operationId: listar\n${ok('{ type: string }')}`,
      ),
    expected: [
      new RegExp(
        'spec\\/openapi\\.yaml:15:7\\s+error\\s+DG\\d{4}\\s+operationId ' +
          '"listar" of GET \\/v1\\/b is already used by GET \\/v1\\/a',
      ),
      /DG3008/,
      /> 15 \| +operationId: listar/,
    ],
  },
  {
    name: 'a path parameter that is not declared',
    breakIt: (dir) =>
      spec(
        dir,
        HEAD + `paths:\n  /v1/envelopes/{envelopeId}:\n    get:\n${ok('{ type: string }')}`,
      ),
    expected: [
      new RegExp(
        'spec\\/openapi\\.yaml:5:5\\s+error\\s+DG\\d{4}\\s+Path parameter "\\{envelopeId\\}" ' +
          'of GET \\/v1\\/envelopes\\/\\{envelopeId\\} is not declared',
      ),
      /DG3009/,
    ],
  },
  {
    name: 'a schema nested 300 levels deep',
    breakIt: (dir) => spec(dir, nested(300)),
    expected: [
      new RegExp(
        'spec\\/openapi\\.yaml:\\d+:\\d+\\s+error\\s+DG\\d{4}\\s+The OpenAPI document ' +
          'is nested more than 256 levels deep \\(at \\/paths\\/~1v1~1x\\/get',
      ),
      /DG3012/,
    ],
  },
  {
    name: 'a spec over the limit the config sets (api.maxSpecMiB)',
    breakIt: (dir) => {
      const config = path.join(dir, 'docgen.config.ts');
      const text = readFileSync(config, 'utf8');
      writeFileSync(
        config,
        text.replace('defineConfig({', 'defineConfig({ api: { maxSpecMiB: 1 },'),
      );
      spec(dir, HEAD + 'paths: {}\nx-padding: "' + 'a'.repeat(2 * 1024 * 1024) + '"\n');
    },
    expected: [
      new RegExp(
        'spec\\/openapi\\.yaml\\s+error\\s+DG3010\\s+OpenAPI document is 2\\.0 MiB; ' +
          'the limit is 1 MiB \\(api\\.maxSpecMiB\\)',
      ),
      /raise api\.maxSpecMiB in docgen\.config\.ts/,
    ],
  },
  {
    name: 'billion laughs through $refs',
    breakIt: (dir) => spec(dir, billionLaughs()),
    expected: [
      new RegExp(
        'spec\\/openapi\\.yaml:11:\\d+\\s+error\\s+DG\\d{4}\\s+The ' +
          '\\$refs used here expand to more than 2,000,000 nodes',
      ),
      /DG3011/,
    ],
  },
  {
    name: 'billion laughs through YAML aliases',
    breakIt: (dir) => spec(dir, yamlAliasLaughs()),
    expected: [
      new RegExp(
        'spec\\/openapi\\.yaml:1:1\\s+error\\s+DG\\d{4}\\s+OpenAPI document ' +
          'rejected: its YAML aliases expand to more than 1000 copies',
      ),
      /DG3011/,
    ],
  },
  {
    name: 'a binary file named .md',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'content/docs/imagem.md'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
      ),
    expected: [
      /content\/docs\/imagem\.md\s+error\s+DG\d{4}\s+File is binary, not Markdown text/,
      /DG2005/,
    ],
  },
  {
    name: 'a Markdown file that is not valid UTF-8',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'content/docs/latin1.md'),
        Buffer.concat([
          Buffer.from('# Título\n\nCora'),
          Buffer.from([0xe7, 0xe3]),
          Buffer.from('o\n'),
        ]),
      ),
    expected: [
      /content\/docs\/latin1\.md:3:5\s+error\s+DG\d{4}\s+File is not valid UTF-8/,
      /DG2005/,
    ],
  },
  {
    name: 'front matter that is not a mapping',
    breakIt: (dir) =>
      writeFileSync(path.join(dir, 'content/docs/faq.md'), '---\n- title\n- FAQ\n---\n\n# FAQ\n'),
    expected: [
      /content\/docs\/faq\.md:2:1\s+error\s+DG\d{4}\s+Front matter must be a mapping of keys/,
      /DG2003/,
    ],
  },
];

describe('bad input: exit 1, a coded and located message, dist/ intact', () => {
  let built: string;
  beforeAll(async () => {
    built = copyFixture('basic-site');
    expect((await runCli(['build'], built)).code).toBe(0);
  });

  it.each(cases)('$name', async ({ breakIt, expected, args = [] }) => {
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
