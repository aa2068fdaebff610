/** What the types' JSDoc and docs/configuracao.md both say of a field: its type and its default. */
import { literal } from './literal.js';
import { hasFields, howResolved, meta, type Schema } from '../json-schema.js';

/** Names the types of the definition's objects: their `title`, given in definition.ts. */
export interface TypeNames {
  /** The name of a titled schema (an object, or a cycle's definition), declared once. */
  named(name: string, schema: Schema): string;
}

/** A schema as TypeScript type text: `string`, `NavItemConfig[]`, `'left' | 'right'`. */
export function typeText(schema: Schema, names: TypeNames): string {
  return typeMembers(schema, names).join(' | ');
}

/** The members of a schema's type, each as TypeScript type text. */
export function typeMembers(schema: Schema, names: TypeNames): string[] {
  if (schema.$defs && schema.$ref) {
    for (const [name, definition] of Object.entries(schema.$defs)) names.named(name, definition);
    return [schema.$ref];
  }
  if (schema.$ref) return [schema.$ref];
  if (schema.title && hasFields(schema)) return [names.named(schema.title, schema)];
  if (schema.anyOf) return schema.anyOf.flatMap((member) => typeMembers(member, names));
  if (schema.enum) return schema.enum.map(literal);
  if ('const' in schema) return [literal(schema.const)];
  switch (schema.type) {
    case 'integer':
      return ['number'];
    case 'array': {
      const items = typeText(schema.items ?? {}, names);
      return [items.includes(' ') ? `(${items})[]` : `${items}[]`];
    }
    case 'object':
      if (hasFields(schema)) return [inlineObject(schema.properties, schema, names)];
      if (typeof schema.additionalProperties === 'object')
        return [`Record<string, ${typeText(schema.additionalProperties, names)}>`];
      return ['Record<string, unknown>'];
    default:
      return [schema.type ?? 'unknown'];
  }
}

function inlineObject(properties: Record<string, Schema>, object: Schema, names: TypeNames) {
  const fields = Object.entries(properties).map(
    ([key, property]) =>
      `${key}${object.required?.includes(key) ? '' : '?'}: ${typeText(property, names)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

/** A field's default as code and words: `'dist'`, `undefined` (sem logo), o valor de `title`. */
export interface DefaultText {
  code?: string;
  words?: string;
}

/**
 * What a config that leaves a field out gets: its default; the field it copies; for an object of
 * optional fields, the defaults of those fields (those a note qualifies are left to their own
 * entry); else undefined, with what that means.
 */
export function defaultText(schema: Schema): DefaultText {
  const { defaultFrom, defaultNote } = meta(schema);
  const words = defaultNote !== undefined ? { words: defaultNote } : {};
  if (schema.default !== undefined) return { code: literal(schema.default), ...words };
  if (defaultFrom !== undefined)
    return { words: `o valor de \`${defaultFrom}\`${defaultNote ? ` (${defaultNote})` : ''}` };
  if (howResolved(schema) === 'fields' && hasFields(schema)) {
    const defaults = Object.entries(schema.properties).filter(
      ([, p]) => p.default !== undefined && meta(p).defaultNote === undefined,
    );
    return { code: literal(Object.fromEntries(defaults.map(([k, p]) => [k, p.default]))) };
  }
  return { code: 'undefined', ...words };
}
