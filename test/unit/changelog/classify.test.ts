import { describe, expect, it } from 'vitest';
import { diffSpecs } from '../../../src/node/changelog/classify.js';
import { countWords, markdownReport, textReport } from '../../../src/node/changelog/report.js';
import { changelogStrings } from '../../../src/node/changelog/strings.js';
import type { ChangeLevel } from '../../../src/node/changelog/types.js';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { changelogPage } from '../../../src/node/site/changelog-page.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { catalogues } from '../../../src/shared/i18n/catalogue.js';
import { keysOf, lookup } from '../../../src/shared/i18n/message.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { frameAssets } from '../openapi/helpers.js';

type Node = Record<string, unknown>;

const body = (schema: Node, extra: Node = {}) => ({
  content: { 'application/json': { schema } },
  ...extra,
});
const ok = (schema: Node = { type: 'object' }) => ({
  '200': { description: 'OK', ...body(schema) },
});
const envelope = (properties: Node, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

/** A document of one operation, POST /envelopes, and optionally more. */
const doc = (operation: Node, more: Node = {}): Node => ({
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  paths: {
    '/envelopes': { post: { operationId: 'createEnvelope', responses: ok(), ...operation } },
  },
  ...more,
});

const cases: [string, Node, Node, ChangeLevel, string, string][] = [
  // [what, old document, new document, level, kind, words of the sentence]
  [
    'operation removed',
    doc({}),
    { ...doc({}), paths: {} },
    'breaking',
    'operation-removed',
    'Operação removida',
  ],
  [
    'operation added',
    { ...doc({}), paths: {} },
    doc({}),
    'non-breaking',
    'operation-added',
    'Operação adicionada',
  ],
  [
    'operation deprecated',
    doc({}),
    doc({ deprecated: true }),
    'non-breaking',
    'operation-deprecated',
    'obsoleta',
  ],
  [
    'webhook removed',
    doc({}, { webhooks: { assinado: { post: { responses: ok() } } } }),
    doc({}),
    'breaking',
    'operation-removed',
    'Webhook removido',
  ],
  [
    'required parameter added',
    doc({}),
    doc({
      parameters: [{ name: 'conta', in: 'query', required: true, schema: { type: 'string' } }],
    }),
    'breaking',
    'parameter-added-required',
    '`conta` (na query), obrigatório, foi adicionado',
  ],
  [
    'optional parameter added',
    doc({}),
    doc({ parameters: [{ name: 'conta', in: 'query', schema: { type: 'string' } }] }),
    'non-breaking',
    'parameter-added',
    'foi adicionado',
  ],
  [
    'parameter removed',
    doc({ parameters: [{ name: 'conta', in: 'query', schema: { type: 'string' } }] }),
    doc({}),
    'non-breaking',
    'parameter-removed',
    'não o lê mais',
  ],
  [
    'parameter made required',
    doc({ parameters: [{ name: 'x-conta', in: 'header', schema: { type: 'string' } }] }),
    doc({
      parameters: [{ name: 'X-Conta', in: 'header', required: true, schema: { type: 'string' } }],
    }),
    'breaking',
    'parameter-required',
    'passou a ser obrigatório',
  ],
  [
    "parameter's type changed",
    doc({ parameters: [{ name: 'limite', in: 'query', schema: { type: 'string' } }] }),
    doc({ parameters: [{ name: 'limite', in: 'query', schema: { type: 'integer' } }] }),
    'breaking',
    'type-changed',
    'de `string` para `integer`',
  ],
  [
    'request enum narrowed',
    doc({ requestBody: body(envelope({ tipo: { type: 'string', enum: ['a', 'b'] } })) }),
    doc({ requestBody: body(envelope({ tipo: { type: 'string', enum: ['a'] } })) }),
    'breaking',
    'enum-value-removed',
    'não aceita mais o valor `"b"`',
  ],
  [
    'request enum widened',
    doc({ requestBody: body(envelope({ tipo: { type: 'string', enum: ['a'] } })) }),
    doc({ requestBody: body(envelope({ tipo: { type: 'string', enum: ['a', 'b'] } })) }),
    'non-breaking',
    'enum-value-added',
    'aceita também o valor `"b"`',
  ],
  [
    'response enum widened',
    doc({ responses: ok(envelope({ estado: { type: 'string', enum: ['rascunho'] } })) }),
    doc({ responses: ok(envelope({ estado: { type: 'string', enum: ['rascunho', 'enviado'] } })) }),
    'breaking',
    'enum-value-added',
    'pode trazer o valor novo `"enviado"`',
  ],
  [
    'required request property added',
    doc({ requestBody: body(envelope({ nome: { type: 'string' } })) }),
    doc({
      requestBody: body(
        envelope({ nome: { type: 'string' }, conta: { type: 'string' } }, ['conta']),
      ),
    }),
    'breaking',
    'property-added-required',
    'O campo obrigatório `conta` (o corpo da requisição) foi adicionado',
  ],
  [
    'optional request property added',
    doc({ requestBody: body(envelope({})) }),
    doc({ requestBody: body(envelope({ nota: { type: 'string' } })) }),
    'non-breaking',
    'property-added',
    '`nota`',
  ],
  [
    'request property made required',
    doc({ requestBody: body(envelope({ nome: { type: 'string' } })) }),
    doc({ requestBody: body(envelope({ nome: { type: 'string' } }, ['nome'])) }),
    'breaking',
    'property-required',
    'passou a ser obrigatório',
  ],
  [
    'response property removed',
    doc({ responses: ok(envelope({ id: { type: 'string' }, nome: { type: 'string' } })) }),
    doc({ responses: ok(envelope({ id: { type: 'string' } })) }),
    'breaking',
    'property-removed',
    'O campo `nome` (a resposta 200) foi removido',
  ],
  [
    'nested response property removed',
    doc({
      responses: ok(envelope({ itens: { type: 'array', items: envelope({ id: {}, nome: {} }) } })),
    }),
    doc({ responses: ok(envelope({ itens: { type: 'array', items: envelope({ id: {} }) } })) }),
    'breaking',
    'property-removed',
    '`itens[].nome`',
  ],
  [
    'response property no longer required',
    doc({ responses: ok(envelope({ id: { type: 'string' } }, ['id'])) }),
    doc({ responses: ok(envelope({ id: { type: 'string' } })) }),
    'breaking',
    'property-optional',
    'deixou de ser obrigatório',
  ],
  [
    'response property added',
    doc({ responses: ok(envelope({})) }),
    doc({ responses: ok(envelope({ criadoEm: { type: 'string', format: 'date-time' } })) }),
    'non-breaking',
    'property-added',
    '`criadoEm`',
  ],
  [
    'format changed',
    doc({ responses: ok(envelope({ criadoEm: { type: 'string', format: 'date' } })) }),
    doc({ responses: ok(envelope({ criadoEm: { type: 'string', format: 'date-time' } })) }),
    'breaking',
    'format-changed',
    'de `date` para `date-time`',
  ],
  [
    'response made nullable',
    doc({ responses: ok(envelope({ nota: { type: 'string' } })) }),
    doc({ responses: ok(envelope({ nota: { type: ['string', 'null'] } })) }),
    'breaking',
    'type-changed',
    '`string` ou `null`',
  ],
  [
    'request made nullable (3.0 nullable)',
    doc({ requestBody: body(envelope({ nota: { type: 'string' } })) }),
    doc({ requestBody: body(envelope({ nota: { type: 'string', nullable: true } })) }),
    'non-breaking',
    'type-changed',
    '`string` ou `null`',
  ],
  [
    'response oneOf gains an option',
    doc({ responses: ok({ oneOf: [{ type: 'string' }] }) }),
    doc({ responses: ok({ oneOf: [{ type: 'string' }, { type: 'integer' }] }) }),
    'breaking',
    'option-added',
    '2 formas (`oneOf`) em vez de 1',
  ],
  [
    'status code removed',
    doc({ responses: { ...ok(), '404': { description: 'Não' } } }),
    doc({}),
    'breaking',
    'response-removed',
    'A resposta 404 foi removida',
  ],
  [
    'status code added',
    doc({}),
    doc({ responses: { ...ok(), '409': { description: 'Conflito' } } }),
    'non-breaking',
    'response-added',
    'A resposta 409 foi adicionada',
  ],
  [
    'request media type removed',
    doc({ requestBody: { content: { 'application/json': {}, 'application/xml': {} } } }),
    doc({ requestBody: { content: { 'application/json': {} } } }),
    'breaking',
    'media-type-removed',
    'não aceita mais `application/xml`',
  ],
  [
    'response media type added',
    doc({}),
    doc({
      responses: {
        '200': { description: 'OK', content: { 'application/json': {}, 'text/csv': {} } },
      },
    }),
    'non-breaking',
    'media-type-added',
    'A resposta 200 pode vir também em `text/csv`',
  ],
  [
    'required request body added',
    doc({}),
    doc({ requestBody: body(envelope({}), { required: true }) }),
    'breaking',
    'request-body-added-required',
    'corpo, obrigatório',
  ],
  [
    'security added',
    doc({}),
    doc({ security: [{ oauth: ['envelopes:write'] }] }),
    'breaking',
    'security-added',
    'passou a exigir autenticação (`oauth`)',
  ],
  [
    'scope added',
    doc({ security: [{ oauth: ['envelopes:read'] }] }),
    doc({ security: [{ oauth: ['envelopes:read', 'envelopes:write'] }] }),
    'breaking',
    'scope-added',
    'escopo `envelopes:write` de `oauth`',
  ],
  [
    'scope removed',
    doc({ security: [{ oauth: ['envelopes:read', 'envelopes:write'] }] }),
    doc({ security: [{ oauth: ['envelopes:read'] }] }),
    'non-breaking',
    'scope-removed',
    'não exige mais o escopo `envelopes:write`',
  ],
  [
    'root security applies to the operation',
    doc({}),
    doc({}, { security: [{ apiKey: [] }] }),
    'breaking',
    'security-added',
    '`apiKey`',
  ],
  [
    'summary changed',
    doc({ summary: 'Cria' }),
    doc({ summary: 'Cria um envelope' }),
    'documentation',
    'summary-changed',
    'O resumo da operação mudou',
  ],
  [
    "a property's description changed",
    doc({ responses: ok(envelope({ id: { type: 'string', description: 'O id.' } })) }),
    doc({ responses: ok(envelope({ id: { type: 'string', description: 'O identificador.' } })) }),
    'documentation',
    'description-changed',
    'A descrição do campo `id`',
  ],
  [
    "a webhook's payload gains an enum value (the client reads it)",
    doc(
      {},
      {
        webhooks: {
          assinado: {
            post: {
              requestBody: body(envelope({ e: { type: 'string', enum: ['a'] } })),
              responses: ok(),
            },
          },
        },
      },
    ),
    doc(
      {},
      {
        webhooks: {
          assinado: {
            post: {
              requestBody: body(envelope({ e: { type: 'string', enum: ['a', 'b'] } })),
              responses: ok(),
            },
          },
        },
      },
    ),
    'breaking',
    'enum-value-added',
    'pode trazer o valor novo `"b"`',
  ],
];

describe('diffSpecs: each kind of change, classified', () => {
  it.each(cases)('%s', (_, before, after, level, kind, words) => {
    const diff = diffSpecs(before, after);
    const changes = diff.operations.flatMap((op) => op.changes);
    const found = changes.find((c) => c.kind === kind);
    expect(found, JSON.stringify(changes, null, 1)).toBeDefined();
    expect(found!.level).toBe(level);
    expect(found!.message).toContain(words);
    expect(diff.counts[level]).toBeGreaterThanOrEqual(1);
  });

  it('finds nothing between a document and itself, cyclic schemas included', () => {
    const node: Node = { type: 'object', properties: {} };
    (node.properties as Node).filho = node;
    const cyclic = doc({ requestBody: body(node), responses: ok(node) });
    expect(diffSpecs(cyclic, cyclic)).toEqual({
      operations: [],
      counts: { breaking: 0, 'non-breaking': 0, documentation: 0 },
    });
  });

  it('walks two different cyclic schemas to their end', () => {
    const make = (extra: Node) => {
      const node: Node = { type: 'object', properties: { ...extra } };
      (node.properties as Node).filho = node;
      return node;
    };
    const diff = diffSpecs(
      doc({ responses: ok(make({ a: {} })) }),
      doc({ responses: ok(make({})) }),
    );
    const removed = diff.operations[0]!.changes.filter((c) => c.kind === 'property-removed');
    expect(removed.map((c) => c.message)).toContain('O campo `a` (a resposta 200) foi removido.');
  });

  it('groups changes by operation, with ids and pointers into both documents', () => {
    const diff = diffSpecs(
      doc({ summary: 'Cria' }),
      doc({ summary: 'Cria', parameters: [{ name: 'p', in: 'query', required: true }] }),
    );
    expect(diff.operations).toEqual([
      {
        key: 'POST /envelopes',
        method: 'POST',
        path: '/envelopes',
        webhook: false,
        operationId: { old: 'createEnvelope', new: 'createEnvelope' },
        summary: 'Cria',
        changes: [
          {
            level: 'breaking',
            kind: 'parameter-added-required',
            message: 'O parâmetro `p` (na query), obrigatório, foi adicionado.',
            new: '/paths/~1envelopes/post/parameters/0',
          },
        ],
      },
    ]);
  });
});

describe('diffSpecs in another language', () => {
  const english = changelogStrings({ locale: 'en', strings: undefined });
  /** The words of the changelog's pt-BR strings its English ones do not have (`removido`). */
  const portuguese = (() => {
    const words = (strings: object) =>
      new Set(
        keysOf(strings).flatMap(
          (key) =>
            (lookup(strings, key) ?? '').replace(/\{\w+\}/g, ' ').match(/[A-Za-zÀ-ú]{4,}/g) ?? [],
        ),
      );
    const en = words(catalogues.en.changelog);
    return [...words(catalogues['pt-BR'].changelog)].filter((w) => !en.has(w));
  })();

  it.each(cases)('%s: same change, said in English', (_, before, after, level, kind) => {
    const diff = diffSpecs(before, after, english);
    const change = diff.operations.flatMap((op) => op.changes).find((c) => c.kind === kind);
    expect(change?.level).toBe(level);
    // Names in code form are the spec's (`tipo`, `"enviado"`).
    const words = change!.message.replace(/`[^`]*`/g, ' ');
    const found = portuguese.filter((w) =>
      new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u').test(words),
    );
    expect(found, change!.message).toEqual([]);
    expect(change!.message).toMatch(/^[A-Z].*\.$/);
  });

  it('names places in the language, with its own "of"', () => {
    const diff = diffSpecs(
      doc({ parameters: [{ name: 'p', in: 'query', description: 'a' }] }),
      doc({ parameters: [{ name: 'p', in: 'query', description: 'b', required: true }] }),
      english,
    );
    expect(diff.operations[0]!.changes.map((c) => c.message)).toEqual([
      'The parameter `p` (in the query) is now required.',
      'The description of the parameter `p` (in the query) changed.',
    ]);
  });
});

describe('the reports and the page in another language', () => {
  const english = changelogStrings({ locale: 'en', strings: undefined });
  const diff = diffSpecs(doc({}), { ...doc({}), paths: {} }, english);
  const files = { old: 'a.yaml', new: 'b.yaml' };

  it('count the changes with the language’s words', () => {
    expect(countWords({ breaking: 1, 'non-breaking': 2, documentation: 0 }, english)).toBe(
      '1 breaking, 2 non-breaking, 0 documentation',
    );
    expect(countWords({ breaking: 1, 'non-breaking': 2, documentation: 0 })).toBe(
      '1 incompatível, 2 compatíveis, 0 de documentação',
    );
  });

  it('write the text and Markdown reports in it', () => {
    expect(textReport(diff, files, english)).toBe(
      'Changes from a.yaml to b.yaml: 1 breaking, 0 non-breaking, 0 documentation.\n\n' +
        'POST /envelopes\n  breaking      Operation removed: a call to it fails.\n',
    );
    const markdown = markdownReport(diff, files, english);
    expect(markdown).toContain('## API changes\n');
    expect(markdown).toContain('### Breaking\n');
    expect(markdown).toContain('From `a.yaml` to `b.yaml`:');
  });

  it('label the page’s levels and links in it', () => {
    const version = (name: string) => ({ name, label: name, idRoutes: {}, apiRoute: '/api/' });
    const frame = createFrame(
      resolveConfig({ title: 'T', locale: 'en' }, '/tmp/s', undefined),
      [],
      frameAssets,
    );
    const page = changelogPage(
      frame,
      '/api/',
      '/',
      [{ older: version('1'), newer: version('2'), diff }],
      english,
    );
    expect(page.title).toBe('API changes');
    const op = page.pairs[0]!.operations[0]!;
    expect(op.changes[0]!.levelLabel).toBe('Breaking');
    expect(op.before?.label).toBe('in version 1');
  });

  it('render the page’s own words in it', async () => {
    const version = (name: string) => ({ name, label: name, idRoutes: {}, apiRoute: '/api/' });
    const config = resolveConfig({ title: 'T', locale: 'en' }, '/tmp/s', undefined);
    const none = diffSpecs(doc({}), doc({}), english);
    const model = changelogPage(
      createFrame(config, [], frameAssets),
      '/api/',
      '/',
      [
        { older: version('2'), newer: version('3'), diff: none },
        { older: version('1'), newer: version('2'), diff },
      ],
      english,
    );
    const html = utf8Text(renderPage(model, await bundledTemplates.load()).output.contents);
    for (const words of [
      'aria-label="Compared versions"',
      'No changes to the API.',
      'See the operation',
    ])
      expect(html).toContain(words);
    expect(html).not.toMatch(/Versões comparadas|Nenhuma alteração|Ver a operação/);
  });
});
