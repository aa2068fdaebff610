// A stale part of the reference cannot pass: the reference is made in parts (each tag's views, its
// pages, its search entries), each kept while what it reads of the spec is unchanged (a digest of
// its nodes as written and of what their $refs lead to). After any change of one operation, of a
// component one or several tags use, of a tag, of the introduction, or of the split, a build that
// reuses the cache folder, and one through a watch session's memory, make byte for byte what a
// build without any cache makes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { Graph } from '../../src/node/graph/graph.js';
import { buildOutcome } from '../helpers/build-outcome.js';
import { copyFixture } from '../helpers/cli.js';

type Json = Record<string, unknown>;

/** A change of one of the site's files (`file`, from its folder), to its text. */
interface Change {
  what: string;
  file: string;
  apply: (text: string) => string;
}

/** A change of a YAML file of the spec, to its parsed content (nothing when it is not there). */
const yamlChange = (what: string, file: string, change: (doc: Json) => void): Change => ({
  what,
  file: `spec/${file}`,
  apply: (text) => {
    const doc = parse(text) as Json;
    change(doc);
    return stringify(doc);
  },
});

/** The operations of parts-site's spec: their file, the key of their path there, their method. */
const OPERATIONS = [
  ['paths/itens.yaml', 'itens', 'get'],
  ['paths/itens.yaml', 'itens', 'post'],
  ['paths/itens.yaml', 'item', 'get'],
  ['paths/itens.yaml', 'item', 'delete'],
  ['paths/pedidos.yaml', 'pedidos', 'get'],
  ['paths/pedidos.yaml', 'pedidos', 'post'],
  ['paths/pedidos.yaml', 'pedido', 'get'],
  ['paths/usuarios.yaml', 'usuarios', 'get'],
  ['paths/usuarios.yaml', 'me', 'get'],
] as const;

const IDS = [
  'listarItens',
  'criarItem',
  'obterItem',
  'apagarItem',
  'listarPedidos',
  'criarPedido',
  'obterPedido',
  'listarUsuarios',
  'eu',
];

/**
 * Descriptions that link elsewhere (in the reference, or to a page of the site, which `baseUrl`
 * leads to), repeat headings (ids made unique on a page), or are plain.
 */
const texts = fc.oneof(
  fc.constantFrom('Texto trocado.', 'Outro texto, **com ênfase**.', '## Exemplo\n\nUm exemplo.'),
  fc.constant('Veja [o início](/).'),
  fc.constantFrom(...IDS).map((id) => `Veja [a outra operação](#operation/${id}).`),
  fc.constantFrom('itens', 'pedidos', 'usuarios').map((tag) => `Veja [a tag](#tag/${tag}).`),
  fc.constantFrom('Item', 'Pedido', 'Usuario').map((s) => `Veja [o esquema](#schema/${s}).`),
);

const operation = fc.constantFrom(...OPERATIONS);

/** The node at `keys`, or an empty object standing for it when it is gone (a removed operation). */
const at = (doc: Json, ...keys: string[]): Json =>
  keys.reduce<Json>((node, key) => {
    const next = node[key];
    return typeof next === 'object' && next !== null ? (next as Json) : {};
  }, doc);

/** A change of one field of an operation, if the operation is still there. */
const ofOperation = (
  [file, key, method]: (typeof OPERATIONS)[number],
  what: string,
  change: (op: Json) => void,
) =>
  yamlChange(`${file} ${key} ${method} ${what}`, file, (doc) => {
    if (key in doc && method in at(doc, key)) change(at(doc, key, method));
  });

const operationChanges: fc.Arbitrary<Change>[] = [
  fc.tuple(operation, texts).map(([op, text]) =>
    ofOperation(op, `description: ${text}`, (o) => {
      o.description = text;
    }),
  ),
  fc.tuple(operation, fc.constantFrom('Resumo novo', 'Outro resumo')).map(([op, text]) =>
    ofOperation(op, `summary: ${text}`, (o) => {
      o.summary = text;
    }),
  ),
  fc.tuple(operation, fc.constantFrom('Itens', 'Pedidos', 'Usuários', 'Nova')).map(([op, tag]) =>
    ofOperation(op, `tags: [${tag}]`, (o) => {
      o.tags = [tag];
    }),
  ),
  fc.tuple(operation, fc.constantFrom('consultar', 'outraOperacao')).map(([op, id]) =>
    ofOperation(op, `operationId: ${id}${op[1]}`, (o) => {
      o.operationId = `${id}${op[1]}`;
    }),
  ),
  fc.tuple(operation, texts).map(([op, text]) =>
    ofOperation(op, `first response's description: ${text}`, (o) => {
      const responses = at(o, 'responses');
      const first = Object.keys(responses)[0];
      if (first) at(responses, first).description = text;
    }),
  ),
  operation.map(([file, key, method]) =>
    yamlChange(`${file} ${key} ${method} removed`, file, (doc) => {
      delete at(doc, key)[method];
    }),
  ),
  fc.constantFrom('itens', 'pedidos').map((key) =>
    yamlChange(`paths/${key}.yaml ${key} put added`, `paths/${key}.yaml`, (doc) => {
      at(doc, key).put = {
        tags: ['Itens'],
        summary: 'Trocar todos',
        description: 'Troca todos de uma vez.',
        responses: { '204': { description: 'Trocados.' } },
      };
    }),
  ),
];

/** Components: a schema used by several tags, one used by one, a parameter, the schemes. */
const componentChanges: fc.Arbitrary<Change>[] = [
  fc.tuple(fc.constantFrom('Item', 'Pedido', 'Usuario', 'Erro'), texts).map(([schema, text]) =>
    yamlChange(`schema ${schema} description: ${text}`, 'components/schemas.yaml', (doc) => {
      at(doc, schema).description = text;
    }),
  ),
  fc.constantFrom('number', 'integer', 'string').map((type) =>
    yamlChange(`schema Item.preco type: ${type}`, 'components/schemas.yaml', (doc) => {
      at(doc, 'Item', 'properties', 'preco').type = type;
    }),
  ),
  fc.constantFrom('Usuario', 'Erro', 'Item').map((schema) =>
    yamlChange(`schema ${schema} gains a property`, 'components/schemas.yaml', (doc) => {
      const properties = at(doc, schema, 'properties');
      properties[`campo${Object.keys(properties).length}`] = { type: 'boolean' };
    }),
  ),
  fc.constantFrom('integer', 'string').map((type) =>
    yamlChange(`parameter Pagina type: ${type}`, 'components/parameters.yaml', (doc) => {
      at(doc, 'Pagina', 'schema').type = type;
    }),
  ),
  fc.tuple(fc.constantFrom('Pagina', 'Item'), texts).map(([parameter, text]) =>
    yamlChange(`parameter ${parameter}: ${text}`, 'components/parameters.yaml', (doc) => {
      at(doc, parameter).description = text;
    }),
  ),
];

/** The root document: the introduction, a tag, the webhook, the security scheme, the servers. */
const rootChanges: fc.Arbitrary<Change>[] = [
  texts.map((text) =>
    yamlChange(`info.description: ${text}`, 'openapi.yaml', (doc) => {
      at(doc, 'info').description = text;
    }),
  ),
  fc.tuple(fc.constantFrom('0', '1', '2'), texts).map(([tag, text]) =>
    yamlChange(`tags[${tag}].description: ${text}`, 'openapi.yaml', (doc) => {
      at(doc, 'tags', tag).description = text;
    }),
  ),
  texts.map((text) =>
    yamlChange(`webhook pedidoPago description: ${text}`, 'openapi.yaml', (doc) => {
      at(doc, 'webhooks', 'pedidoPago', 'post').description = text;
    }),
  ),
  // Samples send the scheme's header: a bearer token, or a key's name.
  fc.constant(
    yamlChange('securitySchemes.oauth: OAuth2 ↔ API key', 'openapi.yaml', (doc) => {
      const scheme = at(doc, 'components', 'securitySchemes', 'oauth');
      scheme.type = scheme.type === 'apiKey' ? 'oauth2' : 'apiKey';
      scheme.in = 'header';
      scheme.name = 'X-Chave';
    }),
  ),
  // Every operation without its own requirements takes the document's.
  fc.constant(
    yamlChange('security: OAuth ↔ none', 'openapi.yaml', (doc) => {
      doc.security = Array.isArray(doc.security) && doc.security.length > 0 ? [] : [{ oauth: [] }];
    }),
  ),
  fc.constant(
    yamlChange('servers[0].url: v2 ↔ v3', 'openapi.yaml', (doc) => {
      const server = at(doc, 'servers', '0');
      server.url = String(server.url).endsWith('/v3')
        ? 'https://api.loja.exemplo.com/v2'
        : 'https://outra.exemplo.com/v3';
    }),
  ),
];

/** The reference on one page or split (parts-site has 9 operations). */
const splitChange = fc.constantFrom(2, 4, 100).map(
  (threshold): Change => ({
    what: `splitThreshold: ${threshold}`,
    file: 'docgen.config.ts',
    apply: (text) => text.replace(/splitThreshold: \d+/, `splitThreshold: ${threshold}`),
  }),
);

/**
 * The site's base URL, which the links of every description lead under: the descriptions of the
 * components, which every part's trees share, are rendered again.
 */
const baseUrlChange = fc.constantFrom('/', '/loja/').map(
  (baseUrl): Change => ({
    what: `baseUrl: ${baseUrl}`,
    file: 'docgen.config.ts',
    apply: (text) =>
      /baseUrl: '[^']*'/.test(text)
        ? text.replace(/baseUrl: '[^']*'/, `baseUrl: '${baseUrl}'`)
        : text.replace(/(\n\s*url: [^\n]*\n)/, `$1  baseUrl: '${baseUrl}',\n`),
  }),
);

/** A config line, replaced where it is, else added after the `url` line. */
const configLine = (text: string, pattern: RegExp, line: string) =>
  pattern.test(text)
    ? text.replace(pattern, line)
    : text.replace(/(\n\s*url: [^\n]*\n)/, `$1  ${line}\n`);

/**
 * The site's language and the config's `strings`, in which the reference's labels, notes, titles
 * and samples are written: every part and page says them again.
 */
const languageChanges: fc.Arbitrary<Change>[] = [
  fc.constantFrom('pt-BR', 'en', 'es').map(
    (locale): Change => ({
      what: `locale: ${locale}`,
      file: 'docgen.config.ts',
      apply: (text) => configLine(text, /locale: '[^']*',/, `locale: '${locale}',`),
    }),
  ),
  fc
    .constantFrom(
      'reference.operation.requestBody',
      'reference.schema.required',
      'reference.page.title',
    )
    .chain((key) => fc.constantFrom('Trocado', 'Outro').map((message) => [key, message] as const))
    .map(
      ([key, message]): Change => ({
        what: `strings: ${key} = ${message}`,
        file: 'docgen.config.ts',
        apply: (text) =>
          configLine(text, /strings: \{[^}]*\},/, `strings: { '${key}': '${message}' },`),
      }),
    ),
];

/** Every kind of change: a tour takes one of each first, then any follow. */
const kinds = [
  ...operationChanges,
  ...componentChanges,
  ...rootChanges,
  splitChange,
  baseUrlChange,
  ...languageChanges,
];

function apply(site: string, c: Change): void {
  const file = path.join(site, c.file);
  writeFileSync(file, c.apply(readFileSync(file, 'utf8')));
}

describe('property: a reference built from its kept parts equals one built whole', () => {
  it('after any change of an operation, a component, a tag, the split, the language', async () => {
    const site = copyFixture('parts-site');
    const session = Graph.open(site, { persist: false });
    expect(await buildOutcome(site, true)).toEqual(await buildOutcome(site, false));
    await buildOutcome(site, session);
    const seen: string[] = [];
    const check = async (c: Change) => {
      apply(site, c);
      seen.push(c.what);
      const fresh = await buildOutcome(site, false);
      expect(await buildOutcome(site, true), `cache folder, after ${seen.join('; ')}`).toEqual(
        fresh,
      );
      expect(await buildOutcome(site, session), `memory, after ${seen.join('; ')}`).toEqual(fresh);
    };
    for (const kind of kinds) await check(fc.sample(kind, { numRuns: 1, seed: 20261128 })[0]!);
    await fc.assert(fc.asyncProperty(fc.oneof(...kinds), check), {
      numRuns: 40,
      seed: 20261128,
      endOnFailure: true,
    });
    expect(seen.length).toBe(kinds.length + 40);
  }, 600_000);
});
