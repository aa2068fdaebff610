import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/node/pipeline/build.js';
import { Graph } from '../../../src/node/graph/graph.js';
import { pageAnchors } from '../../../src/node/site/stages.js';
import { testRunner } from '../../helpers/runner.js';
import { anchorsOf } from '../../../src/node/site/link-check.js';
import { copyFixture, siteWithSpec } from '../../helpers/cli.js';

describe('the page-anchors stage', () => {
  it("reads a page's ids and link targets from its UTF-8 bytes", async () => {
    const html = '<h2 id="ação">A</h2><a href="#ação">a</a><a class="x" href="/docs/b/#c">b</a>';
    const page = { route: '/', output: { file: 'index.html', contents: Buffer.from(html) } };
    const found = await testRunner().get(pageAnchors, page);
    expect(found).toEqual(anchorsOf(html));
    expect(found).toEqual({ ids: ['ação'], hrefs: ['#ação', '/docs/b/#c'] });
  });

  it('is read again, on a rebuild, only for the pages that changed', async () => {
    // A site that warns of broken links (checks them).
    const site = copyFixture('dev-site');
    const graph = Graph.open(site, { persist: false });
    const first = await build({ cwd: site, graph, write: false });
    const pages = first.pages.length;
    expect(first.reuse.get('page-anchors')).toEqual({ reused: 0, made: pages });
    const broken = (warnings: typeof first.warnings) =>
      warnings.filter((w) => w.message.includes('#ancora-que-falta'));
    expect(broken(first.warnings)).toEqual([]);

    // A save that adds a broken link to one page: only that page is read again, and its new
    // link is checked against every page's ids.
    appendFileSync(
      path.join(site, 'content/pages/index.md'),
      '\n\nVeja [a seção](/docs/intro/#ancora-que-falta).\n',
    );
    const second = await build({ cwd: site, graph, write: false });
    expect(second.reuse.get('page-anchors')).toEqual({ reused: pages - 1, made: 1 });
    expect(broken(second.warnings)).toHaveLength(1);
  });
});

describe('the spec-link-locations stage', () => {
  it('keeps where the spec writes its broken links while spec and links are the same', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1', description: 'Veja [o guia](/guia-que-falta/).' },
      paths: {},
    };
    const site = siteWithSpec('spec-links', JSON.stringify(spec, null, 2));
    const graph = Graph.open(site, { persist: false });
    const where = (warnings: { message: string; line?: number; column?: number }[]) =>
      warnings.filter((w) => w.message.includes('/guia-que-falta/')).map((w) => [w.line, w.column]);
    const first = await build({ cwd: site, graph, write: false });
    expect(where(first.warnings)).toEqual([[6, 35]]);
    expect(first.reuse.get('spec-link-locations')).toEqual({ reused: 0, made: 1 });
    // A save of a page: the same broken link, found where it was.
    writeFileSync(path.join(site, 'content/index.md'), '# Início\n\nOutro texto.\n');
    const second = await build({ cwd: site, graph, write: false });
    expect(where(second.warnings)).toEqual([[6, 35]]);
    expect(second.reuse.get('spec-link-locations')).toEqual({ reused: 1, made: 0 });
  });
});
