import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { sitePages } from '../../../src/node/site/plan.js';
import { contentOutline, shapeSite } from '../../../src/node/site/shape.js';
import type { ResolvedConfig } from '../../../src/node/config/types.js';
import type { ContentPage } from '../../../src/node/content/transform.js';
import { frameAssets } from '../openapi/helpers.js';

/** The pages the site makes itself, for a config and its content. */
const ownPages = (config: ResolvedConfig, content: ContentPage[]) =>
  sitePages(shapeSite({ config, assets: frameAssets, ...contentOutline(content) }));

describe('the pages a site makes itself', () => {
  it('makes a home page for a site whose content has none (an API with no guides yet)', () => {
    const config = resolveConfig(
      { title: 'Só a API', tagline: 'A referência.', api: { spec: 'spec/openapi.yaml' } },
      '/tmp/site',
      undefined,
    );
    const home = ownPages(config, []).find((p) => p.route === '/');
    expect(home).toMatchObject({
      layout: 'home',
      hero: {
        title: 'Só a API',
        tagline: 'A referência.',
        // No docs to start with: the one way in is the reference.
        actions: [{ label: 'Referência da API', href: '/api/' }],
      },
      cards: [{ title: 'Referência da API', href: '/api/' }],
      html: '',
    });
  });

  it('makes no empty /docs/ page, and no link to it, for a site without docs', () => {
    const config = resolveConfig({ title: 'Só a API' }, '/tmp/site', undefined);
    const pages = ownPages(config, []);
    expect(pages.map((p) => p.route)).not.toContain('/docs/');
    expect(pages.find((p) => p.route === '/404.html')).toMatchObject({ docsHref: undefined });
  });

  it('leaves out of the /docs/ overview a section with no cards', () => {
    const config = resolveConfig(
      {
        title: 'Guias',
        sidebars: { tutorialSidebar: [{ type: 'category', label: 'Guias', items: ['guias/a'] }] },
      },
      '/tmp/site',
      undefined,
    );
    // Only what planning reads of a page.
    const guide = {
      source: {
        file: '/tmp/site/content/docs/guias/a.md',
        relPath: 'docs/guias/a.md',
        kind: 'doc',
        id: 'guias/a',
        frontMatter: { title: 'A' },
        body: '',
      },
      route: '/docs/guias/a/',
      markdown: { html: '', toc: [], links: [], firstHeading: 'A', diagnostics: [] },
    } as unknown as ContentPage;
    const overview = ownPages(config, [guide]).find((p) => p.route === '/docs/');
    expect(overview).toMatchObject({ sections: [{ title: 'Guias', cards: [{ title: 'A' }] }] });
  });

  /** A docs page as planning reads it. */
  const doc = (id: string, title: string) =>
    ({
      source: {
        file: `/tmp/site/content/docs/${id}.md`,
        relPath: `docs/${id}.md`,
        kind: 'doc',
        id,
        frontMatter: { title },
        body: '',
      },
      route: `/docs/${id}/`,
      markdown: { html: '', toc: [], links: [], firstHeading: title, diagnostics: [] },
    }) as unknown as ContentPage;

  it('lays /docs/ out in the sidebar order, naming runs of docs by place, not by a doc', () => {
    const pages = [
      doc('primeiros-passos', 'Primeiros passos'),
      doc('guias/a', 'A'),
      doc('faq', 'FAQ'),
    ];
    const overview = (sidebar: unknown[]) =>
      ownPages(
        resolveConfig(
          { title: 'S', sidebars: { tutorialSidebar: sidebar as never } },
          '/tmp/site',
          undefined,
        ),
        pages,
      ).find((p) => p.route === '/docs/') as { sections: { title: string }[] };
    const mixed = overview([
      'primeiros-passos',
      { type: 'category', label: 'Guias', items: ['guias/a'] },
      'faq',
    ]);
    expect(mixed.sections.map((s) => s.title)).toEqual([
      'Comece por aqui',
      'Guias',
      'Mais páginas',
    ]);
    expect(mixed).toMatchObject({
      sections: [
        { cards: [{ title: 'Primeiros passos' }] },
        { cards: [{ title: 'A' }] },
        { cards: [{ title: 'FAQ' }] },
      ],
    });
    // Docs alone need no section name.
    expect(overview(['primeiros-passos', 'faq']).sections.map((s) => s.title)).toEqual(['']);
  });
});
