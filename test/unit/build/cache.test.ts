import { describe, expect, it } from 'vitest';
import { BuildCache } from '../../../src/node/pipeline/cache.js';

/** A renderer that records which models it was given. */
function recorder() {
  const rendered: string[] = [];
  const render = (models: readonly { route: string; body: string }[]) =>
    models.map((m) => {
      rendered.push(m.route);
      return `<p>${m.body}</p>`;
    });
  return { rendered, render };
}

describe('BuildCache.render', () => {
  const templates = {};

  it('renders a model it was given before (the same object) only once', () => {
    const cache = new BuildCache();
    const r = recorder();
    const api = { route: '/api/', body: 'api' };
    cache.render([api], templates, r.render);
    expect(cache.render([api], templates, r.render)).toEqual(['<p>api</p>']);
    expect(r.rendered).toEqual(['/api/']);
  });

  it(
    'reuses the HTML of a model planned again with the same content, ' +
      'and renders the changed one',
    () => {
      const cache = new BuildCache();
      const r = recorder();
      const plan = (intro: string) => [
        { route: '/docs/intro/', body: intro },
        { route: '/docs/faq/', body: 'faq' },
      ];
      cache.render(plan('v1'), templates, r.render);
      r.rendered.length = 0;
      expect(cache.render(plan('v2'), templates, r.render)).toEqual(['<p>v2</p>', '<p>faq</p>']);
      expect(r.rendered).toEqual(['/docs/intro/']);
      // Back to the first version: only the last build's HTML is kept, so it is rendered again.
      r.rendered.length = 0;
      expect(cache.render(plan('v1'), templates, r.render)).toEqual(['<p>v1</p>', '<p>faq</p>']);
      expect(r.rendered).toEqual(['/docs/intro/']);
    },
  );

  it('renders everything again with other templates', () => {
    const cache = new BuildCache();
    const r = recorder();
    const models = [{ route: '/a/', body: 'a' }];
    cache.render(models, templates, r.render);
    cache.render(models, {}, r.render);
    expect(r.rendered).toEqual(['/a/', '/a/']);
  });
});
