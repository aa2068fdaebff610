import type { JsonSchema } from '../../shared/try-it.js';
import { isObject, type JsonObject } from '../util/objects.js';

const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

/** Keywords kept as they are: what the console's validator checks. */
const VALUES = new Set([
  'type',
  'enum',
  'const',
  'required',
  'nullable',
  'readOnly',
  'writeOnly',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'contentMediaType',
]);
/** Keywords whose value is a schema. */
const ONE = new Set(['additionalProperties', 'contains', 'not', 'if', 'then', 'else']);
/** Keywords whose value is a list of schemas. */
const LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const MAP = new Set(['properties', 'patternProperties']);

/**
 * Trims the dereferenced spec's schemas to what validation needs (no descriptions, no examples)
 * and keeps each component schema once, in `defs`, where bodies point with `{ "$ref":
 * "#/defs/Name" }`: operations that share a schema share its bytes, and a recursive schema stays
 * finite. A schema that recurs without being a component gets a name of its own (`*1`, `*2`…).
 */
export class TryItSchemas {
  readonly defs: Record<string, JsonSchema> = {};
  private readonly names = new Map<object, string>();
  private readonly hoisted = new Map<object, string>();
  private readonly stack = new Set<object>();

  constructor(components: unknown) {
    for (const [name, schema] of Object.entries(isObject(components) ? components : {}))
      if (isObject(schema) && !this.names.has(schema)) this.names.set(schema, name);
  }

  /** The trimmed schema, or undefined when `schema` is not one. */
  add(schema: unknown): JsonSchema | undefined {
    if (typeof schema === 'boolean') return schema;
    return isObject(schema) ? this.visit(schema) : undefined;
  }

  private ref(name: string): JsonSchema {
    return { $ref: `#/defs/${token(name)}` };
  }

  private visit(node: JsonObject): JsonSchema {
    const name = this.names.get(node);
    if (name !== undefined) {
      if (!(name in this.defs)) {
        this.defs[name] = true; // Until its body is done: a recursive use finds the name.
        this.defs[name] = this.body(node);
      }
      return this.ref(name);
    }
    const hoisted = this.hoisted.get(node);
    if (hoisted !== undefined) return this.ref(hoisted);
    if (this.stack.has(node)) {
      // `*` is not allowed in a component's name: no clash, and nothing to escape in the $ref.
      const own = `*${this.hoisted.size + 1}`;
      this.hoisted.set(node, own);
      return this.ref(own);
    }
    this.stack.add(node);
    const out = this.body(node);
    this.stack.delete(node);
    const own = this.hoisted.get(node);
    if (own === undefined) return out;
    this.defs[own] = out;
    return this.ref(own);
  }

  private body(node: JsonObject): JsonSchema {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (VALUES.has(key)) out[key] = value;
      else if (ONE.has(key)) {
        const schema = this.add(value);
        if (schema !== undefined) out[key] = schema;
      } else if (LIST.has(key) && Array.isArray(value)) {
        out[key] = value.map((v) => this.add(v) ?? true);
      } else if (MAP.has(key) && isObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, this.add(v) ?? true]),
        );
      } else if (key === 'items') {
        // OpenAPI 3.0 and 3.1 give one schema; an old tuple form gives a list.
        out[key] = Array.isArray(value) ? value.map((v) => this.add(v) ?? true) : this.add(value);
      }
    }
    return out;
  }
}
