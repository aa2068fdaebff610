import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { planSite } from '../../../src/node/site/plan.js';
import type { ContentPage } from '../../../src/node/types.js';
import { frameAssets } from '../openapi/helpers.js';

describe('planSite', () => {
  it('makes a home page for a site whose content has none (an API with no guides yet)', () => {
    const config = resolveConfig(
      { title: 'Só a API', tagline: 'A referência.', api: { spec: 'spec/openapi.yaml' } },
      '/tmp/site',
      undefined,
    );
    const home = planSite(config, [], frameAssets).pages.find((p) => p.route === '/');
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
    const { pages } = planSite(config, [], frameAssets);
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
    const overview = planSite(config, [guide], frameAssets).pages.find((p) => p.route === '/docs/');
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
      planSite(
        resolveConfig(
          { title: 'S', sidebars: { tutorialSidebar: sidebar as never } },
          '/tmp/site',
          undefined,
        ),
        pages,
        frameAssets,
      ).pages.find((p) => p.route === '/docs/') as { sections: { title: string }[] };
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
