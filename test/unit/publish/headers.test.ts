import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile } from '../../../src/node/publish/headers.js';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import type { UserConfig } from '../../../src/node/config/types.js';
import { tryItConnectSources } from '../../../src/node/openapi/try-it-servers.js';

const config = (user: UserConfig = {}) => resolveConfig(user, '/site', undefined);
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));

/** A spec with servers, an operation's own server and OAuth URLs, absolute and relative. */
const document = {
  servers: [
    { url: 'https://api.exemplo.com.br/v1', description: 'Produção' },
    { url: 'https://api.exemplo.com.br/v2' },
    { url: '/relativo' },
  ],
  paths: {
    '/arquivos': {
      servers: [{ url: 'https://arquivos.exemplo.com.br' }],
      get: { servers: [{ url: 'https://download.exemplo.com.br:8443/x' }], responses: {} },
    },
  },
  components: {
    securitySchemes: {
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://login.exemplo.com.br/authorize',
            tokenUrl: 'https://login.exemplo.com.br/token',
            refreshUrl: '/oauth/refresh',
            scopes: {},
          },
          clientCredentials: { tokenUrl: '/oauth/token', scopes: {} },
        },
      },
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.exemplo.com/.well-known' },
    },
  },
};

describe('the CSP connect-src of the "Experimentar" console', () => {
  it("lets the console reach the reference's servers and token URLs, each origin once", () => {
    expect(tryItConnectSources(config(), document)).toEqual([
      'https://api.exemplo.com.br',
      'https://arquivos.exemplo.com.br',
      'https://download.exemplo.com.br:8443',
      'https://id.exemplo.com',
      'https://login.exemplo.com.br',
    ]);
  });

  it('uses the configured servers instead of the spec’s (and keeps the token URLs)', () => {
    const sources = tryItConnectSources(
      config({
        api: {
          servers: [{ url: 'https://nao-usado.exemplo.com' }],
          tryIt: {
            servers: [{ url: 'http://127.0.0.1:4010' }, { url: 'https://sandbox.exemplo.com/' }],
          },
        },
      }),
      document,
    );
    expect(sources).toEqual([
      'http://127.0.0.1:4010',
      'https://id.exemplo.com',
      'https://login.exemplo.com.br',
      'https://sandbox.exemplo.com',
    ]);
  });

  it('follows api.servers when the console names none', () => {
    const sources = tryItConnectSources(
      config({ api: { servers: [{ url: 'https://real.exemplo.com/api' }] } }),
      { servers: [{ url: 'https://ficticio.exemplo.com' }] },
    );
    expect(sources).toEqual(['https://real.exemplo.com']);
  });

  it('allows every value a server variable may take', () => {
    const sources = tryItConnectSources(config(), {
      servers: [
        {
          url: 'https://{regiao}.exemplo.com:{porta}',
          variables: {
            regiao: { default: 'sa', enum: ['sa', 'us'] },
            porta: { default: '443' },
          },
        },
      ],
    });
    expect(sources).toEqual(['https://sa.exemplo.com', 'https://us.exemplo.com']);
  });

  it('adds nothing for relative servers, a bad URL, or with the console off', () => {
    expect(
      tryItConnectSources(config(), { servers: [{ url: '/v1' }, { url: 'https://{x}.com' }] }),
    ).toEqual([]);
    expect(tryItConnectSources(config({ api: { tryIt: false } }), document)).toEqual([]);
  });

  it('adds the servers readers may type (customServers): any HTTPS and local, or a list', () => {
    const anyServer = tryItConnectSources(config({ api: { tryIt: { customServers: true } } }), {
      servers: [{ url: 'https://api.exemplo.com.br' }],
    });
    expect(anyServer).toEqual([
      'http://127.0.0.1:*',
      'http://localhost:*',
      'https:',
      'https://api.exemplo.com.br',
    ]);
    const listed = tryItConnectSources(
      config({ api: { tryIt: { customServers: ['https://*.exemplo.com.br', 'https:'] } } }),
      {},
    );
    expect(listed).toEqual(['https:', 'https://*.exemplo.com.br']);
    expect(tryItConnectSources(config({ api: { tryIt: { customServers: false } } }), {})).toEqual(
      [],
    );
  });

  it("goes into the policy after 'self', and nowhere else", () => {
    const csp = contentSecurityPolicy([], ['https://api.exemplo.com.br', 'http://127.0.0.1:4010']);
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.exemplo.com.br http://127.0.0.1:4010",
    );
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive(contentSecurityPolicy([]), 'connect-src')).toBe("connect-src 'self'");
    const file = headersFile('/', [], [], ['https://api.exemplo.com.br']);
    expect(String(file.contents)).toContain(
      "connect-src 'self' https://api.exemplo.com.br; object-src 'none'",
    );
  });
});
