import type { Schema } from './schema-labels.js';
import { mergeAllOf } from './schema-tree.js';
import { discriminatorValue, type ComponentNames } from './variants.js';

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deeper than any sample openapi-sampler makes (`maxSampleDepth`): a bound, not a limit. */
const MAX_DEPTH = 32;

export interface RefineOptions {
  direction: 'request' | 'response';
  names: ComponentNames;
}

/**
 * What openapi-sampler leaves to do in a sample of `schema`, walked beside it (a new value, the
 * sample is not changed):
 * - a discriminator's property holds the value its mapping gives the option sampled (the first of
 *   a `oneOf`/`anyOf`, as openapi-sampler takes it), or the schema that extends its parent through
 *   `allOf` (`Cat: allOf [Pet, …]`, Pet's discriminator): `"petType": "Cat"`, not `"string"`;
 * - `readOnly` properties are left out of a request and `writeOnly` ones out of a response, also
 *   where openapi-sampler took the schema's own `example` whole.
 */
export function refineSample(value: unknown, schema: unknown, options: RefineOptions): unknown {
  return refine(value, schema, options, 0);
}

function refine(value: unknown, schema: unknown, options: RefineOptions, depth: number): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH || typeof value !== 'object' || value === null)
    return value;
  const merged = mergeAllOf(schema, (s) => options.names.has(s));
  if (Array.isArray(value)) {
    const items = merged.items;
    return isSchema(items) ? value.map((v) => refine(v, items, options, depth + 1)) : value;
  }
  let out = value as Record<string, unknown>;
  const option = firstOption(merged);
  if (option) {
    out = refine(out, option, options, depth + 1) as Record<string, unknown>;
    const d = merged.discriminator;
    const given = isSchema(d) ? discriminatorValue(d, option, options.names) : undefined;
    if (given !== undefined && isSchema(d)) out = { ...out, [String(d.propertyName)]: given };
  }
  const inherited = inheritedDiscriminator(schema, options.names);
  if (inherited) out = { ...out, ...inherited };
  return refineProperties(out, merged, options, depth);
}

/** The option openapi-sampler samples: the first of `oneOf`, else of `anyOf`. */
function firstOption(schema: Schema): Schema | undefined {
  const list = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : [];
  return isSchema(list[0]) ? list[0] : undefined;
}

/**
 * A component that extends, through `allOf`, a parent with a discriminator and no variants of its
 * own (OpenAPI's inheritance): the property and the value the parent's mapping gives it.
 */
function inheritedDiscriminator(
  schema: Schema,
  names: ComponentNames,
): Record<string, string> | undefined {
  if (!names.has(schema) || !Array.isArray(schema.allOf)) return undefined;
  for (const parent of schema.allOf) {
    if (!isSchema(parent) || parent.oneOf || parent.anyOf) continue;
    const d = parent.discriminator;
    if (!isSchema(d) || typeof d.propertyName !== 'string') continue;
    const value = discriminatorValue(d, schema, names);
    if (value !== undefined) return { [d.propertyName]: value };
  }
  return undefined;
}

/** Each property refined by its schema; those the direction hides left out. */
function refineProperties(
  value: Record<string, unknown>,
  schema: Schema,
  options: RefineOptions,
  depth: number,
): Record<string, unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const extra = isSchema(schema.additionalProperties) ? schema.additionalProperties : undefined;
  const hidden = options.direction === 'request' ? 'readOnly' : 'writeOnly';
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const own = Object.hasOwn(properties, key) ? properties[key] : undefined;
    const property = own ?? extra;
    if (!isSchema(property)) continue;
    if (own !== undefined && mergeAllOf(property)[hidden] === true) {
      out ??= { ...value };
      delete out[key];
      continue;
    }
    const refined = refine(item, property, options, depth + 1);
    if (refined !== item) (out ??= { ...value })[key] = refined;
  }
  return out ?? value;
}
