import { describe, expect, it } from 'vitest';
import { closest } from '../../../src/node/config/suggest.js';

const keys = ['title', 'tagline', 'onBrokenLinks', 'sidebars', 'baseUrl', 'locale', 'to', 'href'];

describe('closest: the key a misspelt one meant', () => {
  it('finds a near key: a letter missing, swapped, added or of another case', () => {
    expect(closest('onBrokenLink', keys)).toBe('onBrokenLinks');
    expect(closest('titel', keys)).toBe('title');
    expect(closest('sidebar', keys)).toBe('sidebars');
    expect(closest('baseURL', keys)).toBe('baseUrl');
    expect(closest('too', keys)).toBe('to');
  });

  it('says nothing for a key that is far from all of them', () => {
    expect(closest('i18n', keys)).toBeUndefined();
    expect(closest('themeConfig', keys)).toBeUndefined();
    // Two letters: only the same letters in another case count.
    expect(closest('tp', keys)).toBeUndefined();
    expect(closest('TO', keys)).toBe('to');
  });
});
