// Validates every example in spec/openapi.yaml against its schema (JSON Schema
// 2020-12, as OpenAPI 3.1 uses it): request bodies, responses, parameters,
// headers and schema-level `examples`. One test case per example, named by its
// JSON pointer in the dereferenced spec.
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, createAjv, loadDereferencedSpec, pointer, type Json } from './helpers.js';

interface ExampleCase {
  pointer: string;
  schema: Json | boolean;
  value: unknown;
}

interface MissingExample {
  pointer: string;
}

const SCHEMA_CHILDREN_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'] as const;
const SCHEMA_CHILDREN_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_CHILDREN_SINGLE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
] as const;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Examples of a Media Type, Parameter or Header object (`example` or `examples.*.value`). */
function examplesOf(holder: Json, at: string[], cases: ExampleCase[]): void {
  if (!('schema' in holder)) return;
  if ('example' in holder) cases.push({ pointer: pointer(...at, 'example'), schema: holder.schema, value: holder.example });
  for (const [name, example] of Object.entries((holder.examples ?? {}) as Json)) {
    if (isObject(example) && 'value' in example) {
      cases.push({ pointer: pointer(...at, 'examples', name, 'value'), schema: holder.schema, value: example.value });
    }
  }
}

function hasExample(mediaType: Json): boolean {
  return 'example' in mediaType || Object.keys(mediaType.examples ?? {}).length > 0;
}

/** Schema-level `examples` arrays, visiting each (dereferenced) schema object once. */
function schemaExamples(schema: unknown, at: string[], seen: Set<object>, cases: ExampleCase[]): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value: unknown, index: number) =>
      cases.push({ pointer: pointer(...at, 'examples', index), schema, value }),
    );
  }
  for (const key of SCHEMA_CHILDREN_MAPS) {
    for (const [name, child] of Object.entries((schema[key] ?? {}) as Json)) {
      schemaExamples(child, [...at, key, name], seen, cases);
    }
  }
  for (const key of SCHEMA_CHILDREN_LISTS) {
    ((schema[key] ?? []) as unknown[]).forEach((child, index) => schemaExamples(child, [...at, key, String(index)], seen, cases));
  }
  for (const key of SCHEMA_CHILDREN_SINGLE) schemaExamples(schema[key], [...at, key], seen, cases);
}

function collect(spec: Json): { cases: ExampleCase[]; missing: MissingExample[] } {
  const cases: ExampleCase[] = [];
  const missing: MissingExample[] = [];
  const seenHolders = new Set<object>();
  const once = (holder: Json): boolean => {
    if (seenHolders.has(holder)) return false;
    seenHolders.add(holder);
    return true;
  };

  const parameters = (list: Json[] | undefined, at: string[]): void =>
    (list ?? []).forEach((param, index) => {
      if (once(param)) examplesOf(param, [...at, 'parameters', String(index)], cases);
    });

  for (const [path, item] of Object.entries(spec.paths as Json)) {
    parameters(item.parameters, ['paths', path]);
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const at = ['paths', path, method];
      parameters(op.parameters, at);
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json)) {
        const mediaAt = [...at, 'requestBody', 'content', type];
        if (!hasExample(media)) missing.push({ pointer: pointer(...mediaAt) });
        if (once(media)) examplesOf(media, mediaAt, cases);
      }
      for (const [code, response] of Object.entries(op.responses as Json)) {
        for (const [type, media] of Object.entries((response.content ?? {}) as Json)) {
          const mediaAt = [...at, 'responses', code, 'content', type];
          // Every success response with a JSON body needs an example; binary downloads have none.
          if (/^2/.test(code) && type.includes('json') && !hasExample(media)) missing.push({ pointer: pointer(...mediaAt) });
          if (once(media)) examplesOf(media, mediaAt, cases);
        }
        for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
          if (once(header)) examplesOf(header, [...at, 'responses', code, 'headers', name], cases);
        }
      }
    }
  }

  const seenSchemas = new Set<object>();
  for (const [name, schema] of Object.entries(spec.components.schemas as Json)) {
    schemaExamples(schema, ['components', 'schemas', name], seenSchemas, cases);
  }
  return { cases, missing };
}

const spec = await loadDereferencedSpec();
const { cases, missing } = collect(spec);
const ajv = createAjv();

describe('examples in spec/openapi.yaml', () => {
  it('finds the examples', () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  it('every request body and every JSON success response has an example', () => {
    expect(missing).toEqual([]);
  });

  it.each(cases.map((c) => [c.pointer, c] as const))('%s is valid against its schema', (_pointer, example) => {
    const validate = ajv.compile(example.schema);
    const valid = validate(example.value);
    expect(validate.errors ?? [], JSON.stringify(example.value)).toEqual([]);
    expect(valid).toBe(true);
  });
});
