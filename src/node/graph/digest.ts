import { sha256 } from '../sha256.js';

/**
 * Content digests of stage inputs, the keys of the graph. An input is plain data: strings,
 * numbers, booleans, null, arrays, plain objects, Maps, Sets and bytes, and the results of other
 * stages, which are known by the id of the key that made them (a spec is hashed as an id, not as
 * megabytes of JSON). Anything else (a function, a class instance with behaviour) cannot be part
 * of a key, and is refused: a service belongs in the stage's context.
 *
 * Digests are kept per object: values given to and made by stages are never changed (deep-frozen
 * under test), so an object's digest holds for as long as it lives.
 */
export class Digests {
  private readonly ids = new WeakMap<object, string>();
  private readonly known = new WeakMap<object, string>();

  /**
   * Names a result and its parts (array items, fields) down to `depth`, from `id`. A part already
   * known by its content (a part of a result named by its content, an input) keeps that digest: a
   * value a stage passes on from its input, or from another stage's result, is hashed the same
   * whichever result holds it, so a key does not change with the order results were made in.
   */
  name(value: unknown, id: string, depth: number): void {
    if (typeof value !== 'object' || value === null) return;
    if (this.ids.has(value) || this.known.has(value)) return;
    this.ids.set(value, id);
    if (depth === 0 || ArrayBuffer.isView(value)) return;
    if (Array.isArray(value)) value.forEach((v, i) => this.name(v, `${id}/${i}`, depth - 1));
    else if (isPlainObject(value))
      for (const key in value)
        this.name((value as Record<string, unknown>)[key], `${id}.${key}`, depth - 1);
  }

  /** The digest of a value: its id when it is (part of) a result, else a hash of its content. */
  of(value: unknown, at = 'input'): string {
    if (typeof value === 'object') return value === null ? 'null' : this.ofObject(value, at);
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value);
      case 'number':
      case 'boolean':
        return String(value);
      case 'bigint':
        return `${value}n`;
      case 'function':
      case 'symbol':
        throw new TypeError(`A stage input must be plain data; ${at} is a ${typeof value}`);
    }
    return 'undefined';
  }

  private ofObject(value: object, at: string): string {
    const id = this.ids.get(value) ?? this.known.get(value);
    if (id !== undefined) return id;
    const digest = `#${sha256(this.parts(value, at))}`;
    this.known.set(value, digest);
    return digest;
  }

  private parts(value: object, at: string): string | Uint8Array {
    if (ArrayBuffer.isView(value))
      return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    if (Array.isArray(value))
      return `[${value.map((v, i) => this.of(v, `${at}[${i}]`)).join(',')}]`;
    if (value instanceof Map) {
      const entries = [...value].map(
        ([k, v]) => `${this.of(k, at)}:${this.of(v, `${at}.get(${String(k)})`)}`,
      );
      return `Map{${entries.join(',')}}`;
    }
    if (value instanceof Set) return `Set{${[...value].map((v) => this.of(v, at)).join(',')}}`;
    if (!isPlainObject(value))
      throw new TypeError(
        `A stage input must be plain data; ${at} is a ${value.constructor?.name ?? 'object'}`,
      );
    const fields: string[] = [];
    for (const key in value) {
      const field = (value as Record<string, unknown>)[key];
      fields.push(`${JSON.stringify(key)}:${this.of(field, `${at}.${key}`)}`);
    }
    return `{${fields.join(',')}}`;
  }
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};
