/**
 * The shape of a catalogue written in another language: every key of the pt-BR one, each a
 * string. A key missing (or added) in one language fails the type check.
 */
export type Strings<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]>;
};

/** Every key of a catalogue, dotted (`client.close`). */
export type StringKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${StringKey<T[K]>}`;
}[keyof T & string];

/** The values a message's `{name}` placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message with its `{name}` placeholders filled; one without a value is left as written. */
export function fill(message: string, values: MessageValues = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders a message has, in order of appearance. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The message at a dotted key, or undefined where the key names no message. */
export function lookup(strings: object, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key of a catalogue, in the order written. */
export function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value as object, `${prefix}${key}.`),
  );
}
