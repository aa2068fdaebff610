import { createServer } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, runCli } from '../helpers/cli.js';
import { rawRequest } from '../helpers/http.js';
import { startDocgen, type DevProcess } from './watch-harness.js';

/** `docgen serve` end to end: the real CLI serving a real build under a base URL. */
let site: string;
let served: DevProcess;
let port: number;

const raw = (target: string, init?: Parameters<typeof rawRequest>[2]) =>
  rawRequest(port, target, init);

beforeAll(async () => {
  site = copyFixture('dev-site');
  const built = await runCli(['build', '--base-url', '/site/'], site);
  expect(built.code, built.stderr).toBe(0);
  served = await startDocgen(['serve', '--port', '0', '--base-url', '/site/'], site);
  port = Number(new URL(served.url).port);
});

afterAll(async () => {
  expect(await served?.stop()).toBe(0);
});

describe('docgen serve', () => {
  it('prints the URL under the base URL, on 127.0.0.1', () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/site\/$/);
  });

  it('serves under the base URL only, with trailing-slash redirects', async () => {
    expect((await raw('/site/docs/intro/')).status).toBe(200);
    const redirect = await raw('/site/docs/intro');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/site/docs/intro/');
    expect((await raw('/site')).headers.location).toBe('/site/');
    expect((await raw('/docs/intro/')).status).toBe(404);
  });

  it('answers a missing page with the site 404 page and status 404', async () => {
    const r = await raw('/site/nao/existe/');
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body.toString()).toMatch(/<title>[^<]*<\/title>/);
  });

  it('caches hashed assets for a year, revalidates HTML, compresses text', async () => {
    const html = await raw('/site/docs/intro/', { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers['content-encoding']).toBe('gzip');
    const page = gunzipSync(html.body).toString();
    expect(page).not.toContain('__docgen');
    const css = /href="(\/site\/assets\/[^"]+\.css)"/.exec(page)?.[1];
    expect(css).toBeDefined();
    const asset = await raw(css!);
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/site/sitemap.xml')).headers['content-type']).toBe(
      'application/xml; charset=utf-8',
    );
  });

  it(
    "sends the headers of the build's _headers file (CSP) " + 'and never serves that file',
    async () => {
      const html = await raw('/site/docs/intro/');
      expect(html.headers['content-security-policy']).toMatch(
        /^default-src 'self'; script-src 'self'/,
      );
      expect(html.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect((await raw('/site/_headers')).status).toBe(404);
    },
  );

  it('answers only GET and HEAD', async () => {
    expect((await raw('/site/', { method: 'HEAD' })).status).toBe(200);
    expect((await raw('/site/', { method: 'POST' })).status).toBe(405);
    expect((await raw('/site/', { method: 'DELETE' })).status).toBe(405);
  });

  it.each([
    '/site/../docgen.config.ts',
    '/site/%2e%2e/docgen.config.ts',
    '/site/%252e%252e/docgen.config.ts',
    '/site/..%5cdocgen.config.ts',
    '/site/..\\docgen.config.ts',
    '/site/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/../../etc/passwd',
  ])('refuses %s', async (target) => {
    const r = await raw(target);
    expect([400, 404]).toContain(r.status);
    expect(r.body.toString()).not.toContain('defineConfig');
    expect(r.body.toString()).not.toContain('root:');
  });

  it('renders in Chromium with its stylesheet and script', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(r.url());
      });
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) failed.push(m.text());
      });
      await page.goto(served.url + 'docs/intro/');
      expect(await page.locator('h1').first().textContent()).toContain('Introdução');
      expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
      expect(failed).toEqual([]);
    } finally {
      await browser.cleanup();
    }
  });
});

describe('docgen serve errors', () => {
  it('names a port in use and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    try {
      const r = await runCli(['serve', '--port', String(busy)], site);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`Port ${busy} is already in use on 127.0.0.1`);
      expect(r.stderr).toContain('DG6001');
    } finally {
      blocker.close();
    }
  });

  it('says to build first when there is nothing to serve', async () => {
    const r = await runCli(['serve', 'nada-aqui'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('DG6003');
    expect(r.stderr).toContain('docgen build');
  });

  it('rejects a bad port with exit code 2', async () => {
    const r = await runCli(['serve', '--port', 'abc'], site);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('port number');
  });
});
