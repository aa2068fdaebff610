import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Graph } from '../../src/node/graph/graph.js';
import type { ReuseReport } from '../../src/node/graph/memo.js';
import { build } from '../../src/node/pipeline/build.js';
import type { RenderedPage } from '../../src/node/render/render-page.js';
import { copyFixture, runCli, snapshotTree } from '../helpers/cli.js';

// The reference is made in parts (a tag's operations, the webhooks, the schemas; each section's
// pages; each section's search entries): an edit to one operation makes its tag's parts again and
// keeps every other part, through the cache folder (a build after another) and in memory (docgen
// watch). parts-site has three tags (Itens, Pedidos, Usuários), webhooks and schemas in several
// files; split (splitThreshold 4): 9 pages, 5 sections.

/** `--verbose`'s reuse line as stage → [reused, asked for]. */
function reuseLine(stdout: string): ReuseReport {
  const line = /^ {2}reused\s+(.*)$/m.exec(stdout)?.[1] ?? '';
  return new Map(
    [...line.matchAll(/([\w-]+) (\d+)\/(\d+)/g)].map((m) => [
      m[1]!,
      { reused: Number(m[2]), made: Number(m[3]) - Number(m[2]) },
    ]),
  );
}

/** What was made of the reference's stages (and how many pages were rendered), as `stage made`. */
function made(reuse: ReuseReport): Record<string, number> {
  const stages = [
    'spec',
    'api-outline',
    'api-part',
    'api-schemas',
    'api-section',
    'api-page',
    'api-search-entries',
    'api-schema-entries',
    'render',
  ];
  return Object.fromEntries(stages.filter((s) => reuse.has(s)).map((s) => [s, reuse.get(s)!.made]));
}

/** Replaces `from` (once) in a file of the site's spec. */
function edit(site: string, file: string, from: string, to: string): void {
  const at = path.join(site, 'spec', file);
  const text = readFileSync(at, 'utf8');
  expect(text).toContain(from);
  writeFileSync(at, text.replace(from, to));
}

const describeObterItem = (site: string, text: string) =>
  edit(site, 'paths/itens.yaml', 'description: Um item do catálogo.', `description: ${text}`);

describe('the reference made in parts', () => {
  it(
    "makes again, after an edit to one operation's description, only its tag's views, pages " +
      'and search entries (through the cache folder)',
    async () => {
      const site = copyFixture('parts-site');
      expect((await runCli(['build', '--verbose'], site)).code).toBe(0);
      const again = reuseLine((await runCli(['build', '--verbose'], site)).stdout);
      expect(made(again)).toEqual({
        spec: 0,
        'api-outline': 0,
        'api-part': 0,
        'api-schemas': 0,
        'api-section': 0,
        'api-search-entries': 0,
        'api-schema-entries': 0,
        render: 0,
      });

      describeObterItem(site, 'Um item do catálogo, com o seu preço.');
      const edited = await runCli(['build', '--verbose'], site);
      const reuse = reuseLine(edited.stdout);
      // The spec is loaded again and outlined; of its parts, only Itens is made again (of Itens,
      // Pedidos, Usuários and the webhooks), then only its section's pages (of 5 sections) and
      // their search entries; only its page is rendered again (of 9).
      expect(made(reuse)).toEqual({
        spec: 1,
        'api-outline': 1,
        'api-part': 1,
        'api-schemas': 0,
        'api-section': 1,
        'api-search-entries': 1,
        'api-schema-entries': 0,
        render: 1,
      });
      expect(reuse.get('api-part')).toEqual({ reused: 3, made: 1 });
      expect(reuse.get('render')).toEqual({ reused: 8, made: 1 });
      expect(readFileSync(path.join(site, 'dist/api/itens/index.html'), 'utf8')).toContain(
        'Um item do catálogo, com o seu preço.',
      );
      await runCli(['build', '--no-cache', '--out', 'sem-cache'], site);
      expect(snapshotTree(path.join(site, 'dist'))).toEqual(
        snapshotTree(path.join(site, 'sem-cache')),
      );
    },
  );

  it(
    "renders the search page again after a summary's edit, and the one page of a small " +
      'reference after any edit (in memory, as docgen watch)',
    async () => {
      const site = copyFixture('parts-site');
      const graph = Graph.open(site, { persist: false });
      const once = async () => (await build({ cwd: site, write: false, graph })).reuse;
      await once();
      edit(site, 'paths/pedidos.yaml', 'summary: Obter pedido', 'summary: Consultar pedido');
      graph.forget([path.join(site, 'spec/paths/pedidos.yaml')]);
      const summary = await once();
      // Pedidos' page and /buscar/, which lists every operation by its summary.
      expect(made(summary)).toMatchObject({ 'api-part': 1, 'api-section': 1, render: 2 });

      // On one page (splitThreshold above the operation count), the page is made again from the
      // kept parts of the others.
      const config = path.join(site, 'docgen.config.ts');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace('splitThreshold: 4', 'splitThreshold: 100'),
      );
      await once();
      describeObterItem(site, 'O item pedido.');
      graph.forget([path.join(site, 'spec/paths/itens.yaml')]);
      const onePage = await once();
      expect(made(onePage)).toEqual({
        spec: 1,
        'api-outline': 1,
        'api-part': 1,
        'api-schemas': 0,
        'api-page': 1,
        'api-search-entries': 1,
        'api-schema-entries': 1,
        render: 1,
      });
      expect(onePage.get('api-part')).toEqual({ reused: 3, made: 1 });
    },
  );

  it(
    "renders again, after an edit to one operation, only that operation's section of the page " +
      '(in memory, as docgen watch), and the page is the one a build renders whole',
    async () => {
      const site = copyFixture('parts-site');
      const config = path.join(site, 'docgen.config.ts');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace('splitThreshold: 4', 'splitThreshold: 100'),
      );
      const graph = Graph.open(site, { persist: false });
      const once = () => build({ cwd: site, write: false, graph });
      const first = await once();
      // 9 operations (a callback inside its operation's section), a webhook, 4 schemas: each
      // section rendered alone, once.
      expect(first.reuse.get('render-section')).toEqual({ reused: 0, made: 14 });

      describeObterItem(site, 'O item pedido, com o seu preço.');
      graph.forget([path.join(site, 'spec/paths/itens.yaml')]);
      const described = await once();
      expect(made(described.reuse)).toMatchObject({ 'api-part': 1, 'api-page': 1, render: 1 });
      expect(described.reuse.get('render-section')).toEqual({ reused: 13, made: 1 });

      // A save that leaves the reference page as it was keeps its sections for the next edit.
      const home = path.join(site, 'content/index.md');
      appendFileSync(home, '\nUm parágrafo novo.\n');
      graph.forget([home]);
      expect((await once()).reuse.get('render-section')).toBeUndefined();

      edit(site, 'paths/pedidos.yaml', 'summary: Obter pedido', 'summary: Consultar pedido');
      graph.forget([path.join(site, 'spec/paths/pedidos.yaml')]);
      const summary = await once();
      // /api/ and /buscar/ (which lists every operation by its summary); of /api/'s sections, only
      // the operation's.
      expect(made(summary.reuse)).toMatchObject({ render: 2 });
      expect(summary.reuse.get('render-section')).toEqual({ reused: 13, made: 1 });

      // The page put together from kept and new sections is the page a build renders whole.
      const api = (result: { pages: RenderedPage[] }) =>
        Buffer.from(result.pages.find((p) => p.route === '/api/')!.output.contents);
      const whole = await build({ cwd: site, write: false });
      expect(whole.reuse.get('render-section')).toBeUndefined();
      expect(api(summary).equals(api(whole))).toBe(true);
      expect(api(summary).toString()).toContain('O item pedido, com o seu preço.');
      expect(api(summary).toString()).toContain('Consultar pedido');
    },
  );
});
