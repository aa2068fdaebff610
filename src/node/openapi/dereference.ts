import { isObject, type JsonObject } from '../util/objects.js';

/** A reference this module does not resolve itself; the caller hands the document to ref-parser. */
class NotLocal extends Error {}

const isRef = (value: unknown): value is { $ref: string } =>
  isObject(value) && typeof value.$ref === 'string';

/** `#/paths/~1v1~1me/get` → `['paths', '/v1/me', 'get']` (percent-encoding decoded too). */
function tokens(ref: string): string[] {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) throw new NotLocal(ref);
  return ref
    .slice(2)
    .split('/')
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * A single-file document with every `$ref` replaced by the node it points at, as a new graph (the
 * source stays as written): every reference to one node is that same object, so cycles become
 * cycles of objects, as ref-parser's `dereference` leaves them. One pass, linear in the document,
 * where ref-parser's general resolver spends seconds on a large spec that only refers to itself.
 * Undefined, to leave the document to ref-parser, when a `$ref` points outside the document, has
 * other keys beside it (which ref-parser merges), or does not resolve (ref-parser then reports it
 * where it is).
 */
export function dereferenceLocal(root: JsonObject): JsonObject | undefined {
  if (isRef(root)) return undefined;
  /** The source node a `$ref` leads to, following the `$ref`s on the way. */
  const targets = new Map<string, unknown>();
  const target = (ref: string, chain: Set<string>): unknown => {
    if (targets.has(ref)) return targets.get(ref);
    if (chain.has(ref)) throw new NotLocal(ref); // a $ref that leads back to itself
    chain.add(ref);
    let node: unknown = root;
    for (const token of tokens(ref)) {
      node = follow(node, chain);
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token))
        throw new NotLocal(ref);
      node = (node as JsonObject)[token];
    }
    node = follow(node, chain);
    chain.delete(ref);
    targets.set(ref, node);
    return node;
  };
  const follow = (node: unknown, chain: Set<string>): unknown => {
    if (!isRef(node)) return node;
    if (Object.keys(node).length !== 1) throw new NotLocal(node.$ref);
    return target(node.$ref, chain);
  };
  /** Each source object's dereferenced copy, made once: shared nodes stay shared. */
  const copies = new Map<object, unknown>();
  const copy = (node: unknown): unknown => {
    const source = isRef(node) ? follow(node, new Set()) : node;
    if (typeof source !== 'object' || source === null) return source;
    const made = copies.get(source);
    if (made !== undefined) return made;
    const out: unknown[] | JsonObject = Array.isArray(source) ? [] : {};
    copies.set(source, out);
    for (const key of Object.keys(source))
      (out as JsonObject)[key] = copy((source as JsonObject)[key]);
    return out;
  };
  try {
    return copy(root) as JsonObject;
  } catch (error) {
    if (error instanceof NotLocal) return undefined;
    throw error;
  }
}
