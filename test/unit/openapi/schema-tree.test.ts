import { describe, expect, it } from 'vitest';
import { directed } from '../../../src/node/openapi/directed.js';
import { mergeAllOf, SchemaWalker } from '../../../src/node/openapi/schema-tree.js';
import { constraintsOf, typesOf } from '../../../src/node/openapi/schema-labels.js';
import type { SchemaView } from '../../../src/shared/api-view-models.js';
import { referenceOf } from './helpers.js';

const describeNothing = () => '';
const prop = (view: SchemaView, name: string) => {
  const found = view.properties.find((p) => p.name === name);
  if (!found) throw new Error(`no property ${name}`);
  return found;
};

describe('SchemaWalker', () => {
  it(
    'stops a self-referencing schema at its ' + 'second occurrence with a link to the component',
    () => {
      const node: Record<string, unknown> = {
        type: 'object',
        properties: { label: { type: 'string' } },
      };
      (node.properties as Record<string, unknown>).next = node;
      const view = new SchemaWalker({ Node: node }, describeNothing).view(node, '#/x');
      const next = prop(view, 'next').schema;
      expect(next.circular).toEqual({ componentName: 'Node', label: 'Node' });
      expect(next.properties).toEqual([]);
    },
  );

  it('also stops anonymous cycles (no component name) instead of recursing forever', () => {
    const a: Record<string, unknown> = { type: 'object', properties: {} };
    (a.properties as Record<string, unknown>).self = { type: 'array', items: a };
    const view = new SchemaWalker({}, describeNothing).view(a, '#/a');
    expect(prop(view, 'self').schema.items?.circular).toEqual({
      componentName: undefined,
      label: 'recursivo',
    });
  });

  it('gives every empty list of every view one shared, frozen array', () => {
    const schema = {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', readOnly: true }, tags: { type: 'array', items: {} } },
    };
    const view = new SchemaWalker({}, describeNothing).view(schema, '#/x');
    const id = prop(view, 'id').schema;
    const tags = prop(view, 'tags').schema;
    const empty: readonly unknown[][] = [
      ...[id.enumValues, id.constraints, id.properties, id.tuple, id.patterns],
      ...[id.conditions, id.exclusions, tags.properties, tags.items!.properties],
      ...[view.tuple, view.enumValues],
    ];
    expect(new Set(empty).size).toBe(1);
    expect(empty[0]).toEqual([]);
    expect(Object.isFrozen(empty[0])).toBe(true);
    // A request's copy, which leaves the read-only property out, shares it too.
    const request = directed(view, 'request');
    expect(request).not.toBe(view);
    expect(request.conditions).toBe(id.conditions);
    expect(request.exclusions).toBe(id.conditions);
    expect(request.properties.map((p) => p.name)).toEqual(['tags']);
  });

  it('memoises component trees: the same object for every use at the same depth', () => {
    const item = { type: 'object', properties: { id: { type: 'integer' } } };
    const walker = new SchemaWalker({ Item: item }, describeNothing);
    expect(walker.view(item, '#/a')).toBe(walker.view(item, '#/b'));
  });

  it('links to the Schemas section below the component depth budget', () => {
    const c = { type: 'object', properties: { v: { type: 'string' } } };
    const b = { type: 'object', properties: { c } };
    const a = { type: 'object', properties: { b } };
    const view = new SchemaWalker({ A: a, B: b, C: c }, describeNothing).view(a, '#/a', 2);
    expect(prop(prop(view, 'b').schema, 'c').schema).toMatchObject({
      collapsed: true,
      componentName: 'C',
      properties: [],
    });
  });

  it('reads 3.1 type arrays with null and 3.0 nullable alike', () => {
    expect(typesOf({ type: ['integer', 'null'] })).toEqual({ types: ['integer'], nullable: true });
    expect(typesOf({ type: 'string', nullable: true })).toEqual({
      types: ['string'],
      nullable: true,
    });
    const view = new SchemaWalker({}, describeNothing).view(
      { oneOf: [{ type: 'string' }, { type: 'null' }] },
      '#/n',
    );
    expect(view.nullable).toBe(true);
    expect(view.variants?.options.map((o) => o.schema.typeLabel)).toEqual(['string']);
  });

  it('merges allOf: properties and required are unions', () => {
    const merged = mergeAllOf({
      allOf: [
        { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } },
        { properties: { barks: { type: 'integer' } }, required: ['barks'] },
      ],
    });
    expect(merged).toMatchObject({ type: 'object', required: ['kind', 'barks'] });
    expect(Object.keys(merged.properties as object)).toEqual(['kind', 'barks']);
  });

  it('merges allOf: a property two members declare takes what the second adds to it', () => {
    const base = { type: 'string', description: 'O tipo.' };
    const nested = { type: 'object', properties: { x: { type: 'integer' } } };
    const merged = mergeAllOf({
      allOf: [
        { properties: { kind: base, name: base, owner: base } },
        {
          properties: {
            kind: { const: 'gato', description: 'Outro texto.' },
            name: base,
            owner: nested,
          },
        },
      ],
    });
    const properties = merged.properties as Record<string, unknown>;
    expect(properties.kind).toEqual({ type: 'string', description: 'O tipo.', const: 'gato' });
    // The same schema twice, or a second with parts of its own: the first, as it is.
    expect(properties.name).toBe(base);
    expect(properties.owner).toBe(base);
    // A component too: it stays a link to its tree.
    const component = mergeAllOf(
      { allOf: [{ properties: { kind: base } }, { properties: { kind: { const: 'gato' } } }] },
      (s) => s === base,
    );
    expect((component.properties as Record<string, unknown>).kind).toBe(base);
  });

  it('shows the positions of a tuple (prefixItems), then the items after them', () => {
    const walker = new SchemaWalker(undefined, describeNothing);
    const view = walker.view(
      {
        prefixItems: [{ type: 'string' }, { type: 'integer', minimum: 0 }],
        items: { type: 'boolean' },
      },
      '#/x',
    );
    // Not boolean[]: its first items are not booleans.
    expect(view.typeLabel).toBe('array');
    expect(view.tuple.map((p) => [p.name, p.schema.typeLabel, p.schema.constraints])).toEqual([
      ['[0]', 'string', []],
      ['[1]', 'integer', ['≥ 0']],
    ]);
    expect(walker.view({ prefixItems: [{ type: 'string' }] }, '#/y').typeLabel).toBe('array');
  });

  it('names the conditions of if/then/else in words, its own and its allOf members', () => {
    const view = new SchemaWalker(undefined, describeNothing).view(
      {
        if: { properties: { code: { enum: ['CPF', 'PHOTO'] } }, required: ['code', 'title'] },
        // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword.
        then: { required: ['value'] },
        allOf: [
          { if: { minimum: 3 }, else: { properties: { n: { type: 'integer' } } } },
          { if: { properties: { kind: { const: 'pf' } } }, else: { required: ['kind'] } },
        ],
      },
      '#/x',
    );
    expect(view.conditions.map((c) => [c.when, c.holds?.pointer, c.otherwise?.pointer])).toEqual([
      ['code em "CPF", "PHOTO" e title presente', '#/x/then', undefined],
      ['o valor atende à condição (if) da especificação', undefined, '#/x/allOf/0/else'],
      ['kind ausente ou = "pf"', undefined, '#/x/allOf/1/else'],
    ]);
  });

  it('puts a not in words when all it says can be, else walks it as a schema', () => {
    const walker = new SchemaWalker(undefined, describeNothing);
    const exclusions = (schema: object) =>
      walker.view(schema, '#/x').exclusions.map((e) => e.when ?? e.schema?.pointer);
    expect(exclusions({ not: { enum: ['a', 'b'] } })).toEqual(['o valor em "a", "b"']);
    expect(exclusions({ not: { required: ['a', 'b'] } })).toEqual(['a presente e b presente']);
    // A property the not only describes is there for its presence (this site's client_secret).
    expect(
      exclusions({ not: { required: ['s'], properties: { s: { description: 'Proibido.' } } } }),
    ).toEqual(['s presente']);
    expect(
      exclusions({
        not: { anyOf: [{ required: ['a'] }, { required: ['b'], properties: { b: { const: 1 } } }] },
      }),
    ).toEqual(['a presente ou b = 1']);
    // A property the not does not require also matches when absent.
    expect(exclusions({ not: { properties: { b: { enum: [1, 2] } } } })).toEqual([
      'b ausente ou em 1, 2',
    ]);
    // More than words can say: the value's type, a property's pattern, an option that is not.
    expect(exclusions({ not: { type: 'null' } })).toEqual(['#/x/not']);
    expect(exclusions({ not: { properties: { s: { description: 'Proibido.' } } } })).toEqual([
      '#/x/not',
    ]);
    expect(exclusions({ not: { properties: { a: { const: 1, pattern: 'x' } } } })).toEqual([
      '#/x/not',
    ]);
    expect(exclusions({ not: { anyOf: [{ required: ['a'] }, { type: 'string' }] } })).toEqual([
      '#/x/not',
    ]);
    // "Not exactly one of" is not "none of": a value matching both is accepted.
    expect(exclusions({ not: { oneOf: [{ required: ['a'] }, { required: ['b'] }] } })).toEqual([
      '#/x/not',
    ]);
    // Its allOf members' too.
    expect(exclusions({ not: { const: 0 }, allOf: [{ not: { type: 'string' } }] })).toEqual([
      'o valor = 0',
      '#/x/allOf/0/not',
    ]);
    expect(walker.view({ not: { type: 'null' } }, '#/y').exclusions[0]!.schema!.typeLabel).toBe(
      'null',
    );
  });

  it('writes constraints in pt-BR', () => {
    expect(constraintsOf({ minimum: 0, maximum: 1 })).toEqual(['≥ 0', '≤ 1']);
    expect(constraintsOf({ maxLength: 255 })).toEqual(['até 255 caracteres']);
    expect(constraintsOf({ minLength: 8, maxLength: 64, pattern: '^[a-z]+$' })).toEqual([
      'de 8 a 64 caracteres',
      'padrão ^[a-z]+$',
    ]);
    expect(constraintsOf({ exclusiveMinimum: 0, minItems: 1, uniqueItems: true })).toEqual([
      '> 0',
      'no mínimo 1 item',
      'itens únicos',
    ]);
  });
});

describe('schema trees of the hard-cases spec', () => {
  it('shows oneOf variants with the discriminator mapping and merged allOf members', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    const pet = reference.schemas.find((s) => s.name === 'Pet')!.schema;
    expect(pet.variants?.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'gato', target: 'Cat', linked: true },
        { value: 'cao', target: 'Dog', linked: true },
      ],
    });
    expect(pet.variants?.options.map((o) => o.label)).toEqual(['gato', 'cao']);
    const dog = pet.variants!.options[1]!.schema;
    expect(dog.properties.map((p) => [p.name, p.required])).toEqual([
      ['kind', true],
      ['name', false],
      ['barks', true],
    ]);
    expect(prop(dog, 'barks').schema.constraints).toEqual(['≥ 0']);
  });

  it(
    'expands arrays of objects, stops the recursive Item, ' + 'and shows the 422 errors map',
    async () => {
      const reference = await referenceOf('hard-cases.yaml');
      const item = reference.schemas.find((s) => s.name === 'Item')!.schema;
      const children = prop(item, 'children').schema;
      expect(children.typeLabel).toBe('Item[]');
      expect(children.items?.circular?.componentName).toBe('Item');
      expect(prop(item, 'id').schema).toMatchObject({ readOnly: true, example: '7' });
      expect(prop(item, 'secret').schema.writeOnly).toBe(true);
      expect(prop(item, 'user_type').schema.enumValues).toEqual([
        '"owner"',
        '"viewer"',
        '"editor"',
      ]);
      expect(prop(item, 'parent').schema).toMatchObject({ typeLabel: 'integer', nullable: true });

      const tag = reference.tags.find((t) => t.slug === 'itens-de-armazenamento')!;
      const unprocessable = tag.operations[0]!.responses.find((r) => r.status === '422')!;
      const errors = prop(unprocessable.contents[0]!.schema!, 'errors').schema;
      expect(errors.additional).toMatchObject({ typeLabel: 'string[]' });
    },
  );
});
