import { describe, expect, it } from 'vitest';
import { uiStrings } from '../../../src/shared/i18n/catalogue.js';
import { resolveTags, tagGroups, tagPages, type TaggedDoc } from '../../../src/node/site/tags.js';

const doc = (title: string, tags: TaggedDoc['tags'], unlisted = false): TaggedDoc => ({
  title,
  description: `Sobre ${title}.`,
  route: `/docs/${title.toLowerCase()}/`,
  unlisted,
  tags,
  sourceFile: `/c/${title}.md`,
  tagsAt: { line: 3, column: 1 },
});

const ptBR = { locale: 'pt-BR', s: uiStrings('pt-BR') };

describe('tags', () => {
  it('gives a label its accent-folded slug and an object its own permalink, under the docs', () => {
    expect(
      resolveTags(
        [
          { label: 'Segurança e Acesso' },
          { label: 'Webhooks', permalink: '/eventos', description: 'D' },
        ],
        '/docs/2.0/',
      ),
    ).toEqual([
      { label: 'Segurança e Acesso', route: '/docs/2.0/tags/seguranca-e-acesso/', description: '' },
      { label: 'Webhooks', route: '/docs/2.0/tags/eventos/', description: 'D' },
    ]);
  });

  it('groups the listed docs by tag, in pt-BR order, and makes the pages of the tags', () => {
    const [sdk, envio] = resolveTags([{ label: 'SDK' }, { label: 'Ênvio' }], '/docs/');
    const docs = [doc('B', [sdk!]), doc('A', [sdk!, envio!]), doc('C', [envio!], true)];
    const { groups, diagnostics } = tagGroups(docs);
    expect(diagnostics).toEqual([]);
    expect(groups.map((g) => [g.tag.label, g.docs.map((d) => d.title)])).toEqual([
      ['Ênvio', ['A']],
      ['SDK', ['B', 'A']],
    ]);
    const pages = tagPages(groups, { baseUrl: '/base/', docsRoute: '/docs/' }, ptBR);
    expect(pages.map((p) => [p.route, p.title])).toEqual([
      ['/docs/tags/', 'Marcadores'],
      ['/docs/tags/envio/', '1 documento com o marcador “Ênvio”'],
      ['/docs/tags/sdk/', '2 documentos com o marcador “SDK”'],
    ]);
    expect(pages[0]!.cards).toEqual([
      { title: 'Ênvio', description: '1 documento', href: '/base/docs/tags/envio/' },
      { title: 'SDK', description: '2 documentos', href: '/base/docs/tags/sdk/' },
    ]);
    expect(pages[2]!.cards.map((c) => c.href)).toEqual(['/base/docs/a/', '/base/docs/b/']);
  });

  it('words the tag pages in the site’s language, counts and all', () => {
    const [sdk] = resolveTags([{ label: 'SDK' }], '/docs/');
    const groups = tagGroups([doc('B', [sdk!]), doc('A', [sdk!])]).groups;
    const site = { baseUrl: '/', docsRoute: '/docs/' };
    const english = tagPages(groups, site, { locale: 'en', s: uiStrings('en') });
    expect(english.map((p) => p.title)).toEqual(['Tags', '2 docs tagged with “SDK”']);
    expect(english[0]!.breadcrumbs.map((c) => c.label)).toEqual(['Documentation', 'Tags']);
    const one = tagPages(tagGroups([doc('A', [sdk!])]).groups, site, {
      locale: 'es',
      s: uiStrings('es'),
    });
    expect(one.map((p) => p.title)).toEqual(['Etiquetas', 'Un documento con la etiqueta «SDK»']);
  });

  it('makes no tag page for a tag only unlisted docs carry, nor any without tags', () => {
    const [only] = resolveTags([{ label: 'Oculto' }], '/docs/');
    expect(
      tagPages(
        tagGroups([doc('A', [only!], true)]).groups,
        { baseUrl: '/', docsRoute: '/docs/' },
        ptBR,
      ),
    ).toEqual([]);
  });

  it('reports two labels that share a permalink at the second doc’s tags (DG2013)', () => {
    const docs = [
      doc('A', resolveTags([{ label: 'Webhook' }], '/docs/')),
      doc('B', resolveTags([{ label: 'webhook' }], '/docs/')),
    ];
    expect(tagGroups(docs).diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2013',
        file: '/c/B.md',
        line: 3,
        message: 'Tag "webhook" has the permalink /docs/tags/webhook/ of tag "Webhook"',
      }),
    ]);
  });
});
