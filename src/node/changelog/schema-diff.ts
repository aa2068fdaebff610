import { fill } from '../../shared/i18n/message.js';
import { sentence, type ChangelogStrings, type Phrase } from './strings.js';
import type { ApiChange, ChangeLevel } from './types.js';

export type Node = Record<string, unknown>;

/**
 * Which way data flows through a schema: `request`, what the client sends (the new version may
 * accept more, never less); `response`, what the client reads (the new version may send less
 * variety, never more or other).
 */
export type Direction = 'request' | 'response';

/** Where a schema is: its pointers in both documents, and how a sentence names it. */
export interface SchemaPlace {
  old: string;
  new: string;
  /** `o corpo da requisição`, `a resposta 200`, `o parâmetro \`limit\``. */
  where: Phrase;
  /** The field's path inside it (`envelope.recipients[].email`); empty for the schema itself. */
  field: string;
  /** The words the sentences are said with. */
  words: ChangelogStrings;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/a/b` + `c/d` → `/a/b/c~1d` */
export const pointer = (base: string, ...keys: (string | number)[]) =>
  base + keys.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

const MAX_DEPTH = 40;

/**
 * The changes between two schemas of one place, classified by the direction data flows. Walks
 * properties, items and the options of `oneOf`/`anyOf`/`allOf` (by position); a dereferenced
 * schema may be cyclic, so each pair of nodes is compared once.
 */
export function diffSchema(
  a: unknown,
  b: unknown,
  direction: Direction,
  place: SchemaPlace,
  out: ApiChange[],
  seen = new WeakMap<object, WeakSet<object>>(),
  depth = 0,
): void {
  if (!isNode(a) || !isNode(b) || depth > MAX_DEPTH) return;
  const pairs = seen.get(a) ?? new WeakSet<object>();
  if (pairs.has(b)) return;
  pairs.add(b);
  seen.set(a, pairs);
  const subject = subjectOf(place);
  const add = (level: ChangeLevel, kind: string, message: string, at = place) =>
    out.push({ level, kind, message, old: at.old, new: at.new });
  const widens = direction === 'request';
  const w = place.words.change;

  const typesA = typesOf(a);
  const typesB = typesOf(b);
  if (typesA && typesB && !sameSet(typesA, typesB)) {
    const wider = typesA.every((t) => typesB.includes(t));
    const narrower = typesB.every((t) => typesA.includes(t));
    const safe = widens ? wider : narrower;
    add(
      safe ? 'non-breaking' : 'breaking',
      'type-changed',
      sentence(w.typeChanged, {
        of: subject.of,
        before: typeWords(typesA, w.or),
        after: typeWords(typesB, w.or),
      }),
    );
  }
  if (a.format !== b.format && (a.format !== undefined || b.format !== undefined))
    add(
      'breaking',
      'format-changed',
      sentence(w.formatChanged, {
        of: subject.of,
        before: codeOr(a.format, w.noFormat),
        after: codeOr(b.format, w.noFormat),
      }),
    );
  diffEnum(a, b, widens, subject.subject, w, add);
  if (a.description !== b.description && a.description !== undefined && b.description !== undefined)
    add(
      'documentation',
      'description-changed',
      sentence(w.placeDescriptionChanged, { of: subject.of }),
    );

  diffProperties(a, b, direction, place, out, seen, depth);
  if (isNode(a.items) && isNode(b.items))
    diffSchema(
      a.items,
      b.items,
      direction,
      {
        ...place,
        old: pointer(place.old, 'items'),
        new: pointer(place.new, 'items'),
        field: `${place.field}[]`,
      },
      out,
      seen,
      depth + 1,
    );
  for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const)
    diffOptions(a, b, combinator, direction, place, out, seen, depth);
}

function diffEnum(
  a: Node,
  b: Node,
  widens: boolean,
  subject: string,
  w: ChangelogStrings['change'],
  add: (level: ChangeLevel, kind: string, message: string) => void,
): void {
  if (!Array.isArray(a.enum) || !Array.isArray(b.enum)) return;
  const before = a.enum.map((v) => JSON.stringify(v));
  const after = b.enum.map((v) => JSON.stringify(v));
  for (const value of before.filter((v) => !after.includes(v)))
    add(
      widens ? 'breaking' : 'non-breaking',
      'enum-value-removed',
      sentence(widens ? w.enumNoLongerAccepted : w.enumNoLongerSent, { subject, value }),
    );
  for (const value of after.filter((v) => !before.includes(v)))
    add(
      widens ? 'non-breaking' : 'breaking',
      'enum-value-added',
      sentence(widens ? w.enumAccepted : w.enumSent, { subject, value }),
    );
}

function diffProperties(
  a: Node,
  b: Node,
  direction: Direction,
  place: SchemaPlace,
  out: ApiChange[],
  seen: WeakMap<object, WeakSet<object>>,
  depth: number,
): void {
  const propsA = isNode(a.properties) ? a.properties : {};
  const propsB = isNode(b.properties) ? b.properties : {};
  const requiredA = new Set(Array.isArray(a.required) ? (a.required as string[]) : []);
  const requiredB = new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
  const request = direction === 'request';
  const fieldOf = (name: string) => (place.field ? `${place.field}.${name}` : name);
  const at = (name: string, inOld: boolean, inNew: boolean) => ({
    ...(inOld ? { old: pointer(place.old, 'properties', name) } : {}),
    ...(inNew ? { new: pointer(place.new, 'properties', name) } : {}),
  });
  const add = (level: ChangeLevel, kind: string, message: string, where: object) =>
    out.push({ level, kind, message, ...where });
  const w = place.words.change;
  const field = (message: string, name: string) =>
    sentence(message, { field: fieldOf(name), where: place.where.subject });
  for (const name of Object.keys(propsA)) {
    if (name in propsB) continue;
    // A client reads a response field it may rely on; a request field it sends is ignored, unless
    // the new schema refuses fields it does not list.
    const closed = b.additionalProperties === false;
    add(
      !request || closed ? 'breaking' : 'non-breaking',
      'property-removed',
      field(w.propertyRemoved, name),
      at(name, true, false),
    );
  }
  for (const name of Object.keys(propsB)) {
    if (name in propsA) continue;
    const required = requiredB.has(name);
    add(
      request && required ? 'breaking' : 'non-breaking',
      required ? 'property-added-required' : 'property-added',
      field(required ? w.propertyAddedRequired : w.propertyAdded, name),
      at(name, false, true),
    );
  }
  for (const name of Object.keys(propsA)) {
    if (!(name in propsB)) continue;
    const was = requiredA.has(name);
    const is = requiredB.has(name);
    if (was !== is)
      add(
        request ? (is ? 'breaking' : 'non-breaking') : is ? 'non-breaking' : 'breaking',
        is ? 'property-required' : 'property-optional',
        field(is ? w.propertyRequired : w.propertyOptional, name),
        at(name, true, true),
      );
    diffSchema(
      propsA[name],
      propsB[name],
      direction,
      {
        ...place,
        old: pointer(place.old, 'properties', name),
        new: pointer(place.new, 'properties', name),
        field: fieldOf(name),
      },
      out,
      seen,
      depth + 1,
    );
  }
}

function diffOptions(
  a: Node,
  b: Node,
  combinator: 'oneOf' | 'anyOf' | 'allOf',
  direction: Direction,
  place: SchemaPlace,
  out: ApiChange[],
  seen: WeakMap<object, WeakSet<object>>,
  depth: number,
): void {
  const optionsA = Array.isArray(a[combinator]) ? (a[combinator] as unknown[]) : [];
  const optionsB = Array.isArray(b[combinator]) ? (b[combinator] as unknown[]) : [];
  if (optionsA.length === 0 && optionsB.length === 0) return;
  const subject = subjectOf(place);
  if (combinator !== 'allOf' && optionsA.length !== optionsB.length) {
    const more = optionsB.length > optionsA.length;
    // More alternatives: a request may send any of them, a response may bring one the client
    // does not know.
    out.push({
      level: (direction === 'request') === more ? 'non-breaking' : 'breaking',
      kind: more ? 'option-added' : 'option-removed',
      message: sentence(place.words.change.optionsChanged, {
        subject: subject.subject,
        count: optionsB.length,
        combinator,
        before: optionsA.length,
      }),
      old: pointer(place.old, combinator),
      new: pointer(place.new, combinator),
    });
  }
  const shared = Math.min(optionsA.length, optionsB.length);
  for (let i = 0; i < shared; i++)
    diffSchema(
      optionsA[i],
      optionsB[i],
      direction,
      { ...place, old: pointer(place.old, combinator, i), new: pointer(place.new, combinator, i) },
      out,
      seen,
      depth + 1,
    );
}

/** A schema's types (`nullable` of OpenAPI 3.0 as `null`); undefined when it says none. */
function typesOf(schema: Node): string[] | undefined {
  const type = schema.type;
  const list = Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
  if (list.length === 0) return undefined;
  return schema.nullable === true && !list.includes('null') ? [...list, 'null'] : list;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
const typeWords = (types: readonly string[], or: string) => types.map((t) => `\`${t}\``).join(or);
const codeOr = (value: unknown, none: string) =>
  value === undefined ? none : `\`${String(value)}\``;

/** How a sentence names the place: `o campo \`x\` (a resposta 200)`, or the place itself. */
function subjectOf(place: SchemaPlace): Phrase {
  if (!place.field) return place.where;
  const values = { field: place.field, where: place.where.subject };
  return {
    subject: fill(place.words.place.field, values),
    of: fill(place.words.place.fieldOf, values),
  };
}
