import { cliCatalogues } from '../../../src/node/cli-strings/index.js';
import { localize } from '../../../src/node/diagnostics/localize.js';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { llmsFullTxt, llmsTxt } from '../../../src/node/publish/llms.js';
import { markdownCopy } from '../../../src/node/publish/markdown-copy.js';
import { robots, sitemap } from '../../../src/node/publish/sitemap.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { publicUrl, siteUrlWarnings } from '../../../src/node/site/site-url.js';
import type { ContentPage } from '../../../src/node/content/transform.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { frameAssets } from '../openapi/helpers.js';

const config = (url?: string) =>
  resolveConfig({ baseUrl: '/docs-site/', ...(url ? { url } : {}) }, '/p', '/p/docgen.config.ts');

const page = {
  route: '/docs/intro/',
  source: { id: 'intro', relPath: 'docs/intro.md', frontMatter: { title: 'Intro' } },
  markdown: {
    source: {
      text: '# Intro\n\n[FAQ](#faq)\n',
      links: [{ url: '#faq', start: 15, end: 19 }],
      hasTitle: true,
    },
    images: [],
  },
} as unknown as ContentPage;

describe('a site without a public url', () => {
  it('has no public address when url is unset (http://localhost) or on this machine', () => {
    expect(publicUrl(config())).toBe('');
    for (const url of ['http://127.0.0.1:3000', 'http://docs.localhost', 'http://[::1]'])
      expect(publicUrl(config(url)), url).toBe('');
    expect(publicUrl(config('https://docs.exemplo.com.br'))).toBe('https://docs.exemplo.com.br');
  });

  it('publishes no sitemap, a robots.txt without one, and pages without a canonical link', () => {
    expect(sitemap(config(), ['/'])).toEqual([]);
    expect(utf8Text(robots(config()).contents)).toBe('User-agent: *\nAllow: /\n');
    const frame = createFrame(config(), [], frameAssets);
    expect(frame('/', { title: 'x', description: '' }).head.canonical).toBeUndefined();
    // With one, all three have it.
    const site = config('https://docs.exemplo.com.br');
    expect(utf8Text(sitemap(site, ['/'])[0]!.contents)).toContain(
      '<loc>https://docs.exemplo.com.br/docs-site/</loc>',
    );
    expect(utf8Text(robots(site).contents)).toContain(
      'Sitemap: https://docs.exemplo.com.br/docs-site/sitemap.xml',
    );
  });

  it('starts the links of llms.txt and Markdown copies at the site root, never localhost', () => {
    const site = config();
    const copy = markdownCopy(page, { config: site, routeOf: () => undefined });
    expect(copy).toContain('[FAQ](/docs-site/docs/intro/#faq)');
    const pages = [{ page, markdown: Buffer.from(copy) }];
    const text = llmsTxt(site, pages) + utf8Text(llmsFullTxt(site, pages));
    expect(text).toContain('(/docs-site/docs/intro/index.md)');
    expect(text).toContain('Fonte: /docs-site/docs/intro/');
    expect(text).not.toContain('localhost');
  });

  it('warns once, at the config file, naming what the site lacks', () => {
    const inPtBR = siteUrlWarnings(config()).map((d) => localize(d, cliCatalogues['pt-BR']));
    expect(inPtBR).toEqual([
      expect.objectContaining({
        code: 'DG1010',
        severity: 'warning',
        file: '/p/docgen.config.ts',
        pointer: '/url',
        message: expect.stringMatching(/sitemap\.xml.*robots\.txt.*link canônico/),
      }),
    ]);
    expect(siteUrlWarnings(config('https://docs.exemplo.com.br'))).toEqual([]);
  });
});
