import type { Schema } from './schema-labels.js';
import { fill } from '../../shared/i18n/message.js';
import { referenceStrings } from './strings.js';
import type { VariantsView } from '../../shared/api-view-models.js';

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The component schemas of a dereferenced document, by object: how a schema's name is known. */
export type ComponentNames = ReadonlyMap<object, string>;

const componentNamesOf = new WeakMap<object, ComponentNames>();

/** The names of a dereferenced document's component schemas, made once per document. */
export function componentNames(document: object): ComponentNames {
  let names = componentNamesOf.get(document);
  if (!names) {
    const components = (document as Schema).components;
    const schemas = isSchema(components) && isSchema(components.schemas) ? components.schemas : {};
    names = new Map(
      Object.entries(schemas).flatMap(([name, s]) => (isSchema(s) ? [[s, name] as const] : [])),
    );
    componentNamesOf.set(document, names);
  }
  return names;
}

/** One option of a `oneOf`/`anyOf`: its schema, its index there, and the label it is shown by. */
export interface VariantOption {
  schema: Schema;
  index: number;
  label: string;
}

/** A schema's `oneOf` (else `anyOf`), its options but `type: null` (which makes it nullable). */
export interface Variants {
  kind: 'oneOf' | 'anyOf';
  options: VariantOption[];
  /** A `type: null` option was left out: the value may be null. */
  nullOption: boolean;
  discriminator: VariantsView['discriminator'];
  /**
   * The tab group of the switch between the options: the variant switch of every use of the same
   * options, and the request samples made one per option, switch together.
   */
  group: string;
}

/**
 * Labels made unique, in order: a label met again gets its position (`Cartão (2)`), as the site's
 * tabs choose a panel by its label.
 */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  return labels.map((label) => {
    let unique = label;
    for (let n = 2; seen.has(unique); n++) unique = `${label} (${n})`;
    seen.add(unique);
    return unique;
  });
}

/**
 * The options of a schema's `oneOf` or `anyOf`, each labelled by its discriminator value, else its
 * title, else its component name, else its position (`Opção 2`); undefined when it has neither.
 */
export function variantsOf(
  schema: Schema,
  names: ComponentNames,
  /** An unnamed option's label: `Opção {number}` (reference.schema.option). */
  optionLabel: string = referenceStrings().schema.option,
): Variants | undefined {
  const kind = Array.isArray(schema.oneOf)
    ? 'oneOf'
    : Array.isArray(schema.anyOf)
      ? 'anyOf'
      : undefined;
  if (!kind) return undefined;
  const all = (schema[kind] as unknown[]).map((s, index) => ({
    schema: isSchema(s) ? s : {},
    index,
  }));
  const kept = all.filter(({ schema: s }) => s.type !== 'null');
  const discriminator = discriminatorOf(schema, names);
  const labels = uniqueLabels(
    kept.map(({ schema: s, index }) => {
      const name = names.get(s);
      const mapped = discriminator?.mapping.find((m) => m.target === name)?.value;
      const title = typeof s.title === 'string' && s.title ? s.title : undefined;
      return mapped ?? title ?? name ?? fill(optionLabel, { number: index + 1 });
    }),
  );
  return {
    kind,
    options: kept.map((option, i) => ({ ...option, label: labels[i]! })),
    nullOption: kept.length < all.length,
    discriminator,
    group: `variante:${labels.join('|')}`,
  };
}

const componentSets = new WeakMap<ComponentNames, ReadonlySet<string>>();

/** The names of the component schemas, as a set (made once per document's names). */
function componentSet(names: ComponentNames): ReadonlySet<string> {
  let set = componentSets.get(names);
  if (!set) componentSets.set(names, (set = new Set(names.values())));
  return set;
}

/** A mapping's target (`#/components/schemas/Cat`, or `Cat`) as a component name. */
const targetName = (ref: unknown) => String(ref).replace(/^.*\//, '');

/**
 * A schema's discriminator: its property and its mapping, the explicit entries then one per
 * option that is a component the mapping does not name (its name is its value).
 */
export function discriminatorOf(
  schema: Schema,
  names: ComponentNames,
): VariantsView['discriminator'] {
  const d = schema.discriminator;
  if (!isSchema(d) || typeof d.propertyName !== 'string') return undefined;
  const components = componentSet(names);
  const explicit = isSchema(d.mapping)
    ? Object.entries(d.mapping).map(([value, ref]) => {
        const target = targetName(ref);
        return { value, target, linked: components.has(target) };
      })
    : [];
  const options = (
    Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []
  ) as unknown[];
  const implicit = options
    .map((o) => (isSchema(o) ? names.get(o) : undefined))
    .filter((n): n is string => n !== undefined && !explicit.some((m) => m.target === n))
    .map((n) => ({ value: n, target: n, linked: true }));
  return { propertyName: d.propertyName, mapping: [...explicit, ...implicit] };
}

/**
 * The value a discriminator gives a component schema: the mapping's key that names it, else (an
 * implicit mapping) its name; undefined for a schema that is no component.
 */
export function discriminatorValue(
  discriminator: Schema,
  schema: Schema,
  names: ComponentNames,
): string | undefined {
  const name = names.get(schema);
  if (name === undefined) return undefined;
  const mapping = isSchema(discriminator.mapping) ? discriminator.mapping : {};
  const mapped = Object.entries(mapping).find(([, ref]) => targetName(ref) === name);
  return mapped ? mapped[0] : name;
}
