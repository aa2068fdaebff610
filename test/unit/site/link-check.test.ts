import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  checkLinks,
  checkSiteLinks,
  collectHrefs,
  collectIds,
} from '../../../src/node/site/link-check.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { holdsString } from '../heap-snapshot.js';
import { cliCatalogues } from '../../../src/node/cli-strings/index.js';
import type { Diagnostic } from '../../../src/node/diagnostics/diagnostic.js';
import { localize } from '../../../src/node/diagnostics/localize.js';

/** A finding as docgen prints it for a pt-BR site (its `message` is English: the API's). */
const inPtBR = (d: Diagnostic) => localize(d, cliCatalogues['pt-BR']).message;

const page = (
  route: string,
  body: string,
  extra: { file?: string; links?: { href: string; line: number; column: number }[] } = {},
) => ({ route, html: `<main>${body}</main>`, ...extra });

describe('checkLinks', () => {
  test('Markdown links are reported with file and line; good ones are not', () => {
    const diagnostics = checkLinks({
      baseUrl: '/base/',
      pages: [
        page(
          '/docs/a/',
          '<a href="/base/docs/b/#existe">ok</a><a href="/base/docs/b/#nao">x</a><a ' +
            'href="/base/docs/sumiu/">y</a><a href="#z">z</a>',
          {
            file: 'a.md',
            links: [
              { href: '/docs/b/#existe', line: 1, column: 1 },
              { href: '/docs/b/#nao', line: 2, column: 3 },
              { href: '/docs/sumiu/', line: 3, column: 5 },
              { href: '#z', line: 4, column: 7 },
            ],
          },
        ),
        page('/docs/b/', '<h2 id="existe">E</h2>'),
      ],
    });
    expect(diagnostics.map((d) => [d.code, d.file, d.line, inPtBR(d)])).toEqual([
      ['DG4001', 'a.md', 2, 'Link quebrado "/docs/b/#nao": a âncora #nao não existe em /docs/b/'],
      ['DG4001', 'a.md', 3, 'Link quebrado "/docs/sumiu/": a página /docs/sumiu/ não existe'],
      ['DG4001', 'a.md', 4, 'Link quebrado "#z": a âncora #z não existe em /docs/a/'],
    ]);
  });

  test("a page's own fragments resolve as a URL parser reads them, odd characters included", () => {
    // Found and missing ids written every way a fragment can be: encoded or not, with characters
    // the URL parser encodes (space, quote, non-ASCII), or leaves (`%` not followed by hex).
    const ids = ['a b', 'ä', 'x y', '100%', 'a%2', 'q"', 'op/criar', 'ä%'];
    const hrefs = [
      '#a%20b',
      '#%C3%A4',
      '#ä',
      '#x y',
      '#100%',
      '#a%2',
      '#q%22',
      '#op/criar',
      '#op%2Fcriar',
      '#ä%',
      '#',
      '#top',
      '#sem',
      '#%C3%A4%',
      '#<b>',
    ];
    const body =
      ids.map((id) => `<h2 id="${id.replace(/"/g, '&quot;')}">x</h2>`).join('') +
      hrefs.map((href) => `<a href="${href.replace(/"/g, '&quot;')}">x</a>`).join('');
    const diagnostics = checkLinks({ baseUrl: '/base/', pages: [page('/p/', body)] });
    expect(diagnostics.map((d) => inPtBR(d))).toEqual([
      // The URL parser encodes the ä, and the trailing % keeps the fragment from decoding: both
      // ways of writing it miss the id `ä%` (one warning for the one target).
      'Link quebrado "#ä%" na página /p/: a âncora #%C3%A4% não existe em /p/',
      'Link quebrado "#sem" na página /p/: a âncora #sem não existe em /p/',
      'Link quebrado "#<b>" na página /p/: a âncora #<b> não existe em /p/',
    ]);
  });

  test('an href is resolved from the page it is on, unless it is a path from the root', () => {
    const links = '<a href="b/">b</a><a href="/base/b/">raiz</a><a href="//outro.host/b/">ext</a>';
    const diagnostics = checkLinks({
      baseUrl: '/base/',
      pages: [page('/docs/', links), page('/docs/b/', ''), page('/x/', links), page('/b/', '')],
    });
    // `b/` exists under /docs/ only; `/base/b/` everywhere; `//outro.host/b/` leaves the site.
    expect(diagnostics.map((d) => inPtBR(d))).toEqual([
      'Link quebrado "b/" na página /x/: a página /x/b/ não existe',
    ]);
  });

  test('reads pages given as UTF-8 bytes (as the build renders them) like text', () => {
    const bytes = (route: string, body: string) => ({
      route,
      html: Buffer.from(page(route, body).html),
    });
    const diagnostics = checkLinks({
      baseUrl: '/',
      pages: [
        bytes('/docs/a/', '<a href="/docs/b/#ação">ok</a><a href="/docs/b/#não">x</a>'),
        bytes('/docs/b/', '<h2 id="ação">Ação</h2>'),
      ],
    });
    expect(diagnostics.map((d) => inPtBR(d))).toEqual([
      'Link quebrado "/docs/b/#não" na página /docs/a/: a âncora #não não existe em /docs/b/',
    ]);
  });

  test('links outside Markdown are reported once per target, with the pages', () => {
    const nav =
      '<a href="/base/api/#operation/x">api</a><a ' +
      'href="https://exemplo.com">ext</a><a href="/fora/">fora</a>';
    const diagnostics = checkLinks({
      baseUrl: '/base/',
      pages: [page('/', nav), page('/docs/', nav), page('/api/', '<div id="operation/y"></div>')],
    });
    expect(diagnostics.map((d) => inPtBR(d))).toEqual([
      'Link quebrado "/base/api/#operation/x" em 2 páginas, ' +
        'como /: a âncora #operation/x não existe em /api/',
      'Link quebrado "/fora/" em 2 páginas, como /: fica fora do baseUrl /base/',
    ]);
  });

  test('published files and ids known from the spec count as targets', () => {
    const diagnostics = checkLinks({
      baseUrl: '/',
      pages: [
        page(
          '/',
          '<a href="/assets/img/a-1.png">i</a><a ' +
            'href="/api/#operation/createEnvelope">op</a><a href="/docs/a">sem barra</a>',
        ),
        page('/docs/a/', ''),
      ],
      files: ['/assets/img/a-1.png'],
      knownIds: new Map([['/api/', ['operation/createEnvelope']]]),
    });
    expect(diagnostics).toEqual([]);
  });

  test('ids are read from rendered HTML, entities decoded', () => {
    expect(
      collectIds('<h2 id="a&amp;b">x</h2><div data-id="no" id="tag/envelopes"></div>'),
    ).toEqual(new Set(['a&b', 'tag/envelopes']));
  });

  test("a split reference's route knows the ids its client leads to other pages", () => {
    const check = (html: string) =>
      checkSiteLinks({
        config: { baseUrl: '/', onBrokenLinks: 'warn', api: { route: '/api/' } },
        rendered: [
          { route: '/', html },
          { route: '/api/', html: '<h1 id="secao/introducao">API</h1>' },
        ],
        content: [],
        files: [],
        apiIds: ['operation/get-v1-x', 'tag/organizacoes'],
        spec: undefined,
      }).map((d) => inPtBR(d));
    expect(
      check('<a href="/api/#operation/get-v1-x">a</a><a href="/api/#tag/organizacoes">b</a>'),
    ).toEqual([]);
    expect(check('<a href="/api/#operation/nada">c</a>')).toEqual([
      expect.stringContaining('a âncora #operation/nada não existe em /api/'),
    ]);
  });
});

describe('onBrokenLinks', () => {
  const input = (onBrokenLinks: 'ignore' | 'warn' | 'throw') => ({
    config: { baseUrl: '/', onBrokenLinks, api: { route: '/api/' } },
    rendered: [{ route: '/', html: '<a href="/nada/">x</a>' }],
    content: [
      {
        route: '/',
        source: { file: 'index.md' },
        markdown: { links: [{ href: '/nada/', line: 7, column: 2 }] },
      },
    ],
    files: [],
    apiIds: [],
    spec: undefined,
  });
  test('ignore skips, warn returns warnings, throw fails with errors', () => {
    expect(checkSiteLinks(input('ignore'))).toEqual([]);
    expect(checkSiteLinks(input('warn'))).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'index.md', line: 7, column: 2 }),
    ]);
    expect(() => checkSiteLinks(input('throw'))).toThrow(/DG4001 Broken link "\/nada\/"/);
  });
});

describe('a broken link written in a description of the spec', () => {
  const check = async (file: string, baseUrl: string, html: string) =>
    checkSiteLinks({
      config: { baseUrl, onBrokenLinks: 'warn', api: { route: '/api/' } },
      rendered: [{ route: '/api/', html }],
      content: [],
      files: [],
      apiIds: [],
      spec: await loadSpec(file),
    });
  const info = { title: 'T', version: '1' };

  test('is reported at its target in a JSON spec, with the description pointer', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-links-'));
    const description = 'Antes.\n\nVeja [o guia](/guias/nada#passo).';
    const json = JSON.stringify(
      { openapi: '3.1.0', info, paths: { '/x': { get: { description, responses: {} } } } },
      null,
      2,
    );
    writeFileSync(path.join(dir, 'openapi.json'), json);
    const line = json.split('\n').findIndex((l) => l.includes('/guias/nada')) + 1;
    const column = json.split('\n')[line - 1]!.indexOf('/guias/nada') + 1;
    // The renderer wrote the route with its slash, behind the base URL.
    const found = await check(
      path.join(dir, 'openapi.json'),
      '/docs/',
      '<a href="/docs/guias/nada/#passo">g</a>',
    );
    expect(found).toEqual([
      expect.objectContaining({
        file: path.join(dir, 'openapi.json'),
        line,
        column,
        pointer: '/paths/~1x/get/description',
      }),
    ]);
  });

  test('is reported in the YAML file a $ref leads to, at the line of the link', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-links-'));
    mkdirSync(path.join(dir, 'paths'));
    writeFileSync(
      path.join(dir, 'openapi.yaml'),
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\n" +
        "paths:\n  /x:\n    $ref: './paths/x.yaml'\n",
    );
    const item = [
      'get:',
      '  summary: Listar',
      '  description: |',
      '    Primeira linha.',
      '',
      '    Segunda, com [um link relativo](outra-pagina/).',
      '  responses: {}',
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'paths/x.yaml'), item);
    const found = await check(path.join(dir, 'openapi.yaml'), '/', '<a href="outra-pagina/">r</a>');
    expect(found).toEqual([
      expect.objectContaining({
        file: path.join(dir, 'paths/x.yaml'),
        line: 6,
        column: item.split('\n')[5]!.indexOf('outra-pagina/') + 1,
        pointer: '/get/description',
      }),
    ]);
  });

  test('a link no description writes keeps the pages as its only location', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-links-'));
    writeFileSync(
      path.join(dir, 'openapi.json'),
      JSON.stringify({ openapi: '3.1.0', info, paths: {} }),
    );
    const found = await check(path.join(dir, 'openapi.json'), '/', '<a href="/nada/">n</a>');
    expect(found).toHaveLength(1);
    expect(found[0]).not.toHaveProperty('file');
  });
});

describe('what the check keeps of a page', () => {
  // A page decoded for the check lives only while it is read: what is kept of it (its ids, its
  // links) must not be views into it. The page is made at run time, so no source text holds it.
  const marker = ['marcador', 'da', 'página', String(process.pid)].join('-');
  const decodedPage = () =>
    Buffer.from(
      `<main>${marker}<h2 id="uma-secao-com-um-id-comprido">S</h2>` +
        `${'<p>texto → </p>'.repeat(5000)}<a href="/docs/um-destino-comprido/#uma-secao">x</a>`,
    ).toString('utf8');
  // The page itself, not the marker alone; and RegExp's last match, which V8 keeps, moved on.
  const holdsPage = () => {
    /x/.exec('x');
    return holdsString(marker, 500);
  };

  test('its ids and hrefs are copies, not views of its HTML', async () => {
    const kept = ((html) => ({ ids: collectIds(html), hrefs: collectHrefs(html) }))(decodedPage());
    expect(kept.ids.has('uma-secao-com-um-id-comprido')).toBe(true);
    expect(kept.hrefs).toEqual(['/docs/um-destino-comprido/#uma-secao']);
    expect(await holdsPage()).toBe(false);
    expect(kept.ids.size).toBe(1);
  });

  test('(the check above sees a page a view keeps alive)', async () => {
    const html = decodedPage();
    const view = html.slice(10, 40);
    expect(await holdsPage()).toBe(true);
    expect(view).toHaveLength(30);
  });
});
