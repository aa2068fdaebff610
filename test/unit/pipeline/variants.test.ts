import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from '../../../src/node/config/types.js';
import { compile } from '../../../src/node/pipeline/compile.js';
import { variantClashes, type SiteVariant } from '../../../src/node/site/variants.js';
import { repoRoot } from '../../helpers/cli.js';
import { testRunner } from '../../helpers/runner.js';

/**
 * A dimension of the site is declared, not scheduled: here a second variant (an older version of
 * the same docs and spec, under `/docs/1.0/` and `/api/1.0/`) declared in site/variants.ts alone,
 * and compile() builds and publishes both from the one graph.
 */
vi.mock('../../../src/node/site/variants.js', async (actual) => {
  const real = await actual<typeof import('../../../src/node/site/variants.js')>();
  return {
    ...real,
    siteVariants: (config: ResolvedConfig): SiteVariant[] => [
      ...real.siteVariants(config),
      {
        name: '1.0',
        primary: false,
        layout: 'docs',
        config: {
          ...config,
          contentDir: path.join(config.contentDir, 'docs'),
          docsRoute: '/docs/1.0/',
          api: { ...config.api, route: '/api/1.0/' },
        },
      },
    ],
  };
});

const text = (contents: Uint8Array | string) =>
  typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');

describe('a site of two variants', () => {
  it('builds each variant under its routes, and what the site has once, once', async () => {
    const run = testRunner();
    const site = await compile(run, {
      cwd: path.join(repoRoot, 'test/fixtures/api-site'),
      overrides: { spec: path.join(repoRoot, 'test/fixtures/specs/minimal.yaml') },
      searchIndex: false,
      staticFiles: false,
    });
    const files = site.files.map((f) => f.file);
    for (const file of [
      'docs/intro/index.html',
      'docs/1.0/intro/index.html',
      'docs/intro/index.md',
      'docs/1.0/intro/index.md',
      'api/index.html',
      'api/1.0/index.html',
      'api/openapi.json',
      'api/1.0/openapi.json',
    ])
      expect(files).toContain(file);
    // The site's own pages and files are the primary variant's alone.
    for (const once of ['index.html', '404.html', 'buscar/index.html', 'llms.txt', 'robots.txt'])
      expect(files.filter((f) => f === once)).toHaveLength(1);
    expect(files.filter((f) => f.startsWith('docs/1.0/') && f.endsWith('404.html'))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);

    // The older version's pages link within it: its sidebar, its reference.
    const old = text(site.files.find((f) => f.file === 'docs/1.0/intro/index.html')!.contents);
    expect(old).toContain('href="/docs/1.0/intro/"');
    const oldApi = text(site.files.find((f) => f.file === 'api/1.0/index.html')!.contents);
    expect(oldApi).toContain('href="/api/1.0/openapi.json"');
    expect(oldApi).not.toContain('href="/api/openapi.json"');
    const sitemap = text(site.files.find((f) => f.file === 'sitemap.xml')!.contents);
    expect(sitemap).toContain('/docs/intro/</loc>');
    expect(sitemap).toContain('/docs/1.0/intro/</loc>');
    expect(sitemap).toContain('/api/1.0/</loc>');

    // The spec both variants read was read and parsed once: made for the first, the same result
    // for the second (and for the reference's parts, which read it through the stage too).
    expect(run.reuse.get('spec')?.made).toBe(1);
    expect(run.reuse.get('spec')?.reused).toBeGreaterThanOrEqual(1);
  });
});

describe('variantClashes', () => {
  it('names the two variants making one route, and nothing for routes of one variant', () => {
    const found = variantClashes(
      [
        { name: 'current', routes: ['/docs/intro/', '/docs/1.0/intro/'] },
        { name: '1.0', routes: ['/docs/1.0/intro/', '/docs/1.0/faq/'] },
      ],
      '/p/docgen.config.ts',
    );
    expect(found).toEqual([
      expect.objectContaining({
        code: 'DG2004',
        severity: 'error',
        file: '/p/docgen.config.ts',
        message: 'Route /docs/1.0/intro/ is produced by both variant "current" and variant "1.0"',
      }),
    ]);
    expect(variantClashes([{ name: 'a', routes: ['/x/', '/y/'] }], undefined)).toEqual([]);
  });
});
