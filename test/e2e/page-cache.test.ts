import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';

const cacheLine = (stdout: string) =>
  /page cache\s+(\d+) hits, (\d+) transformed/.exec(stdout)?.slice(1).map(Number);

describe('the persistent page cache of docgen build', () => {
  it(
    'reuses unchanged pages across processes, ' + 'redoes changed ones, and changes no output byte',
    async () => {
      const site = copyFixture('basic-site');
      const first = await runCli(['build', '--verbose'], site);
      expect(first.code).toBe(0);
      expect(cacheLine(first.stdout)).toEqual([0, 5]);

      const second = await runCli(['build', '--verbose'], site);
      expect(cacheLine(second.stdout)).toEqual([5, 0]);
      const cached = snapshotTree(path.join(site, 'dist'));

      const fresh = await runCli(['build', '--no-cache', '--out', 'sem-cache'], site);
      expect(fresh.code).toBe(0);
      expect(snapshotTree(path.join(site, 'sem-cache'))).toEqual(cached);

      appendFileSync(path.join(site, 'content/docs/faq.md'), '\n## Nova pergunta\n\nResposta.\n');
      const third = await runCli(['build', '--verbose'], site);
      expect(cacheLine(third.stdout)).toEqual([4, 1]);
      expect(readFileSync(path.join(site, 'dist/docs/faq/index.html'), 'utf8')).toContain(
        '<h2 id="nova-pergunta">',
      );
    },
  );

  it(
    'keeps the spec, the API reference and the search index between builds, ' +
      'redoing exactly what an edit touches',
    async () => {
      const site = copyFixture('basic-site');
      const stored = (stdout: string) => /stored stages\s+(.*)/.exec(stdout)?.[1];
      const html = (stdout: string) =>
        /page html\s+(\d+) reused, (\d+) rendered/.exec(stdout)?.slice(1).map(Number);
      const first = await runCli(['build', '--verbose'], site);
      expect(stored(first.stdout)).toBe('config redone, spec redone, api redone, search redone');
      const pages = html(first.stdout)!.reduce((a, b) => a + b);
      expect(html(first.stdout)).toEqual([0, pages]);
      const second = await runCli(['build', '--verbose'], site);
      expect(stored(second.stdout)).toBe('config reused, spec reused, api reused, search reused');
      expect(html(second.stdout)).toEqual([pages, 0]);
      // Where the site is written is not an input of any page.
      expect(
        stored((await runCli(['build', '--verbose', '--out', 'outra-saida'], site)).stdout),
      ).toBe('config reused, spec reused, api reused, search reused');
      const fresh = await runCli(['build', '--no-cache', '--out', 'sem-cache'], site);
      expect(fresh.code).toBe(0);
      expect(snapshotTree(path.join(site, 'dist'))).toEqual(
        snapshotTree(path.join(site, 'sem-cache')),
      );

      // A new section: new search entries; the docs sidebar (titles) and so the API pages are the
      // same.
      appendFileSync(
        path.join(site, 'content/docs/faq.md'),
        '\n## Pergunta sobre carimbos\n\nResposta.\n',
      );
      const edited = await runCli(['build', '--verbose'], site);
      expect(stored(edited.stdout)).toBe('config reused, spec reused, api reused, search redone');
      // Only the FAQ's model changed (its TOC gained an entry).
      expect(html(edited.stdout)).toEqual([pages - 1, 1]);

      const spec = path.join(site, 'spec/openapi.yaml');
      writeFileSync(
        spec,
        readFileSync(spec, 'utf8').replace('summary: Perfil', 'summary: Perfil Revisado'),
      );
      expect(stored((await runCli(['build', '--verbose'], site)).stdout)).toBe(
        'config reused, spec redone, api redone, search redone',
      );
      expect(readFileSync(path.join(site, 'dist/api/index.html'), 'utf8')).toContain(
        'Perfil Revisado',
      );

      // The config's code is kept too, until a file it was bundled from changes.
      const configFile = path.join(site, 'docgen.config.ts');
      writeFileSync(
        configFile,
        readFileSync(configFile, 'utf8').replace(/title: '([^']*)'/, "title: '$1 Nova'"),
      );
      const configEdited = await runCli(['build', '--verbose'], site);
      expect(stored(configEdited.stdout)).toMatch(/^config redone, /);
      expect(readFileSync(path.join(site, 'dist/index.html'), 'utf8')).toContain(' Nova');
      await runCli(['build', '--no-cache', '--out', 'sem-cache'], site);
      expect(snapshotTree(path.join(site, 'dist'))).toEqual(
        snapshotTree(path.join(site, 'sem-cache')),
      );
    },
  );

  it(
    'lives outside the project when it has no node_modules, ' + 'and --no-cache writes none',
    async () => {
      const site = copyFixture('basic-site');
      await runCli(['build', '--no-cache', '--verbose'], site);
      expect(existsSync(path.join(site, 'node_modules'))).toBe(false);
      expect(cacheLine((await runCli(['build', '--verbose'], site)).stdout)).toEqual([0, 5]);
      expect(cacheLine((await runCli(['build', '--verbose'], site)).stdout)).toEqual([5, 0]);
      expect(existsSync(path.join(site, 'node_modules'))).toBe(false);
    },
  );
});
