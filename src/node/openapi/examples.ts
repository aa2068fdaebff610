import OpenAPISampler from 'openapi-sampler';
import type { Schema } from './schema-labels.js';
import { refineSample } from './sample-refine.js';
import { mergeAllOf } from './schema-tree.js';
import { componentNames, uniqueLabels, variantsOf } from './variants.js';
import { referenceStrings, type ReferenceStrings } from './strings.js';
import { isObject } from '../util/objects.js';

export interface NamedExample {
  /**
   * The example's key in its `examples` map (what the request samples match parameters' examples
   * by); a variant's label for one generated per variant; '' for a lone example.
   */
  key: string;
  label: string;
  /** Its `description` (Markdown), as the spec writes it. */
  description: unknown;
  value: unknown;
  /** Made from the schema, not written in the spec. */
  generated: boolean;
}

/**
 * The examples of a media type object: `example`, every `examples` entry (with its summary), or
 * ones generated from the schema when the spec gives none: one per option of a `oneOf`/`anyOf`
 * schema (its discriminator filled in), else one. `direction` drops read- or write-only fields
 * from generated examples (the spec's own are shown as written).
 */
export function mediaExamples(
  media: Record<string, unknown>,
  direction: 'request' | 'response',
  document: object,
  words: ReferenceStrings = referenceStrings(),
): NamedExample[] {
  const one = (label: string, value: unknown): NamedExample[] => [
    { key: '', label, description: undefined, value, generated: false },
  ];
  if ('example' in media) return one(words.samples.example, media.example);
  const named = namedExamples(media.examples);
  if (named.length > 0) return named;
  if (!isObject(media.schema)) return [];
  return generatedExamples(media.schema, direction, document, words);
}

/** The entries of an `examples` map that have a `value`, labelled by summary (else key). */
export function namedExamples(examples: unknown): NamedExample[] {
  if (!isObject(examples)) return [];
  const list = Object.entries(examples).filter(
    (entry): entry is [string, Record<string, unknown>] =>
      isObject(entry[1]) && 'value' in entry[1],
  );
  const labels = uniqueLabels(
    list.map(([key, ex]) => (typeof ex.summary === 'string' && ex.summary ? ex.summary : key)),
  );
  return list.map(([key, ex], i) => ({
    key,
    label: labels[i]!,
    description: ex.description,
    value: ex.value,
    generated: false,
  }));
}

/**
 * Examples made from a schema: one per option of its `oneOf`/`anyOf` (labelled as the variant
 * switch labels them), else one; none when openapi-sampler cannot make one.
 */
export function generatedExamples(
  schema: Schema,
  direction: 'request' | 'response',
  document: object,
  words: ReferenceStrings = referenceStrings(),
): NamedExample[] {
  const make = (key: string, label: string, value: unknown): NamedExample[] =>
    value === undefined ? [] : [{ key, label, description: undefined, value, generated: true }];
  const names = componentNames(document);
  const variants = variantsOf(
    mergeAllOf(schema, (s) => names.has(s)),
    names,
    words.schema.option,
  );
  if (!variants || variants.options.length < 2)
    return make('', words.samples.generated, sampleSchema(schema, direction, document));
  return variants.options.flatMap(({ label, index }) =>
    make(label, label, sampleSchema(schema, direction, document, index)),
  );
}

/**
 * Samples by schema object: operations sharing a schema (a resource's create, update and get) share
 * its sample. Keyed weakly on the dereferenced document's objects, so it lives as long as the spec.
 * The key within: the direction, and the option of the schema's variants sampled (`request:1`).
 */
const samples = new WeakMap<object, Map<string, unknown>>();

/**
 * openapi-sampler on a dereferenced (maybe circular) schema; undefined when it cannot produce one.
 * `option`: which option of the schema's `oneOf`/`anyOf` to sample (the first by default).
 */
export function sampleSchema(
  schema: Schema,
  direction: 'request' | 'response',
  document: object,
  option?: number,
): unknown {
  let entry = samples.get(schema);
  if (!entry) samples.set(schema, (entry = new Map()));
  const key = `${direction}:${option ?? ''}`;
  if (!entry.has(key)) entry.set(key, generate(schema, direction, document, option));
  return entry.get(key);
}

/** The schema with only one option of its variants (after its `allOf` is merged), to sample it. */
function withOption(schema: Schema, option: number, names: ReadonlyMap<object, string>): Schema {
  const merged = mergeAllOf(schema, (s) => names.has(s));
  const kind = Array.isArray(merged.oneOf) ? 'oneOf' : 'anyOf';
  const options = merged[kind] as unknown[];
  return { ...merged, [kind]: [options[option]] };
}

function generate(
  schema: Schema,
  direction: 'request' | 'response',
  document: object,
  option: number | undefined,
): unknown {
  const names = componentNames(document);
  // openapi-sampler prints an allOf of mixed types to the console whatever `quiet` says; the
  // loader reports it as a located warning instead (DG3013).
  const warn = console.warn;
  console.warn = () => {};
  const sampled = option === undefined ? schema : withOption(schema, option, names);
  try {
    const value = OpenAPISampler.sample(
      sampled as Parameters<typeof OpenAPISampler.sample>[0],
      {
        skipReadOnly: direction === 'request',
        skipWriteOnly: direction === 'response',
        quiet: true,
        maxSampleDepth: 4,
      },
      document,
    );
    return refineSample(value, sampled, { direction, names });
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}

/** Pretty text of an example for a code panel: JSON indented, strings as they are. */
export function exampleText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}
