import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiReference } from '../../../src/shared/api-view-models.js';
import { operation, referenceOf } from './helpers.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const PDF = Buffer.from('%PDF-1.4 documento de teste\n');

/** Runs a sample as Node runs a saved `.mjs` file: no package installed, cwd beside the file. */
function run(
  code: string,
  dir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = path.join(dir, 'exemplo.mjs');
  writeFileSync(file, code);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: dir, env: { PATH: process.env.PATH } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (exit) => resolve({ code: exit, stdout, stderr }));
  });
}

describe('the Node.js request sample', () => {
  let reference: ApiReference;
  let origin: string;
  let dir: string;
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });

  beforeAll(async () => {
    reference = await referenceOf('hard-cases.yaml');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    dir = mkdtempSync(path.join(tmpdir(), 'docgen-node-sample-'));
    writeFileSync(path.join(dir, 'documento.pdf'), PDF);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The operation's Node.js sample, sent to the local server instead of the spec's. */
  async function send(id: string): Promise<{ code: string; request: Received }> {
    const code = operation(reference, id).samples.find((s) => s.lang === 'node')!.code;
    expect(code).toContain('https://api.exemplo.com.br/');
    const before = received.length;
    const result = await run(code.replace('https://api.exemplo.com.br', origin), dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('200 { ok: true }');
    expect(received.length).toBe(before + 1);
    return { code, request: received.at(-1)! };
  }

  it('uses the fetch built into Node 18+, as an ES module: no require, no node-fetch', async () => {
    for (const op of reference.tags.flatMap((t) => t.operations)) {
      const code = op.samples.find((s) => s.lang === 'node')?.code ?? '';
      expect(code, op.id).not.toMatch(/require\(|node-fetch|form-data/);
      expect(code, op.id).toContain('await fetch(url, options)');
    }
  });

  it('runs as written: a GET with its path parameter and bearer token', async () => {
    const { request } = await send('get-v1-items-item');
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/v1/items/42');
    expect(request.headers.authorization).toBe('Bearer <token>');
  });

  it('runs as written: a multipart upload reads the file from disk', async () => {
    const { code, request } = await send('post-v1-items-upload');
    expect(code).toContain("import { readFile } from 'node:fs/promises';");
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString('latin1');
    expect(body).toContain('filename="documento.pdf"');
    expect(body).toContain('Content-Type: application/pdf');
    expect(body).toContain(PDF.toString('latin1'));
  });

  it('runs as written: a form-encoded body and a JSON body', async () => {
    const form = await send('post-oauth-token');
    expect(form.request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(form.request.body.toString()).get('grant_type')).toBe(
      'client_credentials',
    );
    expect(form.request.headers.authorization).toBeUndefined();
    const json = await send('post-v1-trees');
    expect(json.request.headers['content-type']).toBe('application/json');
    expect(() => JSON.parse(json.request.body.toString())).not.toThrow();
  });
});
