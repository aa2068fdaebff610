import { describe, expect, it } from 'vitest';
import { excerptParts, groupHits, type SearchHit } from '../../../src/client/search/results.js';
import { docsEntries } from '../../../src/node/publish/search/entries.js';
import { splitSections } from '../../../src/node/publish/search/sections.js';
import { htmlToText, searchableText } from '../../../src/node/publish/search/text.js';
import type { ContentPage } from '../../../src/node/content/transform.js';

const html = [
  '<h1 id="guia">Guia</h1><p>Introdução com <code>routing_order</code>.</p>',
  '<h2 id="passo">Passo 1<a class="hash-link" href="#passo" ' +
    'aria-label="Link direto">#</a></h2><p>Texto &#x26; mais.</p>',
  '<h4 id="fundo">Detalhe</h4><p>Dentro do passo.</p>',
  '<h2 id="fim">Fim</h2><svg><text>diagrama</text></svg><p>Até logo.</p>',
].join('');
const toc = [
  { id: 'passo', text: 'Passo 1', depth: 2 },
  { id: 'fim', text: 'Fim', depth: 2 },
];

describe('splitSections', () => {
  it('splits at the TOC headings only, leaving the heading out of the section', () => {
    const sections = splitSections(html, toc);
    expect(sections.map((s) => [s.id, s.heading])).toEqual([
      [undefined, undefined],
      ['passo', 'Passo 1'],
      ['fim', 'Fim'],
    ]);
    expect(sections[1]!.html).toBe(
      '<p>Texto &#x26; mais.</p><h4 id="fundo">Detalhe</h4><p>Dentro do passo.</p>',
    );
  });
});

describe('htmlToText / searchableText', () => {
  it('keeps words apart, decodes entities, drops diagrams and permalinks', () => {
    expect(htmlToText('<td>a</td><td>b</td>')).toBe('a b');
    // The style of numbered code lines (showLineNumbers) is not prose.
    expect(htmlToText('<div><style>.a{content:attr(x)}</style><pre>código</pre></div>')).toBe(
      'código',
    );
    expect(htmlToText('<p>Texto &#x26; &lt;mais&gt;</p>')).toBe('Texto & <mais>');
    expect(
      htmlToText(
        '<h2>Fim<a class="hash-link" href="#fim">#</a></h2><svg><text>diagrama</text></svg>',
      ),
    ).toBe('Fim');
  });
  it('reduces code blocks to distinct words and drops sample identifiers', () => {
    const code =
      '<pre><code>Host: api\nHost: api\n"id": ' +
      '"4e7a2c91-8f3b-4d6e-b1a0-5c9d2e8f7b34", "routing_order": 1</code></pre>';
    // The headers every HTTP example repeats (Host, Authorization, Content-Type) are left out.
    expect(searchableText(`<p>Veja:</p>${code}`)).toBe('Veja: "id": " ", "routing_order": 1');
  });
});

describe('docsEntries', () => {
  const page = (id: string, frontMatter: ContentPage['source']['frontMatter']): ContentPage =>
    ({
      source: { id, kind: 'doc', frontMatter },
      route: `/docs/${id}/`,
      markdown: { html, toc, firstHeading: 'Guia' },
    }) as unknown as ContentPage;

  it(
    'makes one entry per section, linked to its heading, ' +
      'titled by the heading and grouped by the page',
    () => {
      const entries = docsEntries([page('guia', { title: 'Guia de teste' })]);
      expect(entries.map((e) => [e.url, e.title, e.context, e.kind])).toEqual([
        ['/docs/guia/', 'Guia de teste', 'Guia de teste', 'Página'],
        ['/docs/guia/#passo', 'Passo 1', 'Guia de teste', 'Página'],
        ['/docs/guia/#fim', 'Fim', 'Guia de teste', 'Página'],
      ]);
      // The heading is the title (searched as metadata), not repeated in the excerpted text.
      expect(entries[1]!.text).toBe('Texto & mais. Detalhe Dentro do passo.');
    },
  );

  it('leaves out pages with `search: false`, `noIndex: true` or `unlisted: true`', () => {
    const entries = docsEntries([
      page('a', {}),
      page('b', { search: false }),
      page('c', { noIndex: true }),
      page('d', { unlisted: true }),
    ]);
    expect(new Set(entries.map((e) => e.url.split('#')[0]))).toEqual(new Set(['/docs/a/']));
  });
});

describe('search results in the dialog', () => {
  const hit = (kind: string, context: string, title: string): SearchHit => ({
    url: `/${title}`,
    title,
    kind,
    context,
    excerpt: '',
  });

  it('groups docs hits by page and API hits by kind, in order of their best hit', () => {
    const groups = groupHits([
      hit('Operação', 'POST /x', 'a'),
      hit('Página', 'Guia', 'b'),
      hit('Esquema', 'S', 'c'),
      hit('Página', 'Guia', 'd'),
      hit('Operação', 'GET /y', 'e'),
    ]);
    expect(groups.map((g) => [g.title, g.hits.map((h) => h.title)])).toEqual([
      ['Operações', ['a', 'e']],
      ['Guia', ['b', 'd']],
      ['Esquemas', ['c']],
    ]);
  });

  it('turns only <mark> into markup: everything else in an excerpt is text', () => {
    expect(
      excerptParts('use <mark>routing_order</mark> &lt;img src=x onerror=alert(1)&gt; <b>x</b>'),
    ).toEqual([
      { text: 'use ', mark: false },
      { text: 'routing_order', mark: true },
      { text: ' <img src=x onerror=alert(1)> <b>x</b>', mark: false },
    ]);
  });
});
