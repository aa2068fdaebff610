import type { Schema } from './operations.js';
import { isObject } from '../util/objects.js';

/** Types a schema allows, looking through composition keywords. */
export function schemaTypes(schema: Schema | undefined, seen = new Set<Schema>()): Set<string> {
  const out = new Set<string>();
  if (!schema || seen.has(schema)) return out;
  seen.add(schema);
  const type = schema.type;
  if (typeof type === 'string') out.add(type);
  if (Array.isArray(type)) for (const t of type) out.add(String(t));
  if (schema.const !== undefined)
    out.add(typeof schema.const === 'number' ? 'number' : typeof schema.const);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list))
      for (const s of list) if (isObject(s)) for (const t of schemaTypes(s, seen)) out.add(t);
  }
  return out;
}

/**
 * Turns the text of a parameter or form field into the JSON value its schema expects, the way a
 * server reads `?page=2` as the integer 2. Text that does not fit stays text, so Ajv reports it.
 */
export function coerce(text: string, schema: Schema | undefined): unknown {
  const types = schemaTypes(schema);
  if ((types.has('integer') || types.has('number')) && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.has('boolean') && (text === '1' || text === '0') && !types.has('string'))
    return text === '1';
  if (types.has('null') && text === 'null' && !types.has('string')) return null;
  return text;
}

/** Property schemas declared for an object schema, through `allOf`/`anyOf`/`oneOf`/`then`. */
export function propertySchemas(
  schema: Schema | undefined,
  seen = new Set<Schema>(),
): Map<string, Schema> {
  const out = new Map<string, Schema>();
  if (!schema || seen.has(schema)) return out;
  seen.add(schema);
  if (isObject(schema.properties))
    for (const [k, v] of Object.entries(schema.properties))
      if (isObject(v) && !out.has(k)) out.set(k, v);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list))
      for (const s of list)
        if (isObject(s))
          for (const [k, v] of propertySchemas(s, seen)) if (!out.has(k)) out.set(k, v);
  }
  return out;
}

/**
 * Form or multipart fields as the object a schema validates; `@file` uploads become a placeholder
 * string.
 */
export function fieldsToObject(
  fields: Array<[string, string]>,
  schema: Schema | undefined,
): Record<string, unknown> {
  const props = propertySchemas(schema);
  const out: Record<string, unknown> = {};
  for (const [name, raw] of fields) {
    const value = raw.startsWith('@')
      ? `(arquivo ${raw.slice(1).replace(/;.*$/, '')})`
      : coerce(raw, props.get(name));
    const existing = out[name];
    out[name] =
      existing === undefined
        ? value
        : Array.isArray(existing)
          ? [...existing, value]
          : [existing, value];
  }
  return out;
}

/**
 * JSON of an example body. Partial bodies may elide members with a `...` line; those lines and the
 * commas they leave dangling are removed before parsing.
 */
export function parseJsonBody(
  text: string,
  partial: boolean,
): { value: unknown } | { error: string; line: number } {
  const source = partial
    ? text.replace(/^\s*(\.\.\.|…)\s*,?\s*$/gm, '').replace(/,(\s*[}\]])/g, '$1')
    : text;
  try {
    return { value: JSON.parse(source) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = position ? source.slice(0, Number(position[1])).split('\n').length - 1 : 0;
    return { error: message, line };
  }
}
