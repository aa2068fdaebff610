import { describe, expect, it } from 'vitest';
import { uniqueDescriptionIds } from '../../../src/node/site/unique-ids.js';

const described = '<h2 id="notas">Notas</h2><p><a href="#notas">as notas</a></p>';

describe('uniqueDescriptionIds', () => {
  it('numbers a repeated id after its first showing, with the same text’s links', () => {
    const shared = { name: 'A', descriptionHtml: described };
    const page = {
      intro: { descriptionHtml: described },
      operations: [shared, { name: 'B', descriptionHtml: described }, shared],
    };
    const unique = uniqueDescriptionIds(page, ['intro']);
    expect(unique.intro.descriptionHtml).toBe(described);
    expect(unique.operations.map((o) => o.descriptionHtml)).toEqual([
      '<h2 id="notas-2">Notas</h2><p><a href="#notas-2">as notas</a></p>',
      '<h2 id="notas-3">Notas</h2><p><a href="#notas-3">as notas</a></p>',
      '<h2 id="notas-4">Notas</h2><p><a href="#notas-4">as notas</a></p>',
    ]);
    // The views passed in are left as they were.
    expect(shared.descriptionHtml).toBe(described);
  });

  it('returns the same views when no id repeats', () => {
    const page = { intro: undefined, tags: [{ descriptionHtml: '<p>Sem ids</p>' }] };
    expect(uniqueDescriptionIds(page, ['intro'])).toBe(page);
  });
});
