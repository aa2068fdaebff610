import { readFileSync } from 'node:fs';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { describe, expect, it } from 'vitest';
import { dereferenceLocal } from '../../../src/node/openapi/dereference.js';
import { parseSource } from '../../../src/node/openapi/parse-source.js';
import type { JsonObject } from '../../../src/node/util/objects.js';
import { specsDir } from './helpers.js';

/**
 * Whether two object graphs are the same graph: equal values, and one object of `a` wherever `b`
 * has one object (shared nodes and cycles in the same places).
 */
function sameGraph(a: unknown, b: unknown): string | undefined {
  const pairs = new Map<object, object>();
  const reverse = new Map<object, object>();
  const walk = (x: unknown, y: unknown, at: string): string | undefined => {
    if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null)
      return Object.is(x, y) ? undefined : `${at}: ${String(x)} ≠ ${String(y)}`;
    if (pairs.has(x) || reverse.has(y))
      return pairs.get(x) === y ? undefined : `${at}: shared differently`;
    pairs.set(x, y);
    reverse.set(y, x);
    if (Array.isArray(x) !== Array.isArray(y)) return `${at}: array and object`;
    const keys = Object.keys(x);
    if (keys.join('\0') !== Object.keys(y).join('\0')) return `${at}: other keys`;
    for (const key of keys) {
      const problem = walk((x as JsonObject)[key], (y as JsonObject)[key], `${at}/${key}`);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(a, b, '');
}

async function viaRefParser(file: string, source: JsonObject): Promise<unknown> {
  return $RefParser.dereference(file, structuredClone(source), {
    dereference: { circular: true },
    resolve: { http: false },
  });
}

const cyclic: JsonObject = {
  openapi: '3.1.0',
  paths: { '/a~b/{id}': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } },
  components: {
    responses: {
      Ok: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
    },
    schemas: {
      Node: {
        type: 'object',
        properties: {
          next: { $ref: '#/components/schemas/Node' },
          tag: { $ref: '#/components/schemas/Tag/properties/name' },
        },
      },
      Tag: { properties: { name: { type: 'string' } } },
      Alias: { $ref: '#/components/schemas/Node' },
      Path: { $ref: '#/paths/~1a~0b~1%7Bid%7D/get' },
    },
  },
};

describe('dereferenceLocal', () => {
  it.each(['hard-cases.yaml', 'minimal.yaml', 'no-tags.yaml'])(
    'gives the graph ref-parser gives (%s)',
    async (name) => {
      const file = path.join(specsDir, name);
      const source = parseSource(readFileSync(file, 'utf8')).value as JsonObject;
      const local = dereferenceLocal(source);
      expect(local).toBeDefined();
      expect(sameGraph(local, await viaRefParser(file, source))).toBeUndefined();
      // The source stays as written.
      expect(source).toEqual(parseSource(readFileSync(file, 'utf8')).value);
    },
  );

  it('resolves cycles, chains, refs into refs and escaped pointers like ref-parser', async () => {
    const local = dereferenceLocal(cyclic)!;
    expect(sameGraph(local, await viaRefParser('/tmp/x.json', cyclic))).toBeUndefined();
    const schemas = (local.components as JsonObject).schemas as Record<string, JsonObject>;
    expect((schemas.Node!.properties as JsonObject).next).toBe(schemas.Node);
    expect(schemas.Alias).toBe(schemas.Node);
  });

  it('leaves to ref-parser what it does not resolve alone', () => {
    const refs = [
      { $ref: 'other.yaml#/x' },
      { $ref: '#/missing' },
      { $ref: '#/components', description: 'a sibling ref-parser merges' },
    ];
    for (const ref of refs)
      expect(dereferenceLocal({ components: {}, paths: { '/x': ref } }), ref.$ref).toBeUndefined();
    expect(dereferenceLocal({ a: { $ref: '#/b' }, b: { $ref: '#/a' } })).toBeUndefined();
  });
});
