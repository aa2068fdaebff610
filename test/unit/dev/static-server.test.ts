import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../src/node/dev/serve/static-server.js';
import { rawRequest } from '../../helpers/http.js';

const raw = rawRequest;

const SECRET = 'SEGREDO-FORA-DA-RAIZ';
let root: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;
let port: number;

beforeAll(async () => {
  const outer = mkdtempSync(path.join(tmpdir(), 'docgen-serve-'));
  writeFileSync(path.join(outer, 'secret.txt'), SECRET);
  root = path.join(outer, 'dist');
  mkdirSync(path.join(root, 'docs/intro'), { recursive: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Início</title>' + 'início '.repeat(400),
  );
  writeFileSync(path.join(root, 'docs/intro/index.html'), '<!doctype html><title>Intro</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Página não encontrada</title>');
  writeFileSync(path.join(root, 'assets/site-abc123.css'), 'body{color:red}'.repeat(200));
  writeFileSync(path.join(root, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  symlinkSync(path.join(outer, 'secret.txt'), path.join(root, 'link-out.txt'));
  symlinkSync(outer, path.join(root, 'dir-out'));
  server = await startStaticServer({ root, baseUrl: '/', port: 0, host: '127.0.0.1' });
  port = Number(new URL(server.url).port);
  return async () => {
    await server.close();
    rmSync(outer, { recursive: true, force: true });
  };
});

describe('docgen serve: files, redirects, 404', () => {
  it('serves index.html for a folder URL with its MIME type and no-cache', async () => {
    const r = await raw(port, '/docs/intro/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body.toString()).toContain('<title>Intro</title>');
  });

  it('redirects a folder URL without its slash, keeping the query', async () => {
    const r = await raw(port, '/docs/intro?a=1');
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe('/docs/intro/?a=1');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const r = await raw(port, '/nao/existe/');
    expect(r.status).toBe(404);
    expect(r.body.toString()).toContain('Página não encontrada');
  });

  it('gives hashed assets a year of immutable caching', async () => {
    const r = await raw(port, '/assets/site-abc123.css');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw(port, '/assets/logo.png')).headers['content-type']).toBe('image/png');
  });

  it('compresses text by Accept-Encoding (brotli first, then gzip) and varies on it', async () => {
    const br = await raw(port, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain('<title>Início</title>');
    const gz = await raw(port, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<title>Início</title>');
    const plain = await raw(port, '/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(
      (await raw(port, '/assets/logo.png', { headers: { 'accept-encoding': 'br' } })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await raw(port, '/docs/intro/');
    const again = await raw(port, '/docs/intro/', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await raw(port, '/docs/intro/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const r = await raw(port, '/docs/intro/', { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('docgen serve: never a file outside the root', () => {
  const attempts = [
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%5csecret.txt',
    '/docs\\..\\..\\secret.txt',
    '/..\\secret.txt',
    '/%00/../secret.txt',
    '/link-out.txt',
    '/dir-out/secret.txt',
    '//secret.txt',
    `/${'%2e%2e/'.repeat(8)}etc/passwd`,
    '/../../../../../../etc/passwd',
    '/%c0%ae%c0%ae/secret.txt',
  ];
  it.each(attempts)('%s → 400 or 404, never the file', async (target) => {
    const r = await raw(port, target);
    expect([400, 404]).toContain(r.status);
    expect(r.body.toString()).not.toContain(SECRET);
    expect(r.body.toString()).not.toContain('root:');
  });
});
