import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/node/openapi/load.js';
import {
  createSerialiser,
  serialise,
  specDownloads,
} from '../../../src/node/publish/spec-downloads.js';

// The worker as docgen runs it: compiled by `npm run compile` (which `npm test` runs first).
const compiled = new URL('../../../lib/spec-downloads-worker.js', import.meta.url);
const multiFile = path.join(import.meta.dirname, '../../fixtures/specs/multi-file/openapi.yaml');

describe("the spec's downloads, serialised in a worker", () => {
  it('is compiled to lib/spec-downloads-worker.js', () => {
    expect(existsSync(fileURLToPath(compiled))).toBe(true);
  });

  it('bundles a multi-file spec in its worker as on this thread, byte for byte', async () => {
    const spec = await loadSpec(multiFile);
    const here = await serialise({ spec, yamlToo: true });
    const inWorker = await specDownloads(spec, createSerialiser(compiled));
    expect(inWorker).toEqual(here);
    expect(inWorker.yaml).toContain('Envelope:');
    // The other files are bundled in: no `$ref` leads out of the document.
    expect(inWorker.json).not.toMatch(/"\$ref": "\.\//);
  });

  it('rejects with what went wrong in the worker', async () => {
    const spec = await loadSpec(multiFile);
    const source = { ...spec.source, 'x-gone': { $ref: './gone.yaml#/Gone' } };
    const request = { spec: { ...spec, source }, yamlToo: true };
    await expect(createSerialiser(compiled)(request)).rejects.toThrow(/gone\.yaml/);
  });
});
