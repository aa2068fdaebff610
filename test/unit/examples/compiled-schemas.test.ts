import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { createSpecAjv } from '../../../src/node/check/spec-examples.js';
import { validatorCode } from '../../../src/node/check/stages.js';
import { Graph } from '../../../src/node/graph/graph.js';
import { validatorCache } from '../../../src/node/check/run.js';
import { testRunner } from '../../helpers/runner.js';
import { SchemaCompiler } from '../../../src/node/examples/compiled-schemas.js';

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

/** `docgen check`'s way: the validators stage, read from the cache folder ahead. */
async function openCache(folder: string) {
  const graph = Graph.open(folder, { persist: true, dir: folder, salt: 'code' });
  const run = testRunner({ graph });
  await run.ready(validatorCode);
  return {
    cache: validatorCache(run),
    save: () => graph.finish({ ok: true }),
    stats: () => {
      const counts = graph.reuse.get('validators') ?? { reused: 0, made: 0 };
      return { hits: counts.reused, misses: counts.made };
    },
  };
}

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
        new SchemaCompiler(() => createSpecAjv(true), 'spec', first.cache),
        schema,
      );
      await first.save();

      const second = await openCache(folder);
      const makeAjv = vi.fn(() => createSpecAjv(true));
      // Another object with the same JSON: the same code, and no Ajv made at all.
      expect(
        errorsOf(new SchemaCompiler(makeAjv, 'spec', second.cache), structuredClone(schema)),
      ).toEqual(expected);
      expect(makeAjv).not.toHaveBeenCalled();
      expect(second.stats()).toEqual({ hits: 1, misses: 0 });
      expect(errorsOf(new SchemaCompiler(() => createSpecAjv(), 'spec'), schema)).toEqual(expected);
    },
  );

  it(
    'keeps apart the code of other Ajv options, ' + 'and remembers a schema that does not compile',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'docgen-validators-'));
      const first = await openCache(folder);
      const strict = new SchemaCompiler(() => createSpecAjv(true), 'strict', first.cache);
      expect(strict.compile({ type: 'string', unknownKeyword: 1 })).toBeNull();
      await first.save();
      const second = await openCache(folder);
      expect(
        new SchemaCompiler(() => createSpecAjv(true), 'strict', second.cache).compile({
          type: 'string',
          unknownKeyword: 1,
        }),
      ).toBeNull();
      const lenient = new SchemaCompiler(
        () => new Ajv2020({ strict: false, code: { source: true } }),
        'lenient',
        second.cache,
      );
      expect(lenient.compile({ type: 'string', unknownKeyword: 1 })?.('x')).toBe(true);
      expect(second.stats()).toEqual({ hits: 1, misses: 1 });
    },
  );

  it(
    'compiles each schema object once, ' +
      'and leaves schemas with an $id (registered in Ajv) out of the cache',
    async () => {
      const cache = await openCache(mkdtempSync(path.join(tmpdir(), 'docgen-validators-')));
      const ajv = createSpecAjv(true);
      const compile = vi.spyOn(ajv, 'compile');
      const compiler = new SchemaCompiler(() => ajv, 'spec', cache.cache);
      expect(compiler.compile(schema)).toBe(compiler.compile(schema));
      const identified = { $id: 'https://exemplo.com.br/s', type: 'string' };
      expect(compiler.compile(identified)?.('x')).toBe(true);
      expect(compile).toHaveBeenCalledTimes(2);
      expect(cache.stats()).toEqual({ hits: 0, misses: 1 });
    },
  );
});
