import OpenAPISampler from 'openapi-sampler';
import type { Schema } from './schema-labels.js';
import { isObject } from '../util/objects.js';

export interface NamedExample {
  label: string;
  value: unknown;
}

/**
 * The examples of a media type object: `example`, every `examples` entry (with its summary), or one
 * generated from the schema when the spec gives none. `direction` drops read- or write-only fields.
 */
export function mediaExamples(
  media: Record<string, unknown>,
  direction: 'request' | 'response',
  document: object,
): NamedExample[] {
  if ('example' in media) return [{ label: 'Exemplo', value: media.example }];
  if (isObject(media.examples)) {
    const list = Object.entries(media.examples).flatMap(([key, ex]) =>
      isObject(ex) && 'value' in ex
        ? [{ label: typeof ex.summary === 'string' ? ex.summary : key, value: ex.value }]
        : [],
    );
    if (list.length > 0) return list;
  }
  if (!isObject(media.schema)) return [];
  const generated = sampleSchema(media.schema, direction, document);
  return generated === undefined ? [] : [{ label: 'Exemplo gerado', value: generated }];
}

/**
 * Samples by schema object: operations sharing a schema (a resource's create, update and get) share
 * its sample. Keyed weakly on the dereferenced document's objects, so it lives as long as the spec.
 */
const samples = new WeakMap<object, { request?: unknown; response?: unknown }>();

/**
 * openapi-sampler on a dereferenced (maybe circular) schema; undefined when it cannot produce one.
 */
export function sampleSchema(
  schema: Schema,
  direction: 'request' | 'response',
  document: object,
): unknown {
  let entry = samples.get(schema);
  if (!entry) samples.set(schema, (entry = {}));
  if (!(direction in entry)) entry[direction] = generate(schema, direction, document);
  return entry[direction];
}

function generate(schema: Schema, direction: 'request' | 'response', document: object): unknown {
  // openapi-sampler prints an allOf of mixed types to the console whatever `quiet` says; the
  // loader reports it as a located warning instead (DG3013).
  const warn = console.warn;
  console.warn = () => {};
  try {
    return OpenAPISampler.sample(
      schema as Parameters<typeof OpenAPISampler.sample>[0],
      {
        skipReadOnly: direction === 'request',
        skipWriteOnly: direction === 'response',
        quiet: true,
        maxSampleDepth: 4,
      },
      document,
    );
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
