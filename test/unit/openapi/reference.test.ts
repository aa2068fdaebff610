import { describe, expect, it } from 'vitest';
import { statusText } from '../../../src/node/openapi/status-text.js';
import { referenceStrings } from '../../../src/node/openapi/strings.js';
import { allOperations, operation, referenceOf } from './helpers.js';

describe('buildApiReference', () => {
  it('generates stable ids from method and path when operationId is missing', async () => {
    const [a, b] = await Promise.all([
      referenceOf('hard-cases.yaml'),
      referenceOf('hard-cases.yaml'),
    ]);
    const ids = allOperations(a).map((o) => o.id);
    expect(ids).toEqual(allOperations(b).map((o) => o.id));
    expect(ids).toContain('get-v1-items-item');
    expect(ids).toContain('post-oauth-token');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('merges path-level parameters and groups parameters by location', async () => {
    const op = operation(await referenceOf('hard-cases.yaml'), 'get-v1-items-item');
    expect(op.parameterGroups.map((g) => [g.location, g.parameters.map((p) => p.name)])).toEqual([
      ['path', ['item']],
      ['query', ['include']],
      ['header', ['X-Organization']],
      ['cookie', ['session']],
    ]);
    const item = op.parameterGroups[0]!.parameters[0]!;
    expect(item).toMatchObject({
      required: true,
      pointer: '#/paths/~1v1~1items~1{item}/parameters/0',
    });
    expect(item.schema?.constraints).toEqual(['≥ 1']);
    expect(op.parameterGroups[1]!.parameters[0]!.schema).toMatchObject({
      enumValues: ['"children"', '"links"'],
      defaultValue: '"links"',
    });
  });

  it('lists responses with pt-BR status texts and response headers', async () => {
    const op = operation(await referenceOf('hard-cases.yaml'), 'get-v1-items-item');
    expect(op.responses.map((r) => [r.status, r.statusText])).toEqual([
      ['200', 'OK'],
      ['422', 'Entidade não processável'],
    ]);
    expect(op.responses[0]!.headers.map((h) => h.name)).toEqual(['X-Workspace']);
    expect(statusText('4XX', referenceStrings().status)).toBe('Erro do cliente');
    expect(statusText('default', referenceStrings().status)).toBe('Qualquer outra resposta');
  });

  it('keeps webhooks (3.1) and callbacks, each with an id', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    expect(reference.webhooks.map((w) => [w.id, w.kind, w.path])).toEqual([
      ['webhook-post-envelopeconcluido', 'webhook', 'envelopeConcluido'],
    ]);
    const callbacks = operation(reference, 'post-v1-trees').callbacks;
    expect(callbacks[0]!.name).toBe('arvoreCriada');
    expect(callbacks[0]!.operations[0]).toMatchObject({
      kind: 'callback',
      method: 'post',
      path: '{$request.body#/callbackUrl}',
    });
  });

  it('slugs non-ASCII tag names with accent folding and keeps their order', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    expect(reference.tags.map((t) => [t.name, t.slug])).toEqual([
      ['Itens de armazenamento', 'itens-de-armazenamento'],
      ['Árvores', 'arvores'],
    ]);
  });

  it('puts every operation of a spec without tags in one group', async () => {
    const reference = await referenceOf('no-tags.yaml');
    expect(reference.tags.map((t) => [t.name, t.operations.map((o) => o.id)])).toEqual([
      ['Operações', ['get-v1-contacts', 'put-v1-contacts-contact']],
    ]);
  });

  it('sanitizes descriptions: no script, event handler or javascript: URL survives', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    const html = [reference.descriptionHtml, ...reference.tags.map((t) => t.descriptionHtml)].join(
      '\n',
    );
    expect(html).toContain('<strong>Markdown</strong>');
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<script|onerror=|onclick=|href="javascript:/i);
  });

  it('resolves external multi-file $refs and names their component schemas', async () => {
    const reference = await referenceOf('multi-file/openapi.yaml');
    const op = operation(reference, 'getEnvelope');
    expect(op.parameterGroups[0]!.parameters[0]!.name).toBe('envelope');
    const schema = op.responses[0]!.contents[0]!.schema!;
    expect(schema.componentName).toBe('Envelope');
    const recipient = schema.properties.find((p) => p.name === 'recipients')!.schema.items!;
    expect(
      recipient.properties.find((p) => p.name === 'envelope')!.schema.circular?.componentName,
    ).toBe('Envelope');
  });

  it('marks deprecated operations and per-operation security', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    expect(operation(reference, 'delete-v1-items-item').deprecated).toBe(true);
    expect(operation(reference, 'get-v1-items-item').security).toEqual([
      { scheme: 'oauth2', scopes: ['read-items'] },
    ]);
    expect(operation(reference, 'post-oauth-token').security).toEqual([]);
    const oauth = reference.securitySchemes[0]!;
    expect(oauth.flows.map((f) => [f.kind, f.pkce, f.authorizationUrl])).toEqual([
      ['authorizationCode', true, 'https://api.exemplo.com.br/oauth/authorize'],
      ['clientCredentials', false, undefined],
    ]);
    expect(oauth.flows[0]!.scopes).toEqual([
      { name: 'read-items', description: 'Ler itens' },
      { name: 'manage-items', description: 'Gerenciar itens' },
    ]);
  });
});

describe('renderDescriptions', () => {
  it(
    'renders Markdown descriptions in one batch ' +
      'and falls back when one swallows the separator',
    async () => {
      const { createMarkdownProcessor } = await import('../../../src/node/content/processor.js');
      const { renderDescriptions, processDescriptions } = await import(
        '../../../src/node/openapi/describe.js'
      );
      const texts = [
        'Texto simples.',
        'Com `código` e **negrito**.',
        '- item 1\n- item 2',
        'Bloco aberto:\n\n```json\n{"a": 1}',
        'Depois <b onclick="x()">b</b>.',
      ];
      const processor = createMarkdownProcessor();
      const describe = await renderDescriptions(texts, (markdown) =>
        processDescriptions(processor, '/', markdown),
      );
      expect(describe('Texto simples.')).toBe('<p>Texto simples.</p>');
      expect(describe(texts[1])).toBe('<p>Com <code>código</code> e <strong>negrito</strong>.</p>');
      expect(describe(texts[2])).toContain('<li>item 2</li>');
      expect(describe(texts[3])).toContain('"a": 1');
      expect(describe(texts[4])).toBe('<p>Depois <b>b</b>.</p>');
      expect(describe(undefined)).toBe('');
    },
  );
});
