/**
 * Reading the definition's schemas as JSON Schema: the generators see a schema as plain data
 * (what TypeBox built), plus the FieldMeta a field carries.
 */
import type { TSchema } from 'typebox';
import { type FieldMeta, metaOf } from '../field.js';

/** The JSON Schema keywords the definition uses, as the generators read them. */
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
