import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { createAjv, SchemaCompiler, type ValidatorCache } from '../examples/compiled-schemas.js';
import { toPointer } from '../openapi/parse-source.js';
import type { SpecSources } from './spec-source.js';
import { HTTP_METHODS } from '../../shared/api-view-models.js';
import { isObject, type JsonObject } from '../util/objects.js';

/**
 * One example of the spec and the schema it must satisfy; `path` is its place in the dereferenced
 * document.
 */
export interface SpecExample {
  path: string[];
  schema: unknown;
  value: unknown;
}

const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'] as const;
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_SINGLE = [
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

const entries = (value: unknown): [string, unknown][] =>
  isObject(value) ? Object.entries(value) : [];

/** `example` and `examples.*.value` of a Media Type, Parameter or Header object. */
function holderExamples(holder: JsonObject, at: string[], out: SpecExample[]): void {
  if (!('schema' in holder)) return;
  if ('example' in holder)
    out.push({ path: [...at, 'example'], schema: holder.schema, value: holder.example });
  for (const [name, example] of entries(holder.examples)) {
    if (isObject(example) && 'value' in example)
      out.push({
        path: [...at, 'examples', name, 'value'],
        schema: holder.schema,
        value: example.value,
      });
  }
}

/**
 * Schema-level `examples` arrays, each (dereferenced, possibly circular) schema object visited
 * once.
 */
function schemaExamples(
  schema: unknown,
  at: string[],
  seen: Set<object>,
  out: SpecExample[],
): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema.examples))
    schema.examples.forEach((value: unknown, i) =>
      out.push({ path: [...at, 'examples', String(i)], schema, value }),
    );
  for (const key of SCHEMA_MAPS)
    for (const [name, child] of entries(schema[key]))
      schemaExamples(child, [...at, key, name], seen, out);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(schema[key]))
      (schema[key] as unknown[]).forEach((child, i) =>
        schemaExamples(child, [...at, key, String(i)], seen, out),
      );
  for (const key of SCHEMA_SINGLE) schemaExamples(schema[key], [...at, key], seen, out);
}

/**
 * Media types of an operation that should show an example but do not (request bodies, JSON success
 * responses).
 */
export interface MissingExample {
  path: string[];
}

const hasExample = (media: JsonObject) => 'example' in media || entries(media.examples).length > 0;

/**
 * Every example of a dereferenced OpenAPI document: request bodies, responses, parameters, headers
 * and schema-level `examples`. A holder shared through `$ref` is collected once, at its first use.
 */
export function collectSpecExamples(document: unknown): {
  examples: SpecExample[];
  missing: MissingExample[];
} {
  const examples: SpecExample[] = [];
  const missing: MissingExample[] = [];
  const seen = new Set<object>();
  const once = (holder: unknown): holder is JsonObject =>
    isObject(holder) && !seen.has(holder) && seen.add(holder) !== undefined;
  const parameters = (list: unknown, at: string[]) => {
    if (Array.isArray(list))
      list.forEach(
        (p, i) => once(p) && holderExamples(p, [...at, 'parameters', String(i)], examples),
      );
  };
  const doc = isObject(document) ? document : {};
  for (const [route, item] of entries(doc.paths)) {
    if (!isObject(item)) continue;
    parameters(item.parameters, ['paths', route]);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const at = ['paths', route, method];
      parameters(op.parameters, at);
      const body = isObject(op.requestBody) ? op.requestBody : {};
      for (const [type, media] of entries(body.content)) {
        if (!isObject(media)) continue;
        if (!hasExample(media)) missing.push({ path: [...at, 'requestBody', 'content', type] });
        if (once(media)) holderExamples(media, [...at, 'requestBody', 'content', type], examples);
      }
      for (const [status, response] of entries(op.responses)) {
        if (!isObject(response)) continue;
        for (const [type, media] of entries(response.content)) {
          if (!isObject(media)) continue;
          // Every success response with a JSON body needs an example; binary downloads have none.
          if (/^2/.test(status) && type.includes('json') && !hasExample(media))
            missing.push({ path: [...at, 'responses', status, 'content', type] });
          if (once(media))
            holderExamples(media, [...at, 'responses', status, 'content', type], examples);
        }
        for (const [name, header] of entries(response.headers))
          if (once(header))
            holderExamples(header, [...at, 'responses', status, 'headers', name], examples);
      }
    }
  }
  const seenSchemas = new Set<object>();
  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, schema] of entries(components.schemas))
    schemaExamples(schema, ['components', 'schemas', name], seenSchemas, examples);
  return { examples, missing };
}

/**
 * Ajv for the JSON Schema 2020-12 dialect of OpenAPI 3.1, strict, with formats; `keepCode` for a
 * SchemaCompiler's cache.
 */
export function createSpecAjv(keepCode = false): Ajv2020 {
  return createAjv({
    allErrors: true,
    strict: true,
    // `required` inside `if` branches without a `type` is intended in the spec.
    strictTypes: false,
    // `anyOf: [{ required: [email] }, { required: [phone] }]` names properties the parent declares.
    strictRequired: false,
    allowUnionTypes: true,
    // Each schema is compiled once and run a few times: Ajv's optimising passes cost more than they
    // save.
    code: { optimize: false, source: keepCode },
  });
}

/**
 * Validates examples, compiling each schema object once (with a cache, once across runs); a schema
 * Ajv cannot compile (circular) is skipped.
 */
export function exampleValidator(cache?: ValidatorCache): (example: SpecExample) => ErrorObject[] {
  const compiler = new SchemaCompiler(
    () => createSpecAjv(cache !== undefined),
    'spec-examples',
    cache,
  );
  return (example) => {
    const validate = compiler.compile(example.schema);
    if (!validate || validate(example.value)) return [];
    return validate.errors ?? [];
  };
}

const describeError = (e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? 'é inválido'}`;

/**
 * `docgen check`: every example of the spec validated against its schema, located where it is
 * written.
 */
export function checkSpecExamples(
  document: unknown,
  sources: SpecSources,
  cache?: ValidatorCache,
): Diagnostic[] {
  const validate = exampleValidator(cache);
  return collectSpecExamples(document).examples.flatMap((example): Diagnostic[] => {
    const errors = validate(example);
    if (errors.length === 0) return [];
    const where = sources.resolve(example.path);
    // Named by its use in the dereferenced document when it is written elsewhere (a shared
    // component).
    const used = toPointer(example.path);
    const found = errors.slice(0, 3).map(describeError).join('; ');
    return [
      {
        code: codes.specExampleInvalid,
        severity: 'error',
        rule: 'spec-example',
        ...(used === where.pointer
          ? said('specExampleInvalid', { errors: found })
          : said('specExampleInvalidUsed', { used, errors: found })),
        ...where,
      },
    ];
  });
}
