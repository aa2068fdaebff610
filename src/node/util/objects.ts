/** A JSON object: what a parsed spec, config or example is made of, besides arrays and scalars. */
export type JsonObject = Record<string, unknown>;

/** Whether a value is a plain object (not null, not an array): a spec's or a schema's node. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
