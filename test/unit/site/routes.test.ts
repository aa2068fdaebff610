import { describe, expect, it } from 'vitest';
import type { SourcePage } from '../../../src/node/content/load.js';
import { docName } from '../../../src/node/content/doc-id.js';
import { buildRouteTable, routeOfSource } from '../../../src/node/site/routes.js';

const page = (kind: 'doc' | 'page', id: string, slug?: string): SourcePage => ({
  file: `/c/${id}.md`,
  relPath: `${kind === 'doc' ? 'docs' : 'pages'}/${id}.md`,
  kind,
  id,
  categoryIndex: id === 'index',
  frontMatter: slug ? { slug } : {},
  positions: {},
  body: '',
});

describe('routes', () => {
  it('maps docs under /docs/ and pages at the root, with trailing slashes', () => {
    expect(routeOfSource(page('doc', 'intro'))).toBe('/docs/intro/');
    expect(routeOfSource(page('doc', 'guides/webhooks'))).toBe('/docs/guides/webhooks/');
    expect(routeOfSource(page('page', 'index'))).toBe('/');
    expect(routeOfSource(page('page', 'markdown-page'))).toBe('/markdown-page/');
  });

  it('honours slugs, absolute within /docs/ or relative to the folder', () => {
    expect(routeOfSource(page('doc', 'guides/webhooks', '/eventos'))).toBe('/docs/eventos/');
    expect(routeOfSource(page('doc', 'guides/webhooks', 'eventos'))).toBe('/docs/guides/eventos/');
  });

  it('puts docs under the docs route the config gives, slugs included', () => {
    expect(routeOfSource(page('doc', 'intro'), '/guias/')).toBe('/guias/intro/');
    expect(routeOfSource(page('doc', 'index'), '/guias/')).toBe('/guias/');
    expect(routeOfSource(page('doc', 'guides/webhooks', '/eventos'), '/v1/')).toBe('/v1/eventos/');
    expect(routeOfSource(page('doc', 'a/b', 'c'), '/docs/1.0/')).toBe('/docs/1.0/a/c/');
    expect(routeOfSource(page('doc', 'intro'), '/')).toBe('/intro/');
    expect(routeOfSource(page('page', 'sobre'), '/guias/')).toBe('/sobre/');
  });

  it('reports two files claiming one route', () => {
    const table = buildRouteTable([page('doc', 'intro'), page('doc', 'outra', '/intro')]);
    expect(table.diagnostics[0]).toMatchObject({
      code: 'DG2004',
      message: 'Route /docs/intro/ is produced by both docs/intro.md and docs/outra.md',
    });
    expect(table.byRelPath.get('docs/intro.md')).toBe('/docs/intro/');
  });

  it('routes a doc as Docusaurus does: its id, relative slugs, category indexes', () => {
    const doc = (relPath: string, frontMatter: SourcePage['frontMatter'] = {}) => {
      const name = docName(relPath, frontMatter);
      return routeOfSource({ kind: 'doc', frontMatter, ...name });
    };
    expect(doc('sdk/install.md', { id: 'install-sdk' })).toBe('/docs/sdk/install-sdk/');
    expect(doc('01-guias/02-webhooks.md')).toBe('/docs/guias/webhooks/');
    expect(doc('sdk/install.md', { slug: '../instalar' })).toBe('/docs/instalar/');
    expect(doc('sdk/install.md', { slug: './a/b' })).toBe('/docs/sdk/a/b/');
    expect(doc('sdk/install.md', { slug: '/inicio' })).toBe('/docs/inicio/');
    expect(doc('sdk/index.md')).toBe('/docs/sdk/');
    expect(doc('sdk/README.md')).toBe('/docs/sdk/');
    expect(doc('sdk/sdk.md')).toBe('/docs/sdk/');
    expect(doc('index.md')).toBe('/docs/');
    expect(doc('sdk/index.md', { slug: 'tudo' })).toBe('/docs/sdk/tudo/');
  });
});
