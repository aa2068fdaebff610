import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';
import { expectCleanFailure, type BrokenInputCase } from '../helpers/failed-build.js';

/**
 * Each case breaks one input of a site that has already been built once; the build must exit 1,
 * name the file and the line (or JSON pointer), and leave the previous dist/ byte for byte.
 */
const cases: BrokenInputCase[] = [
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

describe('a failed build exits 1, says where, and leaves dist/ intact', () => {
  let dir: string;
  let before: Map<string, string>;
  beforeAll(async () => {
    dir = copyFixture('basic-site');
    expect((await runCli(['build'], dir)).code).toBe(0);
    before = snapshotTree(path.join(dir, 'dist'));
  });

  it.each(cases)('$name', async ({ breakIt, expected, args = [] }) => {
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
