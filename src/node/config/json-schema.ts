/**
 * Reading the definition's schemas as JSON Schema: the generators and the error messages see a
 * schema as plain data (what TypeBox built), plus the FieldMeta a field carries.
 */
import type { TSchema } from 'typebox';
import { isObject } from '../util/objects.js';
import { type FieldMeta, metaOf } from './field.js';

/** The JSON Schema keywords the definition uses. */
export interface Schema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
}

export const asSchema = (schema: TSchema) => schema as Schema;
export const meta = (schema: Schema): FieldMeta => metaOf(schema as TSchema) ?? {};

/** A union's members: its `anyOf`, else itself. */
export const members = (schema: Schema): Schema[] => schema.anyOf ?? [schema];

/** An object schema with named fields (not a dictionary). */
export const hasFields = (
  schema: Schema,
): schema is Schema & { properties: Record<string, Schema> } =>
  schema.type === 'object' && schema.properties !== undefined;

/**
 * How resolve.ts makes a field's resolved value, which types.ts's ResolvedConfig follows: by its
 * resolution; field by field, for an object whose fields may all be left out (`{}` when absent);
 * else as given, or its default (a field it names), or undefined.
 */
export function howResolved(schema: Schema): 'resolution' | 'fields' | 'given or default' {
  if (meta(schema).resolution) return 'resolution';
  if (hasFields(schema) && (schema.required ?? []).length === 0) return 'fields';
  return 'given or default';
}

/** Whether a field always has a value once resolved: a default, or a field it copies. */
export const hasDefault = (schema: Schema) =>
  schema.default !== undefined || meta(schema).defaultFrom !== undefined;

/** Whether `key` of an object schema must be given. */
export const isRequired = (object: Schema, key: string) => object.required?.includes(key) ?? false;

/** JSON Schema's annotations, which validation ignores. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples']);

/**
 * The schema for the validator: the definition as JSON, without annotations (the descriptions
 * would only make the generated validator larger).
 */
export function validationSchema(schema: Schema): Schema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === 'properties' || key === '$defs')
      out[key] = mapValues(value as Record<string, Schema>, validationSchema);
    else if (key === 'anyOf') out[key] = (value as Schema[]).map(validationSchema);
    else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object')
      out[key] = validationSchema(value as Schema);
    else out[key] = structuredClone(value);
  }
  return out as Schema;
}

function mapValues<T, U>(record: Record<string, T>, f: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));
}

/** Whether a value is of a union member's kind: its type, its `const`, its objects' consts. */
export function applies(schema: Schema, value: unknown): boolean {
  if ('const' in schema) return schema.const === value;
  if (schema.enum) return schema.enum.includes(value);
  const types: Record<string, (v: unknown) => boolean> = {
    string: (v) => typeof v === 'string',
    boolean: (v) => typeof v === 'boolean',
    number: (v) => typeof v === 'number',
    integer: Number.isInteger,
    array: Array.isArray,
    object: isObject,
  };
  if (schema.type && !types[schema.type]?.(value)) return false;
  return Object.entries(schema.properties ?? {}).every(
    ([key, property]) =>
      !('const' in property) ||
      !isObject(value) ||
      !(key in value) ||
      value[key] === property.const,
  );
}

/** The value at a path of keys (and list indexes) of the config. */
export function valueAt(config: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      isObject(at) || Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined,
    config,
  );
}

/**
 * The definition's schema for the value at `path`: through lists, dictionaries, references and,
 * in a union, the member the value is of.
 */
export function schemaAt(root: Schema, path: string[], config: unknown): Schema | undefined {
  const defs = new Map<string, Schema>();
  const deref = (schema: Schema | undefined): Schema | undefined => {
    for (const [name, def] of Object.entries(schema?.$defs ?? {})) defs.set(name, def);
    return schema?.$ref !== undefined ? deref(defs.get(schema.$ref)) : schema;
  };
  let schema = deref(root);
  for (let depth = 0; depth < path.length && schema; depth++) {
    const value = valueAt(config, path.slice(0, depth));
    const object: Schema | undefined = schema.anyOf
      ? schema.anyOf.map(deref).find((b) => b && applies(b, value))
      : schema;
    const key = path[depth]!;
    const extra = object?.additionalProperties;
    schema = deref(
      object?.properties?.[key] ?? (typeof extra === 'object' ? extra : object?.items),
    );
  }
  return schema;
}
