import { fill } from '../../shared/i18n/message.js';
import { referenceStrings, type ReferenceStrings } from './strings.js';

/**
 * Readable labels of a JSON schema's type and constraints, in the reference's language. Pure
 * functions of one schema object.
 */

export type Schema = Record<string, unknown>;

const num = (v: unknown): v is number => typeof v === 'number';

/** `type: ['string', 'null']` (3.1) and `nullable: true` (3.0) both mean "may be null". */
export function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const raw = Array.isArray(schema.type)
    ? (schema.type as unknown[]).map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  // `type: null` alone is a type of its own (as in `not: { type: null }`), not "any, or null".
  if (raw.length > 0 && raw.every((t) => t === 'null')) return { types: ['null'], nullable: false };
  const nullable = raw.includes('null') || schema.nullable === true;
  let types = raw.filter((t) => t !== 'null');
  if (types.length === 0 && raw.length === 0) types = inferTypes(schema);
  return { types, nullable };
}

function inferTypes(schema: Schema): string[] {
  if (schema.properties || schema.patternProperties || schema.additionalProperties !== undefined)
    return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : [];
  const kinds = new Set(
    values.filter((v) => v !== null).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)),
  );
  return [...kinds];
}

type Words = ReferenceStrings['schema'];

function range(min: unknown, max: unknown, unit: [string, string], s: Words): string | undefined {
  const [one, many] = unit;
  const word = (n: number) => fill(n === 1 ? one : many, { count: n });
  if (num(min) && num(max))
    return min === max
      ? fill(s.exactly, { count: word(min) })
      : fill(s.between, { min, max: word(max) });
  if (num(min) && min > 0) return fill(s.atLeast, { count: word(min) });
  if (num(max)) return fill(s.atMost, { count: word(max) });
  return undefined;
}

function bounds(schema: Schema): string[] {
  const out: string[] = [];
  const { minimum, maximum, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = schema;
  if (num(exMin)) out.push(`> ${exMin}`);
  else if (num(minimum)) out.push(`${exMin === true ? '>' : '≥'} ${minimum}`);
  if (num(exMax)) out.push(`< ${exMax}`);
  else if (num(maximum)) out.push(`${exMax === true ? '<' : '≤'} ${maximum}`);
  return out;
}

/** `≥ 0`, `até 255 caracteres`, `padrão ^[0-9]+$`, `itens únicos`… */
export function constraintsOf(schema: Schema, s: Words = referenceStrings().schema): string[] {
  const out = bounds(schema);
  if (num(schema.multipleOf)) out.push(fill(s.multipleOf, { value: schema.multipleOf }));
  const lengths = range(schema.minLength, schema.maxLength, [s.characterOne, s.characterOther], s);
  if (lengths) out.push(lengths);
  if (typeof schema.pattern === 'string') out.push(fill(s.pattern, { pattern: schema.pattern }));
  const items = range(schema.minItems, schema.maxItems, [s.itemOne, s.itemOther], s);
  if (items) out.push(items);
  if (schema.uniqueItems === true) out.push(s.uniqueItems);
  const props = range(
    schema.minProperties,
    schema.maxProperties,
    [s.propertyOne, s.propertyOther],
    s,
  );
  if (props) out.push(props);
  return out;
}

/** Compact JSON for enum values, defaults and examples shown inline. */
export function jsonText(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text;
  } catch {
    return String(value);
  }
}

/** The first example a schema gives (`example`, or 3.1 `examples[0]`). */
export function exampleOf(schema: Schema): unknown {
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return undefined;
}
