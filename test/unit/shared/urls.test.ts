import { describe, expect, it } from 'vitest';
import { isExternal, normalizeRoute, withBase } from '../../../src/shared/urls.js';

describe('urls', () => {
  it('prefixes routes with the base URL only once', () => {
    expect(withBase('/', '/docs/')).toBe('/docs/');
    expect(withBase('/site/', '/docs/')).toBe('/site/docs/');
    expect(withBase('/site/', 'https://x.y/')).toBe('https://x.y/');
  });

  it('normalises routes to a trailing slash, keeping hashes and file names', () => {
    expect(normalizeRoute('docs/intro')).toBe('/docs/intro/');
    expect(normalizeRoute('/docs//intro#a')).toBe('/docs/intro/#a');
    expect(normalizeRoute('/404.html')).toBe('/404.html');
  });

  it('tells external links apart', () => {
    expect(isExternal('https://x')).toBe(true);
    expect(isExternal('mailto:a@b')).toBe(true);
    expect(isExternal('//cdn')).toBe(true);
    expect(isExternal('/docs/')).toBe(false);
  });
});
