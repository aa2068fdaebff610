import { describe, expect, it } from 'vitest';
import { parseRequestPath, rawPathOf } from '../../../src/node/dev/http/request-path.js';

describe('parseRequestPath', () => {
  it('splits a path below the base URL into decoded segments', () => {
    expect(parseRequestPath('/docs/intro/', '/')).toEqual({
      kind: 'path',
      segments: ['docs', 'intro'],
      dir: true,
    });
    expect(parseRequestPath('/docs/intro?x=1#y', '/')).toEqual({
      kind: 'path',
      segments: ['docs', 'intro'],
      dir: false,
    });
    expect(parseRequestPath('/', '/')).toEqual({ kind: 'path', segments: [], dir: true });
    expect(parseRequestPath('/docs/introdu%C3%A7%C3%A3o/', '/')).toEqual({
      kind: 'path',
      segments: ['docs', 'introdução'],
      dir: true,
    });
  });

  it('honours the base URL', () => {
    expect(parseRequestPath('/site/docs/', '/site/')).toEqual({
      kind: 'path',
      segments: ['docs'],
      dir: true,
    });
    expect(parseRequestPath('/site', '/site/')).toEqual({ kind: 'base' });
    expect(parseRequestPath('/other/docs/', '/site/')).toEqual({ kind: 'outside' });
    expect(parseRequestPath('/sitemap.xml', '/site/')).toEqual({ kind: 'outside' });
  });

  it.each([
    ['/../etc/passwd'],
    ['/docs/../../etc/passwd'],
    ['/%2e%2e/etc/passwd'],
    ['/%2E%2E%2Fetc%2Fpasswd'],
    ['/docs/%2e%2e/%2e%2e/etc/passwd'],
    ['/..%2f..%2fetc%2fpasswd'],
    ['/..%5c..%5cetc%5cpasswd'],
    ['/docs\\..\\..\\etc\\passwd'],
    ['/docs/%00.html'],
    ['/%E0%A4%A'],
    ['/./docs/'],
    ['//etc/passwd'],
    ['/C:%5cWindows'],
  ])('refuses %s', (target) => {
    expect(parseRequestPath(target, '/')).toEqual({ kind: 'bad' });
  });

  it('decodes once: a double-encoded dot-dot is a literal name, not a parent', () => {
    expect(parseRequestPath('/%252e%252e/etc/passwd', '/')).toEqual({
      kind: 'path',
      segments: ['%2e%2e', 'etc', 'passwd'],
      dir: false,
    });
  });

  it('takes only origin-form targets', () => {
    expect(rawPathOf('http://evil.example/etc/passwd')).toBeUndefined();
    expect(rawPathOf('*')).toBeUndefined();
    expect(parseRequestPath('http://x/../etc/passwd', '/')).toEqual({ kind: 'bad' });
  });
});
