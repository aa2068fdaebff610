import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { planSite } from '../../../src/node/site/plan.js';
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
});
