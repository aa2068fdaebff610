import { describe, expect, it } from 'vitest';
import { curlOf } from '../../../src/client/try-it/curl.js';
import { initialForm, withMedia } from '../../../src/client/try-it/form-state.js';
import { challengeOf } from '../../../src/client/try-it/pkce.js';
import { buildRequest } from '../../../src/client/try-it/request.js';
import { serverProblems } from '../../../src/client/try-it/server-errors.js';
import type { TryItDocument, TryItOperation } from '../../../src/shared/try-it.js';

const page = 'https://docs.exemplo.com.br/api/envelopes/';

const doc: TryItDocument = {
  version: 2,
  connect: [],
  servers: [
    {
      url: 'https://api.exemplo.com.br',
      description: '',
      template: 'https://api.exemplo.com.br',
      variables: [],
    },
  ],
  oauth: { clientId: '', redirectPath: '/api/' },
  schemes: {
    OAuth2: { type: 'oauth2', label: 'OAuth2', flows: [] },
    chave: { type: 'apiKey', label: 'chave', name: 'api_key', in: 'query' },
    biscoito: { type: 'apiKey', label: 'biscoito', name: 'sessao', in: 'cookie' },
    basica: { type: 'http', label: 'basica', scheme: 'basic', bearerFormat: undefined },
  },
  defs: {
    Save: {
      type: 'object',
      required: ['organization'],
      properties: { organization: { type: 'integer' } },
    },
  },
  operations: {},
};

const create: TryItOperation = {
  method: 'POST',
  path: '/v1/envelopes/{envelope}/copy',
  title: 'Copiar',
  servers: undefined,
  parameters: [
    {
      name: 'envelope',
      in: 'path',
      required: true,
      type: 'integer',
      kind: 'integer',
      enum: undefined,
      initial: '4821',
      example: '4821',
      schema: { type: 'integer' },
    },
    {
      name: 'include',
      in: 'query',
      required: false,
      type: 'string[]',
      kind: 'array',
      enum: undefined,
      initial: '',
      example: undefined,
      schema: { type: 'array', items: { enum: ['sender', 'triggers'] } },
    },
    {
      name: 'X-Organization',
      in: 'header',
      required: false,
      type: 'integer',
      kind: 'integer',
      enum: undefined,
      initial: '',
      example: '12',
      schema: { type: 'integer' },
    },
  ],
  body: {
    required: true,
    media: [
      {
        type: 'application/json',
        kind: 'json',
        example: '{\n  "organization": 12\n}',
        schema: { $ref: '#/defs/Save' },
        fields: [],
      },
      {
        type: 'multipart/form-data',
        kind: 'multipart',
        example: '',
        schema: undefined,
        fields: [
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
            initial: "@d'água",
          },
        ],
      },
    ],
  },
  security: [[{ scheme: 'OAuth2', scopes: ['manage-envelopes'] }]],
};

describe('the request a console sends, and its cURL', () => {
  it('starts from the defaults and the example, and carries the token', () => {
    const form = initialForm(create, 'https://api.exemplo.com.br/');
    const built = buildRequest(create, doc, form, { OAuth2: { token: 'tk' } }, page);
    expect(built.problems).toEqual([]);
    expect(built.auth).toEqual(['OAuth2']);
    expect(built.request).toEqual({
      method: 'POST',
      url: 'https://api.exemplo.com.br/v1/envelopes/4821/copy',
      headers: [
        ['Authorization', 'Bearer tk'],
        ['Content-Type', 'application/json'],
      ],
      cookies: [],
      body: { kind: 'text', text: '{\n  "organization": 12\n}' },
    });
    expect(curlOf(built.request)).toBe(
      [
        'curl --request POST',
        "--url 'https://api.exemplo.com.br/v1/envelopes/4821/copy'",
        "--header 'Authorization: Bearer tk'",
        "--header 'Content-Type: application/json'",
        `--data '{\n  "organization": 12\n}'`,
      ].join(' \\\n  '),
    );
  });

  it('puts parameters in the path, query (lists repeated) and headers', () => {
    const form = initialForm(create, 'https://api.exemplo.com.br/v2');
    form.params['query:include'] = 'sender, triggers';
    form.params['header:X-Organization'] = '12';
    const { request, problems } = buildRequest(create, doc, form, {}, page);
    expect(problems).toEqual([]);
    expect(request.url).toBe(
      'https://api.exemplo.com.br/v2/v1/envelopes/4821/copy?include=sender&include=triggers',
    );
    expect(request.headers).toContainEqual(['X-Organization', '12']);
  });

  it('says what to fix: server, required and invalid parameters, the body', () => {
    const form = initialForm(create, 'ftp://x');
    form.params['path:envelope'] = '';
    form.params['query:include'] = 'outro';
    form.params['header:X-Organization'] = 'doze';
    form.bodyText = '{ "organization": "12" }';
    const { problems, notes } = buildRequest(create, doc, form, {}, page);
    expect(problems).toEqual([
      { key: 'param:path:envelope', message: 'É obrigatório.' },
      {
        key: 'param:query:include',
        message: '[0]: Deve ser um destes valores: "sender", "triggers".',
      },
      { key: 'param:header:X-Organization', message: 'Deve ser um número inteiro.' },
      { key: 'body', path: 'organization', message: 'deve ser um número inteiro' },
      { key: 'server', message: 'Informe a URL base do servidor, com http:// ou https://.' },
    ]);
    expect(notes).toEqual([
      'Sem credenciais: a requisição vai sem autenticação, ' +
        'e o servidor provavelmente responderá 401.',
    ]);
    form.bodyText = '{\n  "organization": 12,\n}';
    const broken = buildRequest(create, doc, form, {}, page).problems.find((p) => p.key === 'body');
    expect(broken?.message).toMatch(/^O corpo não é um JSON válido( \(linha 3, coluna 1\))?\.$/);
  });

  it('sends a multipart body with the file, and its cURL names it', () => {
    const form = withMedia(create, initialForm(create, 'https://api.exemplo.com.br'), 1);
    expect(buildRequest(create, doc, form, {}, page).problems).toEqual([
      { key: 'field:file', message: 'Escolha um arquivo: é obrigatório.' },
    ]);
    const file = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    form.files.file = file;
    const { request } = buildRequest(create, doc, form, {}, page);
    expect(request.headers.some(([n]) => n === 'Content-Type')).toBe(false);
    expect(request.body).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'file', file, type: 'application/pdf' },
        { name: 'name', value: "@d'água" },
      ],
    });
    expect(curlOf(request)).toContain(
      "--form 'file=@contrato.pdf;type=application/pdf' \\\n  --form-string 'name=@d'\\''água'",
    );
  });

  it('applies API keys (query, cookie) and HTTP basic; a public operation sends nothing', () => {
    const keyed: TryItOperation = {
      ...create,
      body: undefined,
      security: [
        [{ scheme: 'basica', scopes: [] }],
        [
          { scheme: 'chave', scopes: [] },
          { scheme: 'biscoito', scopes: [] },
        ],
      ],
    };
    const form = initialForm(keyed, 'https://api.exemplo.com.br');
    const keys = { chave: { apiKey: 'k1' }, biscoito: { apiKey: 'c1' } };
    const byKey = buildRequest(keyed, doc, form, keys, page);
    expect(byKey.request.url).toMatch(/\?api_key=k1$/);
    expect(byKey.request.cookies).toEqual([['sessao', 'c1']]);
    expect(curlOf(byKey.request)).toContain("--cookie 'sessao=c1'");
    expect(byKey.notes[0]).toMatch(/cookies/);
    const basic = buildRequest(
      keyed,
      doc,
      form,
      { basica: { username: 'ana', password: 'sé' } },
      page,
    );
    expect(basic.request.headers).toEqual([['Authorization', 'Basic YW5hOnPDqQ==']]);
    const open = buildRequest(
      { ...keyed, security: [] },
      doc,
      form,
      { OAuth2: { token: 't' } },
      page,
    );
    expect(open.request.headers).toEqual([]);
    expect(open.notes).toEqual([]);
  });

  it("places a 422's errors at parameters, fields or body paths", () => {
    const errors = {
      message: 'Dados inválidos.',
      errors: {
        'X-Organization': ['Organização inválida.'],
        name: 'Nome repetido.',
        'triggers.0.event': ['Evento inválido.'],
      },
    };
    expect(serverProblems(create, create.body!.media[1], errors)).toEqual([
      { key: 'param:header:X-Organization', message: 'Organização inválida.' },
      { key: 'field:name', message: 'Nome repetido.' },
      { key: 'body', path: 'triggers.0.event', message: 'Evento inválido.' },
    ]);
    expect(serverProblems(create, undefined, { message: 'x' })).toEqual([]);
  });

  it('makes the PKCE S256 challenge of RFC 7636', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
