import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { DiskCache } from '../../../src/node/pipeline/disk-cache.js';
import { createSpecAjv } from '../../../src/node/check/spec-examples.js';
import {
  SchemaCompiler,
  type ValidatorCache,
} from '../../../src/node/examples/compiled-schemas.js';

const schema = {
  type: 'object',
  required: ['email', 'state'],
  properties: {
    email: { type: 'string', format: 'email' },
    state: { enum: ['draft', 'sent'] },
    tags: { type: 'array', items: { type: 'string', minLength: 2 } },
  },
};
const values: unknown[] = [
  { email: 'a@b.co', state: 'draft' },
  { email: 'not-an-email', state: 'lost', tags: ['x', 3] },
  'text',
  {},
];

const openCache = (folder: string) =>
  DiskCache.open<string | null>(folder, 'validators', 'code') as Promise<ValidatorCache>;

function errorsOf(compiler: SchemaCompiler, s: unknown): unknown[] {
  const validate = compiler.compile(s);
  return values.map((v) => (validate?.(v) ? [] : validate?.errors));
}

describe('SchemaCompiler', () => {
  it(
    'reuses the code of a schema compiled by an earlier run, ' +
      'which validates exactly as compiling does',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'docgen-validators-'));
      const first = await openCache(folder);
      const expected = errorsOf(
        new SchemaCompiler(() => createSpecAjv(true), 'spec', first),
        schema,
      );
      await first.save();

      const second = await openCache(folder);
      const makeAjv = vi.fn(() => createSpecAjv(true));
      // Another object with the same JSON: the same code, and no Ajv made at all.
      expect(
        errorsOf(new SchemaCompiler(makeAjv, 'spec', second), structuredClone(schema)),
      ).toEqual(expected);
      expect(makeAjv).not.toHaveBeenCalled();
      expect(second.stats).toEqual({ hits: 1, misses: 0 });
      expect(errorsOf(new SchemaCompiler(() => createSpecAjv(), 'spec'), schema)).toEqual(expected);
    },
  );

  it(
    'keeps apart the code of other Ajv options, ' + 'and remembers a schema that does not compile',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'docgen-validators-'));
      const first = await openCache(folder);
      const strict = new SchemaCompiler(() => createSpecAjv(true), 'strict', first);
      expect(strict.compile({ type: 'string', unknownKeyword: 1 })).toBeNull();
      await first.save();
      const second = await openCache(folder);
      expect(
        new SchemaCompiler(() => createSpecAjv(true), 'strict', second).compile({
          type: 'string',
          unknownKeyword: 1,
        }),
      ).toBeNull();
      const lenient = new SchemaCompiler(
        () => new Ajv2020({ strict: false, code: { source: true } }),
        'lenient',
        second,
      );
      expect(lenient.compile({ type: 'string', unknownKeyword: 1 })?.('x')).toBe(true);
      expect(second.stats).toEqual({ hits: 1, misses: 1 });
    },
  );

  it(
    'compiles each schema object once, ' +
      'and leaves schemas with an $id (registered in Ajv) out of the cache',
    async () => {
      const cache = await openCache(mkdtempSync(path.join(tmpdir(), 'docgen-validators-')));
      const ajv = createSpecAjv(true);
      const compile = vi.spyOn(ajv, 'compile');
      const compiler = new SchemaCompiler(() => ajv, 'spec', cache);
      expect(compiler.compile(schema)).toBe(compiler.compile(schema));
      const identified = { $id: 'https://exemplo.com.br/s', type: 'string' };
      expect(compiler.compile(identified)?.('x')).toBe(true);
      expect(compile).toHaveBeenCalledTimes(2);
      expect(cache.stats).toEqual({ hits: 0, misses: 1 });
    },
  );
});
