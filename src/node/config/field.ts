/**
 * The pieces definition.ts builds the config of: a field is a TypeBox schema (JSON Schema, which
 * the validator is generated from) carrying its pt-BR description, its default and an example as
 * JSON Schema annotations, and, where the resolved config holds something else than what the
 * user wrote, how to resolve it. resolve.ts reads the same fields to fill the defaults, and
 * generate/ writes the types, the validator and docs/configuracao.md of them.
 */
import {
  Optional,
  Unsafe,
  type Static,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
} from 'typebox';

/** What the reference and the editors show of a field, beside its schema. */
export interface FieldDoc<Value> {
  /** What the field does, in pt-BR. */
  description: string;
  /** The value of the field in a config that leaves it out. */
  default?: Value;
  /**
   * The field of the resolved config whose value is this one's default (`'api.route'`); it must
   * come before this one in the definition.
   */
  defaultFrom?: string;
  /** What the default means, in words: after the default, or alone when there is none. */
  defaultNote?: string;
  example?: Value;
}

/** Everything a resolution reads besides the value. */
export interface ResolveContext {
  /** The project's folder, which relative paths start from. */
  root: string;
  /** Whether the config gave the value (false: it is the default). */
  given: boolean;
  /** Whether the config gave another field of the same object (`sidebars` beside `sidebarPath`). */
  written(key: string): boolean;
  /** Resolves the fields of an object the way the resolver resolves the config's objects. */
  fields<Properties extends TProperties>(
    schema: TObject<Properties>,
    value: Static<TObject<Properties>>,
  ): ResolvedProperties<Properties>;
}

/** How a field's resolved value is made of the value given (or its default). */
export interface Resolution<In, Out> {
  /** What the resolved value is, in pt-BR (`o caminho absoluto`), for ResolvedConfig's JSDoc. */
  description: string;
  /** The resolved value's schema, for the types; without it, the field's own type. */
  to?: TSchema;
  resolve(value: In, context: ResolveContext): Out;
}

/** What docgen keeps of a field beside its JSON Schema (not written to the validator's schema). */
export interface FieldMeta {
  defaultFrom?: string;
  defaultNote?: string;
  resolution?: Resolution<never, unknown>;
}

/** The key of a field's FieldMeta on its schema. */
export const fieldMeta: unique symbol = Symbol('docgen config field');

/**
 * A field's schema, with two keys that exist in its type only: the value its resolution is given,
 * and its value once resolved.
 */
export type Field<Schema extends TSchema, Given, Resolved> = Schema & {
  readonly '~given': Given;
  readonly '~resolved': Resolved;
};

/** An object a config may give as `{}`: none of its fields is required. */
type Fillable<Properties extends TProperties> = {
  [Key in keyof Properties]: Properties[Key] extends TOptional<TSchema> ? never : Key;
}[keyof Properties] extends never
  ? true
  : false;

/**
 * A field's value in the resolved config, when no resolution says otherwise: an object of
 * optional fields has each of them resolved; another value is the one given, else its default.
 */
type Filled<Schema extends TSchema, Given> =
  Schema extends TObject<infer Properties>
    ? Fillable<Properties> extends true
      ? ResolvedProperties<Properties>
      : Given
    : Given;

/** The resolved value of every field of an object. */
export type ResolvedProperties<Properties extends TProperties> = {
  -readonly [Key in keyof Properties]: Properties[Key] extends { readonly '~resolved': infer R }
    ? R
    : Static<Properties[Key]>;
};

/**
 * A field's schema: its JSON Schema annotations (description, default, examples) and its
 * FieldMeta added to the schema itself, which is the field's own (a copy with TypeBox's hidden
 * properties for every field cost half a millisecond of docgen's start).
 */
function annotate(schema: TSchema, doc: FieldDoc<unknown>, meta: FieldMeta): TSchema {
  if (metaOf(schema)) throw new Error(`"${doc.description}": a field's schema is its own`);
  const { description, example } = doc;
  Object.assign(schema, { description });
  if (doc.default !== undefined) Object.assign(schema, { default: doc.default });
  if (example !== undefined) Object.assign(schema, { examples: [example] });
  return Object.defineProperty(schema, fieldMeta, { value: meta });
}

/** A field the config may leave out, with a default (or a field whose value is its default). */
export function field<Schema extends TSchema>(
  schema: Schema,
  doc: FieldDoc<Static<Schema>> & ({ default: Static<Schema> } | { defaultFrom: string }),
): Field<TOptional<Schema>, Static<Schema>, Filled<Schema, Static<Schema>>>;
/** A field the config may leave out, undefined then. */
export function field<Schema extends TSchema>(
  schema: Schema,
  doc: FieldDoc<Static<Schema>>,
): Field<TOptional<Schema>, Static<Schema> | undefined, Filled<Schema, Static<Schema> | undefined>>;
export function field(schema: TSchema, doc: FieldDoc<unknown>): TSchema {
  const meta: FieldMeta = {};
  if (doc.defaultFrom !== undefined) meta.defaultFrom = doc.defaultFrom;
  if (doc.defaultNote !== undefined) meta.defaultNote = doc.defaultNote;
  return annotate(Optional(schema), doc, meta);
}

/** A field an object must have (a server's `url`): no default. Its schema is built for it. */
export function required<Schema extends TSchema>(
  schema: Schema,
  doc: Omit<FieldDoc<Static<Schema>>, 'default' | 'defaultFrom'>,
): Field<Schema, Static<Schema>, Static<Schema>> {
  return annotate(schema, doc, {}) as never;
}

/**
 * A field whose resolved value is made by `resolve` (a path made absolute, a `false` that
 * becomes undefined), declared next to it.
 */
export function resolved<F extends Field<TSchema, unknown, unknown>, Out>(
  fieldSchema: F,
  resolution: Resolution<F['~given'], Out>,
): Omit<F, '~resolved'> & { readonly '~resolved': Out } {
  Object.assign(metaOf(fieldSchema) ?? {}, { resolution });
  return fieldSchema as never;
}

/** `Record<string, T>`: an object of any keys, each value of `values`' schema. */
export function dictionary<Values extends TSchema>(values: Values) {
  // TypeBox's Record parses its key type at run time, which would add 120 KB to docgen's start.
  return Unsafe<Record<string, Static<Values>>>({ type: 'object', additionalProperties: values });
}

/** The FieldMeta of a schema, if it is a field. */
export function metaOf(schema: TSchema): FieldMeta | undefined {
  return (schema as { [fieldMeta]?: FieldMeta })[fieldMeta];
}
