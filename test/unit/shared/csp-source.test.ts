import { describe, expect, it } from 'vitest';
import { connectAllowed } from '../../../src/shared/csp-source.js';

const SELF = 'https://docs.exemplo.com.br/api/';

describe('connectAllowed: what a connect-src of these sources lets the page fetch', () => {
  const cases: [sources: string[], url: string, allowed: boolean][] = [
    [[], 'https://docs.exemplo.com.br/pagefind/x', true],
    [[], '/v1/me', true],
    [[], 'https://api.exemplo.com.br/v1', false],
    [['https:'], 'https://qualquer.host:8443/v1', true],
    [['https:'], 'http://qualquer.host/v1', false],
    [['http:'], 'https://qualquer.host/v1', true],
    [['https://api.exemplo.com.br'], 'https://api.exemplo.com.br/v1/me', true],
    [['https://api.exemplo.com.br'], 'https://api.exemplo.com.br:443/v1', true],
    [['https://api.exemplo.com.br'], 'https://api.exemplo.com.br:8443/v1', false],
    [['https://api.exemplo.com.br'], 'http://api.exemplo.com.br/v1', false],
    [['https://API.Exemplo.com.br'], 'https://api.exemplo.com.br/v1', true],
    [['http://api.exemplo.com.br'], 'https://api.exemplo.com.br/v1', true],
    [['https://*.exemplo.com.br'], 'https://sandbox.exemplo.com.br/v1', true],
    [['https://*.exemplo.com.br'], 'https://a.b.exemplo.com.br/v1', true],
    [['https://*.exemplo.com.br'], 'https://exemplo.com.br/v1', false],
    [['https://*.exemplo.com.br'], 'https://malexemplo.com.br/v1', false],
    [['http://localhost:*'], 'http://localhost:8080/v1', true],
    [['http://localhost:*'], 'http://localhost/v1', true],
    [['http://127.0.0.1:*'], 'http://127.0.0.2:8080/v1', false],
    [['http://127.0.0.1:4010'], 'http://127.0.0.1:4010/v1', true],
    [['http://127.0.0.1:4010'], 'http://127.0.0.1:4011/v1', false],
  ];
  it.each(cases)('%j lets the page fetch %s: %s', (sources, url, allowed) => {
    expect(connectAllowed(url, sources, SELF)).toBe(allowed);
  });

  it('refuses what is not a URL at all relative to the page', () => {
    expect(connectAllowed('http://[::1', ['https:'], SELF)).toBe(false);
  });
});
