import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../../src/node/dev/serve/headers-file.js';

describe('_headers', () => {
  const rules = parseHeadersFile(
    [
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Content-Type-Options: nosniff',
      '# comment',
      '/site/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/site/exato.html',
      '  X-Exato: sim',
    ].join('\n'),
  );

  it('applies every matching rule in order', () => {
    expect(headersFor(rules, '/site/docs/intro/')).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFor(rules, '/site/assets/site-1.css')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFor(rules, '/site/exato.html')['X-Exato']).toBe('sim');
    expect(headersFor(rules, '/site/exato.htmlx')['X-Exato']).toBeUndefined();
  });

  it('treats regex characters in paths literally', () => {
    const [rule] = parseHeadersFile('/a.b/*\n  X: 1');
    expect(rule!.pattern.test('/a.b/c')).toBe(true);
    expect(rule!.pattern.test('/axb/c')).toBe(false);
  });
});
