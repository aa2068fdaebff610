import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { planApiPages } from '../../../src/node/site/api-pages.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { referenceOf } from '../openapi/helpers.js';
import { isRope } from '../util/heap-snapshot.js';

describe('renderPage', () => {
  it('renders a page as one flat string, not the tree of its pieces', async () => {
    const config = resolveConfig({ title: 'Teste' }, '/tmp/site', undefined);
    const assets = {
      cssHref: '/assets/site.css',
      scriptHref: '/assets/site.js',
      iconHref: '/favicon.svg',
      iconType: 'image/svg+xml',
      logo: undefined,
    };
    const [model] = planApiPages(await referenceOf('hard-cases.yaml'), {
      route: '/api/',
      baseUrl: '/',
      splitThreshold: 1000,
      yamlDownload: true,
      frame: createFrame(config, [], assets),
    });
    const page = renderPage(model!, await bundledTemplates.load());
    expect(page.html.length).toBeGreaterThan(10_000);
    expect(await isRope(page.html)).toBe(false);
  });
});
