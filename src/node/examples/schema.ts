import type { ErrorObject } from 'ajv/dist/2020.js';
import { createAjv, SchemaCompiler, type ValidatorCache } from './compiled-schemas.js';
import type { Schema } from './operations.js';
import { isObject } from '../util/objects.js';

/** One problem found in an instance, with the JSON pointer of the value at fault. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/**
 * Validates example values against schemas of the dereferenced spec. One per check run: Ajv
 * compiles each schema object once (cached by identity), and `strict: false` accepts OpenAPI's
 * `example`, `discriminator` and other annotation keywords.
 */
export class SchemaValidator {
  private readonly compiler: SchemaCompiler;
  private readonly lenient = new WeakMap<Schema, Schema>();

  /**
   * `cache`: keep the code of compiled schemas between runs (`docgen check` passes the project's).
   */
  constructor(cache?: ValidatorCache) {
    // Each schema is compiled once and run a few times: Ajv's optimising passes cost more than they
    // save.
    const ajv = () =>
      createAjv({
        allErrors: true,
        strict: false,
        allowUnionTypes: true,
        validateFormats: true,
        code: { optimize: false, source: cache !== undefined },
      });
    this.compiler = new SchemaCompiler(ajv, 'content-examples', cache);
  }

  /** Full validation plus a check that every property shown is declared. */
  validate(schema: Schema, value: unknown): SchemaProblem[] {
    return [...this.run(schema, value), ...unknownProperties(schema, value, '')];
  }

  /**
   * Validation of a partial value: no `required`, `oneOf` read as `anyOf`; types, enums and names
   * still checked.
   */
  validatePartial(schema: Schema, value: unknown): SchemaProblem[] {
    let relaxed = this.lenient.get(schema);
    if (!relaxed) {
      relaxed = relax(schema, new Map()) as Schema;
      this.lenient.set(schema, relaxed);
    }
    return [...this.run(relaxed, value), ...unknownProperties(schema, value, '')];
  }

  private run(schema: Schema, value: unknown): SchemaProblem[] {
    // A schema that does not compile (circular) has its examples checked by name only.
    const validate = this.compiler.compile(schema);
    if (!validate || validate(value)) return [];
    return dedupe(validate.errors ?? []).map(toProblem);
  }
}

function toProblem(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  const detail = Array.isArray(params.allowedValues)
    ? ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
    : '';
  return {
    pointer: error.instancePath,
    message: `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${detail}`,
  };
}

/** `if/then` and `anyOf` failures repeat the underlying error; keep the most specific ones. */
function dedupe(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter(
    (e) => !['if', 'anyOf', 'oneOf', 'allOf', 'not'].includes(e.keyword) || errors.length === 1,
  );
  const list = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = `${e.instancePath} ${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Copy of a schema without `required` (outside `if`/`not`, where it is a condition) and with
 * `oneOf` → `anyOf`.
 */
function relax(node: unknown, seen: Map<object, unknown>, keepRequired = false): unknown {
  if (Array.isArray(node)) return node.map((n) => relax(n, seen, keepRequired));
  if (!isObject(node)) return node;
  const cached = seen.get(node);
  if (cached) return cached;
  const out: Record<string, unknown> = {};
  seen.set(node, out);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' && !keepRequired) continue;
    if (key === 'minItems' && !keepRequired) continue;
    if (key === 'properties' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(isObject(value) ? value : {}).map(([k, v]) => [
          k,
          relax(v, seen, keepRequired),
        ]),
      );
      continue;
    }
    out[key === 'oneOf' && !keepRequired ? 'anyOf' : key] = relax(
      value,
      seen,
      keepRequired || key === 'if' || key === 'not',
    );
  }
  return out;
}

/** Subschemas that apply to the same instance (composition keywords), gathered transitively. */
function applicators(schema: Schema, into: Schema[] = [], seen = new Set<Schema>()): Schema[] {
  if (seen.has(schema)) return into;
  seen.add(schema);
  into.push(schema);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const s of list) if (isObject(s)) applicators(s, into, seen);
  }
  for (const key of ['then', 'else']) {
    const s = schema[key];
    if (isObject(s)) applicators(s, into, seen);
  }
  return into;
}

/**
 * Properties of `value` that no applicable schema declares. Schemas in the spec leave
 * `additionalProperties` open, so Ajv alone would accept a misspelt field in an example.
 */
export function unknownProperties(
  schema: Schema,
  value: unknown,
  pointer: string,
): SchemaProblem[] {
  const parts = applicators(schema);
  if (Array.isArray(value)) {
    const items = parts.map((s) => s.items).filter(isObject);
    return items.length === 0
      ? []
      : value.flatMap((v, i) => items.flatMap((s) => unknownProperties(s, v, `${pointer}/${i}`)));
  }
  if (!isObject(value)) return [];
  const declared = new Map<string, Schema[]>();
  let open = parts.some(
    (s) =>
      s.additionalProperties === true ||
      isObject(s.additionalProperties) ||
      isObject(s.patternProperties),
  );
  const described = parts.some((s) => isObject(s.properties));
  if (!described) open = true;
  for (const s of parts) {
    for (const [name, sub] of Object.entries(isObject(s.properties) ? s.properties : {})) {
      if (isObject(sub)) declared.set(name, [...(declared.get(name) ?? []), sub]);
    }
  }
  return Object.entries(value).flatMap(([name, v]) => {
    const subs = declared.get(name);
    const at = `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!subs) return open ? [] : [{ pointer: at, message: `${at} is not declared in the schema` }];
    return unknownProperties(subs.length === 1 && subs[0] ? subs[0] : { allOf: subs }, v, at);
  });
}
