// The broken inputs the build must report with a code and a location (test/e2e/bad-input.test.ts,
// build-errors.test.ts), and `docgen check` with the same (check-broken-inputs.test.ts).
import { mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrokenInputCase } from './failed-build.js';

export const HEAD = 'openapi: 3.1.0\ninfo: { title: x, version: "1" }\n';
export const ok = (schema: string) =>
  `      responses:\n        '200':\n          description: ` +
  `OK\n          content:\n            application/json:\n              schema: ${schema}\n`;
export const spec = (dir: string, text: string, name = 'spec/openapi.yaml') =>
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

export const nested = (levels: number) => {
  let schema = '{ type: string }';
  for (let i = 0; i < levels; i++) schema = `{ type: object, properties: { n: ${schema} } }`;
  return HEAD + `paths:\n  /v1/x:\n    get:\n${ok(schema)}`;
};

/** Bad inputs beyond the build errors below: each breaks one input of a site built once. */
export const badInputCases: BrokenInputCase[] = [
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
          'is not valid YAML\\/JSON: missed comma between flow collection entries',
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

/**
 * Each case breaks one input of a site that has already been built once; the build must exit 1,
 * name the file and the line (or JSON pointer), and leave the previous dist/ byte for byte.
 */
export const buildErrorCases: BrokenInputCase[] = [
  {
    name: 'broken front matter (YAML syntax)',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'content/docs/faq.md'),
        '---\ntitle: FAQ\ndescription: [sem fim\n---\n\n# FAQ\n',
      ),
    expected: [
      /content\/docs\/faq\.md:\d+:\d+\s+error\s+DG\d{4}\s+Front matter is not valid YAML/,
      /DG2002/,
    ],
  },
  {
    name: 'front matter with a wrong type',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'content/docs/faq.md'),
        '---\ntitle: FAQ\nsidebar_position: primeiro\n---\n\n# FAQ\n',
      ),
    expected: [
      new RegExp(
        'content\\/docs\\/faq\\.md:3:\\d+\\s+error\\s+DG\\d{4}\\s+Front ' +
          'matter "sidebar_position" must be a number, got string',
      ),
      /DG2003/,
    ],
  },
  {
    name: 'a Markdown file that cannot be read',
    // A dangling symlink: unreadable even for root (tests may run as root, where chmod 000 is no
    // bar).
    breakIt: (dir) =>
      symlinkSync(path.join(dir, 'nao-existe.md'), path.join(dir, 'content/docs/quebrado.md')),
    expected: [
      /content\/docs\/quebrado\.md\s+error\s+DG\d{4}\s+Markdown file cannot be read: ENOENT/,
      /DG2001/,
    ],
  },
  {
    name: 'a content folder that does not exist',
    breakIt: (dir) => renameSync(path.join(dir, 'content'), path.join(dir, 'conteudo')),
    expected: [
      /content\s+error\s+DG2001\s+Content folder does not exist/,
      /hint: Create it, with pages\/index\.md in it for the home page, or set contentDir/,
    ],
  },
  {
    name: 'a broken YAML spec',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'spec/openapi.yaml'),
        'openapi: 3.1.0\ninfo:\n  title: x\n   version: 1\npaths: {}\n',
      ),
    expected: [
      /spec\/openapi\.yaml:3:10\s+error\s+DG\d{4}\s+OpenAPI document is not valid YAML\/JSON/,
      /DG3002/,
      /> 3 \| +title: x/,
    ],
  },
  {
    name: 'a dangling $ref',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'spec/openapi.yaml'),
        [
          'openapi: 3.1.0',
          'info: { title: x, version: "1" }',
          'paths:',
          '  /v1/me:',
          '    get:',
          '      responses:',
          "        '200':",
          '          description: OK',
          '          content:',
          '            application/json:',
          '              schema:',
          "                $ref: '#/components/schemas/Inexistente'",
          'components: { schemas: {} }',
          '',
        ].join('\n'),
      ),
    expected: [
      /spec\/openapi\.yaml:12:\d+\s+error\s+DG\d{4}\s+Unresolved \$ref/,
      /Inexistente/,
      /DG3005/,
    ],
  },
  {
    name: 'an invalid config key',
    breakIt: (dir) => {
      const file = path.join(dir, 'docgen.config.ts');
      writeFileSync(
        file,
        "import { defineConfig } from 'docgen';\nexport default defineConfig({ title: " +
          "'x', navbar: { items: [{ label: 'Docs', too: '/docs/' }] } } as never);\n",
      );
    },
    expected: [
      // At the key's line and column in the file, with the key it is near.
      new RegExp(
        'docgen\\.config\\.ts:2:78\\s+error\\s+DG\\d{4}\\s+' +
          'Invalid config: unknown key "navbar\\.items\\[0\\]\\.too"',
      ),
      /hint: Did you mean "to"\?/,
      /DG1003/,
    ],
  },
  {
    name: 'a config value of the wrong type',
    breakIt: (dir) =>
      writeFileSync(path.join(dir, 'docgen.config.ts'), 'export default { title: 42 };\n'),
    expected: [/Invalid config: "title" must be of type string/, /DG1003/],
  },
  {
    name: 'a config that throws while loading',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'docgen.config.ts'),
        "throw new Error('falhou ao carregar');\nexport default {};\n",
      ),
    expected: [
      /docgen\.config\.ts\s+error\s+DG\d{4}\s+The config could not be loaded: falhou ao carregar/,
      /DG1002/,
    ],
  },
  {
    name: 'a sidebar naming an unknown doc',
    breakIt: (dir) =>
      writeFileSync(
        path.join(dir, 'docgen.config.ts'),
        "export default { sidebars: { tutorialSidebar: ['intro', 'nao-existe'] } };\n",
      ),
    expected: [
      new RegExp(
        'docgen\\.config\\.ts#\\/sidebars\\/tutorialSidebar\\/1\\s+error\\s+DG\\d{4}\\s+' +
          'Sidebar "tutorialSidebar" refers to unknown doc id "nao-existe"',
      ),
      /DG1004/,
    ],
  },
  {
    name: 'two docs with the same route',
    breakIt: (dir) => {
      mkdirSync(path.join(dir, 'content/docs/outra'), { recursive: true });
      writeFileSync(
        path.join(dir, 'content/docs/outra/intro.md'),
        '---\ntitle: Outra\nslug: /intro\n---\n\n# Outra\n',
      );
    },
    expected: [
      new RegExp(
        'content\\/docs\\/outra\\/intro\\.md:1:1\\s+error\\s+DG\\d{4}\\s+' +
          'Route \\/docs\\/intro\\/ is produced by both docs\\/intro\\.md ' +
          'and docs\\/outra\\/intro\\.md',
      ),
      /DG2004/,
    ],
  },
  {
    name: 'an output folder inside the content folder',
    breakIt: () => undefined,
    args: ['--out', 'content/saida'],
    expected: [
      /error\s+DG\d{4}\s+The output folder .*content\/saida is inside the content folder/,
      /DG5002/,
    ],
  },
];
