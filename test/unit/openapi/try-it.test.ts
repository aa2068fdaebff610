import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import type { UserConfig } from '../../../src/node/config/types.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { buildApiReference } from '../../../src/node/openapi/reference.js';
import { tryItDocument } from '../../../src/node/openapi/try-it.js';
import { tryItFile } from '../../../src/node/publish/try-it-file.js';
import { planApiPages } from '../../../src/node/site/api-pages.js';
import type { TryItDocument } from '../../../src/shared/try-it.js';
import { referenceStrings } from '../../../src/node/openapi/strings.js';
import { allOperations, specsDir } from './helpers.js';

const consoleSpec = path.resolve(
  import.meta.dirname,
  '../../fixtures/try-it-site/spec/openapi.yaml',
);

async function modelOf(file: string, user: UserConfig = {}) {
  const spec = await loadSpec(file);
  // The descriptions stay as written: the console's models do not show them.
  const reference = await buildApiReference(spec, { markdown: async (texts) => texts });
  const config = resolveConfig(user, path.dirname(file), undefined);
  return {
    reference,
    document: spec.document,
    config,
    doc: JSON.parse(
      JSON.stringify(tryItDocument(reference, spec.document, config)),
    ) as TryItDocument,
  };
}

/** A spec of its own, written to a temp file (YAML is JSON). */
function specFile(document: object): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-try-it-')), 'openapi.yaml');
  writeFileSync(file, JSON.stringify(document));
  return file;
}

describe('the console form models (try-it.json)', () => {
  it('has every operation of the reference by id, and no webhook or callback', async () => {
    const { reference, doc } = await modelOf(path.join(specsDir, 'hard-cases.yaml'));
    const ids = allOperations(reference)
      .filter((o) => o.kind === 'operation')
      .map((o) => o.id);
    expect(Object.keys(doc.operations).sort()).toEqual([...ids].sort());
    expect(Object.keys(doc.operations).some((id) => id.startsWith('webhook-'))).toBe(false);
    expect(doc.operations['get-v1-items-item']).toMatchObject({
      method: 'GET',
      path: '/v1/items/{item}',
      title: 'Obter item',
    });
  });

  it('gives parameters their type, enum, default, sample value and schema', async () => {
    const { doc } = await modelOf(path.join(specsDir, 'hard-cases.yaml'));
    const params = doc.operations['get-v1-items-item']!.parameters;
    expect(params.map((p) => [p.in, p.name, p.required])).toEqual([
      ['path', 'item', true],
      ['query', 'include', false],
      ['header', 'X-Organization', false],
      ['cookie', 'session', false],
    ]);
    // A required parameter starts with the samples' value; an optional one with its default.
    expect(params[0]).toMatchObject({ kind: 'integer', type: 'integer', initial: '42' });
    expect(params[0]!.schema).toEqual({ type: 'integer', minimum: 1 });
    expect(params[1]).toMatchObject({ enum: ['children', 'links'], initial: 'links' });
    expect(params[2]).toMatchObject({ kind: 'string', initial: '' });
    expect(params[2]!.enum).toBeUndefined();
    expect(params[3]!.schema).toEqual({
      type: 'string',
      minLength: 8,
      maxLength: 64,
      pattern: '^[a-z0-9]+$',
    });
  });

  it('types a file field in the site’s language', async () => {
    const { reference, document, config } = await modelOf(consoleSpec);
    const english = tryItDocument(
      reference,
      document,
      config,
      referenceStrings({ locale: 'en', strings: undefined }),
    );
    const fields = english.operations.createDocument!.body!.media[0]!.fields;
    expect(fields.find((f) => f.file)?.type).toBe('file');
  });

  it('gives each body media type its editor: JSON example, multipart fields, a file', async () => {
    const { doc } = await modelOf(consoleSpec);
    const document = doc.operations.createDocument!;
    expect(document.body?.required).toBe(true);
    const [multipart, json] = document.body!.media;
    expect(multipart).toMatchObject({
      type: 'multipart/form-data',
      kind: 'multipart',
      example: '',
    });
    expect(multipart!.fields).toEqual([
      {
        name: 'file',
        required: true,
        file: true,
        accept: 'application/pdf',
        type: 'arquivo',
        kind: 'string',
        enum: undefined,
        initial: '',
      },
      {
        name: 'name',
        required: false,
        file: false,
        accept: undefined,
        type: 'string',
        kind: 'string',
        enum: undefined,
        initial: '',
      },
    ]);
    expect(json).toMatchObject({ kind: 'json', example: '{\n  "file": 502\n}', fields: [] });
    const upload = (await modelOf(path.join(specsDir, 'hard-cases.yaml'))).doc.operations[
      'post-v1-items-upload'
    ]!;
    expect(upload.body!.media[0]!.fields.map((f) => [f.name, f.file, f.type])).toEqual([
      ['parent', false, 'integer'],
      ['file', true, 'arquivo'],
    ]);
    const token = (await modelOf(path.join(specsDir, 'hard-cases.yaml'))).doc.operations[
      'post-oauth-token'
    ]!;
    expect(token.body!.media[0]).toMatchObject({ kind: 'form' });
    expect(token.body!.media[0]!.fields[0]).toMatchObject({
      name: 'grant_type',
      enum: ['authorization_code', 'client_credentials'],
      initial: 'client_credentials',
    });
  });

  it('keeps each component schema once in defs, trimmed to what validation needs', async () => {
    const { doc } = await modelOf(consoleSpec);
    const body = doc.operations.createEnvelope!.body!.media[0]!;
    expect(body.schema).toEqual({ $ref: '#/defs/EnvelopeSave' });
    expect(body.example).toContain('"organization": 12');
    expect(doc.defs.EnvelopeSave).toEqual({
      type: 'object',
      required: ['organization'],
      properties: {
        organization: { type: 'integer' },
        subject: { type: 'string', maxLength: 255 },
        action_reminder_frequency: { $ref: '#/defs/ReminderFrequency' },
      },
    });
    expect(doc.defs.ReminderFrequency).toEqual({
      type: ['integer', 'null'],
      enum: [24, 72, 120, null],
    });
  });

  it('keeps a recursive schema finite, pointing at itself', async () => {
    const { doc } = await modelOf(path.join(specsDir, 'hard-cases.yaml'));
    expect(doc.operations['post-v1-trees']!.body!.media[0]!.schema).toEqual({
      $ref: '#/defs/Node',
    });
    expect(doc.defs.Node).toMatchObject({ properties: { next: { $ref: '#/defs/Node' } } });
    // Recursion through a schema that is not a component gets a name of its own.
    const file = specFile({
      openapi: '3.1.0',
      info: { title: 'R', version: '1' },
      paths: {
        '/x': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { $ref: './tree.yaml' },
                },
              },
            },
            responses: { '204': { description: 'ok' } },
          },
        },
      },
    });
    writeFileSync(
      path.join(path.dirname(file), 'tree.yaml'),
      JSON.stringify({ type: 'object', properties: { child: { $ref: '#' } } }),
    );
    const own = (await modelOf(file)).doc;
    const schema = own.operations['post-x']!.body!.media[0]!.schema;
    expect(schema).toEqual({ $ref: '#/defs/*1' });
    expect(own.defs['*1']).toEqual({
      type: 'object',
      properties: { child: { $ref: '#/defs/*1' } },
    });
  });

  it('lists security requirements as alternatives, public operations as none', async () => {
    const { doc } = await modelOf(consoleSpec);
    expect(doc.operations.getProfile!.security).toEqual([
      [{ scheme: 'OAuth2', scopes: ['read-profile'] }],
    ]);
    expect(doc.operations.validatePublicDocument!.security).toEqual([]);
    const scheme = doc.schemes.OAuth2;
    expect(scheme?.type === 'oauth2' && scheme.flows).toEqual([
      {
        kind: 'authorizationCode',
        authorizationUrl: '/oauth/authorize',
        tokenUrl: '/oauth/token',
        scopes: [
          { name: 'read-profile', description: 'Ler o perfil do usuário.' },
          { name: 'read-envelopes', description: 'Ler os envelopes.' },
          { name: 'manage-envelopes', description: 'Gerenciar os envelopes.' },
        ],
      },
      { kind: 'clientCredentials', tokenUrl: '/oauth/token', scopes: expect.any(Array) },
    ]);
  });

  it('models apiKey (header, query, cookie), HTTP basic and bearer, OpenID Connect', async () => {
    const file = specFile({
      openapi: '3.0.3',
      info: { title: 'S', version: '1' },
      security: [{ chave: [] }, {}],
      paths: {
        '/a': { get: { responses: { '200': { description: 'ok' } } } },
        '/b': {
          get: {
            security: [{ basica: [], consulta: [] }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      components: {
        securitySchemes: {
          chave: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          consulta: { type: 'apiKey', in: 'query', name: 'api_key' },
          biscoito: { type: 'apiKey', in: 'cookie', name: 'sessao' },
          basica: { type: 'http', scheme: 'Basic' },
          portador: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.exemplo.com/.well-known' },
        },
      },
    });
    const { doc } = await modelOf(file);
    expect(doc.schemes).toEqual({
      chave: { type: 'apiKey', label: 'chave', name: 'X-Api-Key', in: 'header' },
      consulta: { type: 'apiKey', label: 'consulta', name: 'api_key', in: 'query' },
      biscoito: { type: 'apiKey', label: 'biscoito', name: 'sessao', in: 'cookie' },
      basica: { type: 'http', label: 'basica', scheme: 'basic' },
      portador: { type: 'http', label: 'portador', scheme: 'bearer', bearerFormat: 'JWT' },
      oidc: { type: 'openIdConnect', label: 'oidc', url: 'https://id.exemplo.com/.well-known' },
    });
    // The document's requirement applies where the operation names none; {} makes it optional.
    expect(doc.operations['get-a']!.security).toEqual([[{ scheme: 'chave', scopes: [] }], []]);
    expect(doc.operations['get-b']!.security).toEqual([
      [
        { scheme: 'basica', scopes: [] },
        { scheme: 'consulta', scopes: [] },
      ],
    ]);
  });

  it('offers the configured servers, else the spec’s, and redirects to the reference', async () => {
    const spec = await modelOf(consoleSpec);
    expect(spec.doc.servers).toEqual([
      {
        url: 'https://api.exemplo-assinaturas.com.br',
        description: 'Produção',
        template: 'https://api.exemplo-assinaturas.com.br',
        variables: [],
      },
    ]);
    expect(spec.doc.oauth).toEqual({ clientId: '', redirectPath: '/api/' });
    const configured = await modelOf(consoleSpec, {
      baseUrl: '/docs/',
      api: {
        route: '/referencia/',
        tryIt: {
          servers: [{ url: 'https://sandbox.exemplo.com' }],
          oauth: { clientId: 'docs-app' },
        },
      },
    });
    expect(configured.doc.servers).toEqual([
      {
        url: 'https://sandbox.exemplo.com',
        description: '',
        template: 'https://sandbox.exemplo.com',
        variables: [],
      },
    ]);
    expect(configured.doc.oauth).toEqual({
      clientId: 'docs-app',
      redirectPath: '/docs/referencia/',
    });
    const redirect = await modelOf(consoleSpec, {
      api: { tryIt: { oauth: { redirectPath: '/api/perfil/' } } },
    });
    expect(redirect.doc.oauth.redirectPath).toBe('/api/perfil/');
  });

  it('takes an operation’s own servers, with variables at their defaults', async () => {
    const file = specFile({
      openapi: '3.1.0',
      info: { title: 'V', version: '1' },
      servers: [
        {
          url: 'https://api.exemplo.com/{versao}',
          variables: { versao: { default: 'v2', enum: ['v1', 'v2'] } },
        },
      ],
      paths: {
        '/a': {
          servers: [{ url: 'https://arquivos.exemplo.com' }],
          get: { responses: { '200': { description: 'ok' } } },
        },
        '/b': { get: { responses: { '200': { description: 'ok' } } } },
      },
    });
    const { doc } = await modelOf(file);
    expect(doc.servers).toEqual([
      {
        url: 'https://api.exemplo.com/v2',
        description: '',
        template: 'https://api.exemplo.com/{versao}',
        variables: [{ name: 'versao', defaultValue: 'v2', values: ['v1', 'v2'], description: '' }],
      },
    ]);
    expect(doc.operations['get-a']!.servers).toEqual([
      {
        url: 'https://arquivos.exemplo.com',
        description: '',
        template: 'https://arquivos.exemplo.com',
        variables: [],
      },
    ]);
    expect(doc.operations['get-b']!.servers).toBeUndefined();
  });

  it('gives server descriptions as plain text, without their Markdown', async () => {
    const file = specFile({
      openapi: '3.1.0',
      info: { title: 'V', version: '1' },
      servers: [
        {
          url: 'https://api.provedor.example',
          description: 'Exemplo: troque `api.provedor.example` pelo **host** [real](https://x.y).',
        },
      ],
      paths: {
        '/a': {
          servers: [{ url: 'https://arquivos.exemplo.com', description: 'Só _arquivos_' }],
          get: { responses: { '200': { description: 'ok' } } },
        },
      },
    });
    const { doc } = await modelOf(file);
    expect(doc.servers).toEqual([
      {
        url: 'https://api.provedor.example',
        description: 'Exemplo: troque api.provedor.example pelo host real.',
        template: 'https://api.provedor.example',
        variables: [],
      },
    ]);
    expect(doc.operations['get-a']!.servers).toEqual([
      {
        url: 'https://arquivos.exemplo.com',
        description: 'Só arquivos',
        template: 'https://arquivos.exemplo.com',
        variables: [],
      },
    ]);
    const configured = await modelOf(file, {
      api: { tryIt: { servers: [{ url: 'https://s.exemplo.com', description: 'O `sandbox`' }] } },
    });
    expect(configured.doc.servers).toEqual([
      {
        url: 'https://s.exemplo.com',
        description: 'O sandbox',
        template: 'https://s.exemplo.com',
        variables: [],
      },
    ]);
  });

  it('is published beside the reference, whose pages carry its URL', async () => {
    const { reference, document, config } = await modelOf(consoleSpec, { baseUrl: '/site/' });
    const pt = { locale: 'pt-BR', strings: undefined };
    expect(tryItFile(config, reference, document, pt).file).toBe('api/try-it.json');
    // A file field's type is a word of the site's language.
    const types = (locale: string) =>
      [
        ...utf8Text(
          tryItFile(config, reference, document, { locale, strings: undefined }).contents,
        ).matchAll(/"file":true,[^}]*?"type":"([^"]+)"/g),
      ].map((m) => m[1]);
    expect(types('pt-BR')).toContain('arquivo');
    expect(types('en')).toContain('file');
    expect(types('en')).not.toContain('arquivo');
    const frame = (route: string) => ({ route, head: {} as never, chrome: {} as never });
    // Split, as site/api-split.ts does for more operations than a threshold of 3.
    const pages = planApiPages(
      { ...reference, split: reference.operationCount > 3 },
      {
        route: '/api/',
        baseUrl: '/site/',
        yamlDownload: true,
        tryIt: true,
        frame,
      },
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((p) => p.api.tryIt === '/site/api/try-it.json')).toBe(true);
    const off = planApiPages(reference, {
      route: '/api/',
      baseUrl: '/',
      yamlDownload: true,
      tryIt: false,
      frame,
    });
    expect(off[0]!.api.tryIt).toBeUndefined();
  });
});
