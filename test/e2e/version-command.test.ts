import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyFixture, repoRoot, runCli } from '../helpers/cli.js';

/** api-site with a spec in several files (spec/openapi.yaml and the files it `$ref`s). */
function project(): string {
  const dir = copyFixture('api-site');
  cpSync(path.join(repoRoot, 'test/fixtures/specs/multi-file'), path.join(dir, 'spec'), {
    recursive: true,
  });
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('docgen version <name>', () => {
  it('releases the docs and the spec, in one file, as the last version', async () => {
    const dir = project();
    // The summary in the site's language (pt-BR), not the English the tests read by default.
    const made = await runCli(['version', '1.0'], dir, { DOCGEN_LANG: '' });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Versão 1.0 criada:');
    expect(JSON.parse(read(dir, 'versions.json'))).toEqual(['1.0']);
    expect(JSON.parse(read(dir, 'versioned_sidebars/version-1.0-sidebars.json'))).toEqual({
      tutorialSidebar: ['intro'],
    });
    expect(read(dir, 'versioned_docs/version-1.0/intro.md')).toBe(
      read(dir, 'content/docs/intro.md'),
    );
    // Every $ref to another file inlined: the version keeps what was released.
    const spec = read(dir, 'versioned_specs/version-1.0.yaml');
    expect(spec).not.toMatch(/\$ref: '?\.?\.?\/?[a-z-]+\.yaml/);
    expect(parse(spec).openapi).toBe(parse(read(dir, 'spec/openapi.yaml')).openapi);

    // The working tree moves on; the site has both.
    writeFileSync(path.join(dir, 'content/docs/intro.md'), '# Introdução\n\nA próxima.\n');
    const built = await runCli(['build', '--out', 'dist'], dir);
    expect(built.code).toBe(0);
    expect(read(dir, 'dist/docs/intro/index.html')).not.toContain('A próxima.');
    expect(read(dir, 'dist/docs/next/intro/index.html')).toContain('A próxima.');
    expect(existsSync(path.join(dir, 'dist/api/next/index.html'))).toBe(true);

    // A second release goes first in versions.json and becomes the last version.
    expect((await runCli(['version', '2.0'], dir)).code).toBe(0);
    expect(JSON.parse(read(dir, 'versions.json'))).toEqual(['2.0', '1.0']);
    expect((await runCli(['build', '--out', 'dist'], dir)).code).toBe(0);
    expect(read(dir, 'dist/docs/intro/index.html')).toContain('A próxima.');
    expect(read(dir, 'dist/docs/1.0/intro/index.html')).not.toContain('A próxima.');
  });

  it('refuses a name already released, `current`, or one that is no route segment', async () => {
    const dir = project();
    expect((await runCli(['version', '1.0'], dir)).code).toBe(0);
    const before = read(dir, 'versions.json');
    for (const name of ['1.0', 'current', 'a/b']) {
      const refused = await runCli(['version', name], dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('DG1017');
    }
    expect(read(dir, 'versions.json')).toBe(before);
  });

  it("checks each version's examples against its own spec", async () => {
    // 1.0's legado.md shows GET /listDocuments, an operation of 1.0's spec alone.
    const dir = copyFixture('versions-site');
    const clean = await runCli(['check'], dir);
    expect(clean.stderr + clean.stdout).not.toContain('DG7001');
    writeFileSync(
      path.join(dir, 'content/docs/anexos.md'),
      '# Anexos\n\n```http\nGET /listDocuments HTTP/1.1\n```\n',
    );
    const current = await runCli(['check'], dir);
    const unknown =
      /content\/docs\/anexos\.md:\d+:\d+ +error +DG7001 +No operation .* \/listDocuments/;
    expect(current.stderr + current.stdout).toMatch(unknown);
  });

  it("reports a version's sidebars that are not sidebars, at their JSON pointer", async () => {
    const dir = project();
    expect((await runCli(['version', '1.0'], dir)).code).toBe(0);
    const file = path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json');
    writeFileSync(file, JSON.stringify({ tutorialSidebar: [{ type: 'categoria', label: 'X' }] }));
    const broken = await runCli(['build', '--out', 'dist'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('DG1018');
    expect(broken.stderr).toContain('version-1.0-sidebars.json');
    expect(broken.stderr).toContain('/tutorialSidebar/0');
  });

  it('reports a broken versions.json at its line and column, an unknown lastVersion', async () => {
    const dir = project();
    writeFileSync(path.join(dir, 'versions.json'), '[\n  "2.0",\n  1.0\n');
    const broken = await runCli(['build', '--out', 'dist'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('DG1018');
    expect(broken.stderr).toMatch(/versions\.json:\d+:\d+/);
    writeFileSync(path.join(dir, 'versions.json'), '["2.0"]\n');
    const config = read(dir, 'docgen.config.ts').replace(
      'primaryColor',
      "versions: { lastVersion: '9.9' },\n  primaryColor",
    );
    writeFileSync(path.join(dir, 'docgen.config.ts'), config);
    const unknown = await runCli(['build', '--out', 'dist'], dir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('DG1017');
    expect(unknown.stderr).toContain('versions.lastVersion "9.9"');
  });
});
