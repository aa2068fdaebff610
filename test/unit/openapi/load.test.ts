import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../../src/node/diagnostics/diagnostic.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { specDownloads } from '../../../src/node/publish/spec-downloads.js';
import { specsDir } from './helpers.js';

describe('loadSpec', () => {
  it('rejects Swagger 2.0 with DG3004, its location and a hint to convert it', async () => {
    const error = await loadSpec(path.join(specsDir, 'swagger2.yaml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    const [d] = (error as DocgenError).diagnostics;
    expect(d).toMatchObject({ code: 'DG3004', line: 1, column: 1, pointer: '/swagger' });
    expect(d!.message).toBe('Swagger 2.0 documents are not supported');
    expect(d!.hint).toMatch(/Convert it to OpenAPI 3/);
  });
});

describe('specDownloads', () => {
  it('bundles a multi-file spec into one document with internal $refs only', async () => {
    const spec = await loadSpec(path.join(specsDir, 'multi-file/openapi.yaml'));
    const { json, yaml } = await specDownloads(spec);
    const refs = [...json.matchAll(/"\$ref": "([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((r) => r.startsWith('#/'))).toBe(true);
    expect(yaml).toMatch(/^openapi: 3\.1\.0/);
    expect(JSON.parse(json).paths['/v1/envelopes/{envelope}'].get.operationId).toBe('getEnvelope');
  });
});
