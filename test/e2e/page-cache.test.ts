import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';

/** `--verbose`'s reuse line as stage → [reused, asked for]: `markdown 4/5` → [4, 5]. */
function reuse(stdout: string): Map<string, [number, number]> {
  const line = /^ {2}reused\s+(.*)$/m.exec(stdout)?.[1] ?? '';
  return new Map(
    [...line.matchAll(/([\w-]+) (\d+)\/(\d+)/g)].map((m) => [m[1]!, [Number(m[2]), Number(m[3])]]),
  );
}
/** The Markdown pages taken from the cache, and those transformed. */
const cacheLine = (stdout: string) => {
  const [reused, asked] = reuse(stdout).get('markdown') ?? [NaN, NaN];
  return [reused, asked - reused];
};

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
      // Whether each whole-site stage was reused (true) or made again (false).
      const stored = (stdout: string) => {
        const stages = reuse(stdout);
        const kept = (stage: string) =>
          stages.get(stage)?.[0] === 1 && stages.get(stage)?.[1] === 1;
        const named = {
          config: 'config-code',
          spec: 'spec',
          api: 'api-outline',
          search: 'search-index',
        };
        return Object.entries(named)
          .map(([label, stage]) => `${label} ${kept(stage) ? 'reused' : 'redone'}`)
          .join(', ');
      };
      // Pages whose HTML was reused, and pages rendered.
      const html = (stdout: string) => {
        const [reused, asked] = reuse(stdout).get('render') ?? [NaN, NaN];
        return [reused, asked - reused];
      };
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
      // Only the FAQ's search entries were made again; the reference's were kept.
      const [entriesKept, entriesAsked] = reuse(edited.stdout).get('page-search-entries')!;
      expect([entriesAsked - entriesKept, entriesAsked > 1]).toEqual([1, true]);
      expect(reuse(edited.stdout).get('api-search-entries')).toEqual([1, 1]);
      // And only its Markdown copy (llms-full.txt joins the kept ones).
      const [copiesKept, copiesAsked] = reuse(edited.stdout).get('markdown-copy')!;
      expect([copiesAsked - copiesKept, copiesAsked > 1]).toEqual([1, true]);
      expect(readFileSync(path.join(site, 'dist/llms-full.txt'), 'utf8')).toContain(
        '## Pergunta sobre carimbos',
      );

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
