import type { Describe } from './describe.js';
import { constraintsOf, exampleOf, jsonText, typesOf, type Schema } from './schema-labels.js';
import type { PropertyView, SchemaView, VariantsView } from '../../shared/api-view-models.js';
import { variantsOf } from './variants.js';
import { fill } from '../../shared/i18n/message.js';
import { referenceStrings, type ReferenceStrings } from './strings.js';
import { withSharedEmptyLists } from './shared-lists.js';

type Words = ReferenceStrings['schema'];

/**
 * Levels of nested component schemas expanded inline before the tree links to the Schemas section.
 */
export const COMPONENT_DEPTH = 2;

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeToken = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

interface ComponentTrees {
  names: Map<object, string>;
  /** By the words they are labelled with (one object per language), then by depth. */
  byDepth: Map<Words, Map<number, Map<object, Map<string, SchemaView>>>>;
}

/**
 * The trees of a document's component schemas, by depth, for every walker of that document that
 * renders descriptions alike: the parts of a reference (a tag's operations, the schemas) are made
 * apart, and each would otherwise walk the components they share again (GitHub REST's reference
 * held ~90 MB more). A tree's descriptions are a component's, rendered once for every part (the
 * outline's shared descriptions, spec-parts.ts), so the trees are keyed by the document's
 * components and by that map of shared descriptions, both results of stages: a spec loaded again,
 * or its descriptions rendered again (another `baseUrl`), are walked anew. Not a cache of its own:
 * it lives exactly as long as the results it is derived from.
 */
const treesOf = new WeakMap<object, WeakMap<object, ComponentTrees>>();

function componentTrees(
  components: Record<string, unknown> | undefined,
  depth: number,
  sharedWith: object | undefined,
  words: Words,
): { names: Map<object, string>; trees: Map<object, Map<string, SchemaView>> } {
  if (!components) return { names: new Map(), trees: new Map() };
  const byShared = sharedWith ? treesOf.get(components) : undefined;
  let known = sharedWith && byShared?.get(sharedWith);
  if (!known) {
    const names = new Map(
      Object.entries(components).flatMap(([name, s]) => (isSchema(s) ? [[s, name] as const] : [])),
    );
    known = { names, byDepth: new Map() };
    if (sharedWith) treesOf.set(components, (byShared ?? new WeakMap()).set(sharedWith, known));
  }
  let byDepth = known.byDepth.get(words);
  if (!byDepth) known.byDepth.set(words, (byDepth = new Map()));
  let trees = byDepth.get(depth);
  if (!trees) byDepth.set(depth, (trees = new Map()));
  return { names: known.names, trees };
}

/**
 * Turns dereferenced (possibly circular) schemas into SchemaView trees. A schema that already
 * appears among its ancestors becomes a link to its first occurrence; component schemas are
 * memoised, so a spec with thousands of uses of `Envelope` computes its tree a few times, not
 * thousands.
 */
export class SchemaWalker {
  private readonly names: Map<object, string>;
  private readonly memo: Map<object, Map<string, SchemaView>>;

  /**
   * `sharedWith`: the descriptions `describe` renders components' with (the outline's shared map);
   * walkers given the same document and map share their component trees. Without it, a walker
   * keeps its own. `words`: the reference's schema labels, in the site's language.
   */
  constructor(
    components: Record<string, unknown> | undefined,
    private readonly describe: Describe,
    private readonly depth: number = COMPONENT_DEPTH,
    sharedWith?: object,
    private readonly words: Words = referenceStrings().schema,
  ) {
    ({ names: this.names, trees: this.memo } = componentTrees(
      components,
      depth,
      sharedWith,
      words,
    ));
  }

  componentName(schema: unknown): string | undefined {
    return isSchema(schema) ? this.names.get(schema) : undefined;
  }

  /** The tree of a schema met at `pointer`, e.g. a request body's. */
  view(schema: unknown, pointer: string, budget = this.depth): SchemaView {
    return this.walk(isSchema(schema) ? schema : {}, pointer, new Set(), budget);
  }

  private walk(
    schema: Schema,
    pointer: string,
    ancestors: Set<object>,
    budget: number,
  ): SchemaView {
    const name = this.names.get(schema);
    if (ancestors.has(schema))
      return this.stub(schema, pointer, name, {
        circular: { componentName: name, label: name ?? this.words.recursive },
      });
    if (name !== undefined) return this.component(schema, name, ancestors, budget);
    return this.build(schema, pointer, ancestors, budget);
  }

  /**
   * A component's tree depends only on the depth budget and on which components are above it (they
   * become links), so it is memoised on those: the same few trees serve every use.
   */
  private component(
    schema: Schema,
    name: string,
    ancestors: Set<object>,
    budget: number,
  ): SchemaView {
    const pointer = `#/components/schemas/${escapeToken(name)}`;
    if (budget <= 0) return this.stub(schema, pointer, name, { collapsed: true });
    const above = [...ancestors]
      .flatMap((a) => this.names.get(a) ?? [])
      .sort()
      .join('\u0000');
    const key = `${budget}|${above}`;
    let byKey = this.memo.get(schema);
    if (!byKey) this.memo.set(schema, (byKey = new Map()));
    let view = byKey.get(key);
    if (!view) byKey.set(key, (view = this.build(schema, pointer, ancestors, budget - 1)));
    return view;
  }

  private stub(
    schema: Schema,
    pointer: string,
    name: string | undefined,
    mark: Partial<SchemaView>,
  ): SchemaView {
    return { ...this.leaf(schema, pointer, name), ...mark };
  }

  private leaf(schema: Schema, pointer: string, name: string | undefined): SchemaView {
    const { types, nullable } = typesOf(schema);
    return withSharedEmptyLists({
      pointer,
      typeLabel: name ?? (types.join(' | ') || anyType(schema, this.words)),
      componentName: name,
      format: typeof schema.format === 'string' ? schema.format : undefined,
      nullable,
      enumValues: [],
      defaultValue: undefined,
      constraints: [],
      readOnly: schema.readOnly === true,
      writeOnly: schema.writeOnly === true,
      deprecated: schema.deprecated === true,
      example: undefined,
      descriptionHtml: '',
      properties: [],
      items: undefined,
      tuple: [],
      patterns: [],
      additional: undefined,
      variants: undefined,
      conditions: [],
      exclusions: [],
      circular: undefined,
      collapsed: false,
      omitted: undefined,
    });
  }

  private build(
    original: Schema,
    pointer: string,
    ancestors: Set<object>,
    budget: number,
  ): SchemaView {
    const inner = new Set(ancestors).add(original);
    const isComponent = (s: object) => this.names.has(s);
    const schema = mergeAllOf(original, isComponent);
    const { types, nullable: declaredNull } = typesOf(schema);
    const variants = this.variants(schema, pointer, inner, budget);
    const nullable = declaredNull || (variants?.nullOption ?? false);
    const items = isSchema(schema.items)
      ? this.walk(schema.items, `${pointer}/items`, inner, budget)
      : undefined;
    const example = exampleOf(schema);
    const enumValues = Array.isArray(schema.enum)
      ? schema.enum.map(jsonText)
      : 'const' in schema
        ? [jsonText(schema.const)]
        : [];
    const tuple = this.listed(
      (Array.isArray(schema.prefixItems) ? schema.prefixItems : []).map((item, i) => [
        `[${i}]`,
        `${pointer}/prefixItems/${i}`,
        item,
      ]),
      new Set(),
      inner,
      budget,
    );
    const view: SchemaView = {
      ...this.leaf(schema, pointer, this.names.get(original)),
      typeLabel:
        typeLabel(types, tuple.length > 0 ? undefined : items) || anyType(schema, this.words),
      nullable,
      enumValues,
      defaultValue: 'default' in schema ? jsonText(schema.default) : undefined,
      constraints: constraintsOf(schema, this.words),
      example: example === undefined ? undefined : jsonText(example),
      descriptionHtml: this.describe(schema.description),
      properties: this.properties(schema, pointer, inner, budget),
      items,
      tuple,
      patterns: this.listed(
        Object.entries(isSchema(schema.patternProperties) ? schema.patternProperties : {}).map(
          ([pattern, value]) => [
            pattern,
            `${pointer}/patternProperties/${escapeToken(pattern)}`,
            value,
          ],
        ),
        new Set(),
        inner,
        budget,
      ),
      additional: this.additional(schema, pointer, inner, budget),
      variants: variants?.view,
      conditions: ownAndMembers(original, pointer, ownConditions).map((c) => {
        const branch = (part: unknown, at: string) =>
          isSchema(part)
            ? this.walk(withinParent(part, schema, isComponent), at, inner, budget)
            : undefined;
        return {
          when: conditionText(c.condition, this.words),
          holds: branch(c.holds, `${c.at}/then`),
          otherwise: branch(c.otherwise, `${c.at}/else`),
        };
      }),
      exclusions: ownAndMembers(original, pointer, ownExclusion).map(({ excluded, at }) => {
        const when = refusalText(excluded, this.words);
        return {
          when,
          schema: when === undefined ? this.walk(excluded, at, inner, budget) : undefined,
        };
      }),
    };
    return withSharedEmptyLists(view);
  }

  private properties(
    schema: Schema,
    pointer: string,
    ancestors: Set<object>,
    budget: number,
  ): PropertyView[] {
    if (!isSchema(schema.properties)) return [];
    return this.listed(
      Object.entries(schema.properties).map(([name, value]) => [
        name,
        `${pointer}/properties/${escapeToken(name)}`,
        value,
      ]),
      new Set(Array.isArray(schema.required) ? schema.required.map(String) : []),
      ancestors,
      budget,
    );
  }

  /** Named parts of a schema (properties, tuple positions, name patterns): name, where, schema. */
  private listed(
    parts: [string, string, unknown][],
    required: ReadonlySet<string>,
    ancestors: Set<object>,
    budget: number,
  ): PropertyView[] {
    return parts.map(([name, at, value]) => ({
      name,
      required: required.has(name),
      schema: this.walk(isSchema(value) ? value : {}, at, ancestors, budget),
    }));
  }

  private additional(
    schema: Schema,
    pointer: string,
    ancestors: Set<object>,
    budget: number,
  ): SchemaView | undefined {
    const extra = schema.additionalProperties;
    if (extra === true) return this.leaf({}, `${pointer}/additionalProperties`, undefined);
    return isSchema(extra)
      ? this.walk(extra, `${pointer}/additionalProperties`, ancestors, budget)
      : undefined;
  }

  private variants(
    schema: Schema,
    pointer: string,
    ancestors: Set<object>,
    budget: number,
  ): { view: VariantsView | undefined; nullOption: boolean } | undefined {
    const variants = variantsOf(schema, this.names, this.words.option);
    if (!variants) return undefined;
    const { kind, options, discriminator, group, nullOption } = variants;
    const view: VariantsView = {
      kind,
      discriminator,
      group,
      options: options.map(({ schema: s, index, label }) => ({
        label,
        schema: this.walk(s, `${pointer}/${kind}/${index}`, ancestors, budget),
      })),
    };
    return { view: options.length > 0 ? view : undefined, nullOption };
  }
}

function typeLabel(types: string[], items: SchemaView | undefined): string {
  if (types.length === 1 && types[0] === 'array' && items)
    return `${items.componentName ?? items.typeLabel}[]`;
  return types.join(' | ');
}

/**
 * What `own` finds in a schema, then in its `allOf` members (recursively, each once), with where
 * each member is: a schema's conditions and exclusions are its members' too.
 */
function ownAndMembers<T>(
  schema: Schema,
  at: string,
  own: (schema: Schema, at: string) => T[],
  seen: Set<object> = new Set(),
): T[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const members = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [
    ...own(schema, at),
    ...members.flatMap((m, i) =>
      isSchema(m) ? ownAndMembers(m, `${at}/allOf/${i}`, own, seen) : [],
    ),
  ];
}

const ownConditions = (schema: Schema, at: string) =>
  isSchema(schema.if)
    ? [{ condition: schema.if, holds: schema.then, otherwise: schema.else, at }]
    : [];

const ownExclusion = (schema: Schema, at: string) =>
  isSchema(schema.not) ? [{ excluded: schema.not, at: `${at}/not` }] : [];

/**
 * A branch of a condition (`then: { properties: { value: { pattern } } }`) with what the schema
 * says of the same properties (`value: { type: string }`), so each reads as a string with a
 * pattern, not a value of any type.
 */
function withinParent(branch: Schema, parent: Schema, isComponent: (s: object) => boolean): Schema {
  const own = isSchema(branch.properties) ? branch.properties : undefined;
  const theirs = isSchema(parent.properties) ? parent.properties : {};
  if (!own) return branch;
  const properties = Object.fromEntries(
    Object.entries(own).map(([k, v]) => [k, k in theirs ? refined(v, theirs[k], isComponent) : v]),
  );
  return { ...branch, properties };
}

/** `= "sms"` or `em "CPF", "PHOTO"`: what a schema's `const` or `enum` asks of a value. */
function valuesText(s: Schema, w: Words): string | undefined {
  if ('const' in s) return `= ${jsonText(s.const)}`;
  if (Array.isArray(s.enum))
    return fill(w.conditionIn, { values: s.enum.map(jsonText).join(', ') });
  return undefined;
}

/**
 * What a schema asks of properties, in words: `via = "sms"`, `code em "CPF", "PHOTO"`, `code
 * presente`, joined by "e"; empty when it asks nothing of them that can be said so. A property it
 * does not require also passes when absent (`properties` checks only those there): `via ausente ou
 * = "sms"`.
 */
function propertiesText(s: Schema, w: Words): string[] {
  const properties = isSchema(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required.map(String) : [];
  const parts = Object.entries(properties).flatMap(([name, p]) => {
    const values = isSchema(p) ? valuesText(p, w) : undefined;
    if (!values) return [];
    return [
      required.includes(name) ? `${name} ${values}` : fill(w.conditionAbsentOr, { name, values }),
    ];
  });
  const named = new Set(parts.map((part) => part.split(' ')[0]));
  for (const name of required) if (!named.has(name)) parts.push(fill(w.conditionPresent, { name }));
  return parts;
}

/**
 * A condition in words, from what it asks of properties; any other condition is named as the
 * spec's.
 */
function conditionText(condition: Schema, w: Words): string {
  const parts = propertiesText(condition, w);
  return parts.length > 0 ? parts.join(w.conditionAnd) : w.conditionUnknown;
}

/** Keywords `refusalText` can put in words; a `not` with any other is shown as a schema. */
const SAID = new Set(['const', 'enum', 'properties', 'required', 'anyOf', 'description']);
/** What a property in such a `not` may say: its values; the rest only describes it. */
const WORDS = new Set(['const', 'enum', 'description', 'title']);

/**
 * A `not` in words, when all it says can be: `o valor = "draft"`, `a presente e b presente`, or
 * alternatives of those joined by "ou" (`not: { anyOf: [{ required: [a] }, { required: [b] }] }`).
 * The properties it names must say no more than a value (`const`, `enum`), or be required.
 */
function refusalText(s: Schema, w: Words): string | undefined {
  if (!Object.keys(s).every((k) => SAID.has(k))) return undefined;
  // Not `oneOf`: "not exactly one" also accepts a value that matches two.
  const options = Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (options) {
    if ('properties' in s || 'required' in s || 'const' in s || 'enum' in s) return undefined;
    const each = options.map((o) => (isSchema(o) ? refusalText(o, w) : undefined));
    return each.every((t) => t !== undefined) && each.length > 0
      ? each.join(w.conditionOr)
      : undefined;
  }
  const properties = isSchema(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
  // Each property named for its values, or described only and required (then: present).
  const plain = Object.entries(properties).every(
    ([name, p]) =>
      isSchema(p) &&
      Object.keys(p).every((k) => WORDS.has(k)) &&
      (valuesText(p, w) !== undefined || required.has(name)),
  );
  if (!plain) return undefined;
  const values = valuesText(s, w);
  const parts = [...(values ? [fill(w.conditionValue, { values })] : []), ...propertiesText(s, w)];
  return parts.length > 0 ? parts.join(w.conditionAnd) : undefined;
}

/** A schema of no type: `um de` (a `oneOf`), `qualquer de` (an `anyOf`), `qualquer`. */
const anyType = (schema: Schema, w: Words): string =>
  schema.oneOf ? w.typeOneOf : schema.anyOf ? w.typeAnyOf : w.typeAny;

/** Keys that give a schema parts of its own, which a refinement must not bring along. */
const STRUCTURE = [
  'properties',
  'items',
  'prefixItems',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
];

/**
 * A property two `allOf` members both declare: the first, with what the second adds when it only
 * refines it (`kind: { const: cat }` over `kind: { type: string }`: a string, `cat`). A second
 * with parts of its own (properties, variants) is left out, as before; so is what the first says,
 * and all of it when the first is a component.
 */
function refined(first: unknown, second: unknown, isComponent: (s: object) => boolean): unknown {
  // A component stays itself, a link to its one tree, rather than a copy with the refinement.
  if (!isSchema(first) || !isSchema(second) || first === second || isComponent(first)) return first;
  if (STRUCTURE.some((key) => key in second)) return first;
  const added = Object.entries(second).filter(([key]) => !(key in first));
  return added.length > 0 ? { ...first, ...Object.fromEntries(added) } : first;
}

/**
 * `allOf` folded into one schema: properties and required lists are unions, other keywords keep
 * the first value met, and a property two members declare is `refined`. Members are merged
 * recursively; a member met twice is skipped (no cycles).
 */
export function mergeAllOf(
  schema: Schema,
  isComponent: (s: object) => boolean = () => false,
  seen: Set<object> = new Set(),
): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  seen.add(schema);
  const { allOf, ...rest } = schema;
  const merged: Schema = { ...rest };
  const properties: Schema = { ...(isSchema(rest.properties) ? rest.properties : {}) };
  const required = new Set(Array.isArray(rest.required) ? rest.required.map(String) : []);
  for (const part of allOf as unknown[]) {
    if (!isSchema(part) || seen.has(part)) continue;
    const flat = mergeAllOf(part, isComponent, seen);
    for (const [k, v] of Object.entries(flat))
      if (!(k in merged) && k !== 'properties' && k !== 'required') merged[k] = v;
    if (isSchema(flat.properties))
      for (const [k, v] of Object.entries(flat.properties))
        properties[k] = k in properties ? refined(properties[k], v, isComponent) : v;
    if (Array.isArray(flat.required)) for (const r of flat.required) required.add(String(r));
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}
