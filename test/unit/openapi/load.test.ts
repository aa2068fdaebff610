import path from 'node:path';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../../src/node/diagnostics/diagnostic.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { offersYaml } from '../../../src/node/openapi/spec-file.js';
import { specDownloads, specFiles } from '../../../src/node/publish/spec-downloads.js';
import { specsDir } from './helpers.js';

/** A download as text (a file offered as written is its bytes). */
const text = (contents: string | Uint8Array | undefined) =>
  typeof contents === 'string' ? contents : Buffer.from(contents ?? []).toString('utf8');

describe('loadSpec', () => {
  it('converts Swagger 2.0 to OpenAPI 3.0, with a DG3004 warning at `swagger`', async () => {
    const spec = await loadSpec(path.join(specsDir, 'swagger2.yaml'));
    expect(spec.version).toBe('3.0.0');
    expect(spec.convertedFrom).toBe('swagger-2.0');
    expect(spec.warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'DG3004',
        line: 2,
        column: 1,
        pointer: '/swagger',
        message: 'Swagger 2.0 document converted to OpenAPI 3.0 on load (swagger2openapi)',
      }),
    ]);
    const paths = spec.document.paths as Record<string, Record<string, Record<string, unknown>>>;
    // host + basePath became a server; a body parameter a request body; formData a multipart body.
    expect(spec.document.servers).toEqual([{ url: 'https://petstore.example.com/v1' }]);
    const create = paths['/pets']!.post!;
    expect(create.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { required: ['name'] } } },
    });
    const upload = paths['/pets/{petId}/photo']!.post!;
    expect(upload.requestBody).toMatchObject({
      content: {
        'multipart/form-data': { schema: { properties: { file: { format: 'binary' } } } },
      },
    });
    expect(Object.keys(spec.source.components as object)).toContain('schemas');
    expect(JSON.stringify(spec.source)).not.toContain('#/definitions/');
  });

  it('refuses another Swagger version with DG3004 at its `swagger` field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-swagger-'));
    const file = path.join(dir, 'api.yaml');
    writeFileSync(file, 'info: { title: x, version: "1" }\nswagger: "1.2"\npaths: {}\n');
    const error = await loadSpec(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).diagnostics[0]).toMatchObject({
      code: 'DG3004',
      line: 2,
      column: 1,
      pointer: '/swagger',
      message: 'Swagger 1.2 documents are not supported',
    });
  });

  it('offers a converted Swagger 2.0 document as converted', async () => {
    const { json, yaml } = await specDownloads(
      await loadSpec(path.join(specsDir, 'swagger2.yaml')),
    );
    expect(JSON.parse(text(json)).openapi).toBe('3.0.0');
    expect(yaml).toMatch(/^openapi: 3\.0\.0/);
    expect(yaml).not.toContain('swagger:');
  });
});

describe('specDownloads', () => {
  it('bundles a multi-file spec into one document with internal $refs only', async () => {
    const spec = await loadSpec(path.join(specsDir, 'multi-file/openapi.yaml'));
    const { json, yaml } = await specDownloads(spec);
    const refs = [...text(json).matchAll(/"\$ref": "([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((r) => r.startsWith('#/'))).toBe(true);
    expect(yaml).toMatch(/^openapi: 3\.1\.0/);
    expect(JSON.parse(text(json)).paths['/v1/envelopes/{envelope}'].get.operationId).toBe(
      'getEnvelope',
    );
  });

  it('bundles a multi-file spec from the files as loaded, reading none again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-multi-file-'));
    cpSync(path.join(specsDir, 'multi-file'), dir, { recursive: true });
    const spec = await loadSpec(path.join(dir, 'openapi.yaml'));
    const before = await specDownloads(spec);
    expect(spec.parsedFiles.size).toBe(spec.sources.length - 1);
    // The files it $refs are gone: bundling them again from disk would fail.
    for (const [file] of spec.sources.slice(1)) rmSync(file);
    expect(await specDownloads(spec)).toEqual(before);
    expect(before.json).toContain('"getEnvelope"');
  });

  it('offers a single YAML file as written, and once as JSON', async () => {
    const file = path.join(specsDir, 'minimal.yaml');
    const downloads = await specDownloads(await loadSpec(file));
    expect(Buffer.from(downloads.yaml!).equals(readFileSync(file))).toBe(true);
    expect(JSON.parse(text(downloads.json)).paths['/v1/me'].get.operationId).toBe('getProfile');
    expect(specFiles('/api/', downloads).map((f) => f.file)).toEqual([
      'api/openapi.json',
      'api/openapi.yaml',
    ]);
  });

  it('copies a JSON spec byte for byte and offers no YAML', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-json-spec-'));
    const file = path.join(dir, 'openapi.json');
    const source = '{"openapi":"3.0.3","info":{"title":"J","version":"1"},"paths":{}}\n';
    writeFileSync(file, source);
    const downloads = await specDownloads(await loadSpec(file));
    expect(Object.keys(downloads)).toEqual(['json']);
    expect(text(downloads.json)).toBe(source);
    expect(specFiles('/api/', downloads).map((f) => f.file)).toEqual(['api/openapi.json']);
    expect(offersYaml(file)).toBe(false);
    expect(offersYaml(path.join(specsDir, 'minimal.yaml'))).toBe(true);
  });

  it('offers a single file as its bytes, even those that are not UTF-8', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-bytes-spec-'));
    const file = path.join(dir, 'openapi.yaml');
    // A byte-order mark, and a comment in Latin-1 (0xE9: "é"), which is not UTF-8.
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('# Vers', 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from('o\nopenapi: 3.0.3\ninfo: { title: B, version: "1" }\npaths: {}\n'),
    ]);
    writeFileSync(file, bytes);
    const downloads = await specDownloads(await loadSpec(file));
    expect(Buffer.from(downloads.yaml!).equals(bytes)).toBe(true);
    expect(JSON.parse(text(downloads.json)).info.title).toBe('B');
  });
});
