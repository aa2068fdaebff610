// Writes a large, deterministic OpenAPI 3.1 document for the API-reference budgets: node
// scripts/synthetic-spec.mjs [out.json] [--operations 1000] [--tags 20] Every operation has
// path/query/header parameters, a JSON body and responses whose schemas nest six levels deep
// (objects, arrays of objects, oneOf with a discriminator, a recursive node, a map).
import { writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const out =
  args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ??
  'synthetic-openapi.json';
const operations = flag('operations', 1000);
const tagCount = flag('tags', 20);
const resources = Math.ceil(operations / 5);

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const schemas = {
  Node: {
    type: 'object',
    description: 'Nó recursivo de uma árvore.',
    properties: { label: { type: 'string' }, children: { type: 'array', items: ref('Node') } },
  },
  Errors: {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
  },
};
for (let r = 0; r < resources; r++) {
  const deep = (level) =>
    level === 0
      ? {
          type: 'object',
          properties: {
            value: { type: ['string', 'null'], maxLength: 255 },
            count: { type: 'integer', minimum: 0, maximum: 100 },
          },
        }
      : {
          type: 'object',
          description: `Nível ${level} de \`Recurso${r}\`.`,
          required: ['id'],
          properties: {
            id: { type: 'integer', readOnly: true },
            state: { type: 'string', enum: ['draft', 'in-transit', 'completed'] },
            items: { type: 'array', items: deep(level - 1) },
          },
        };
  schemas[`Recurso${r}`] = {
    type: 'object',
    description:
      `Recurso sintético número ${r}, com **descrição** em Markdown e acentuação: ` +
      'ação, coração.',
    required: ['id', 'name'],
    properties: {
      id: { type: 'integer', readOnly: true, example: r },
      name: { type: 'string', minLength: 1, maxLength: 255 },
      created_at: { type: 'string', format: 'date-time' },
      detail: deep(5),
      tree: ref('Node'),
      variant: {
        oneOf: [
          {
            type: 'object',
            title: 'Texto',
            required: ['kind'],
            properties: { kind: { const: 'text' }, text: { type: 'string' } },
          },
          {
            type: 'object',
            title: 'Número',
            required: ['kind'],
            properties: { kind: { const: 'number' }, number: { type: 'number' } },
          },
        ],
        discriminator: { propertyName: 'kind' },
      },
      related: r > 0 ? ref(`Recurso${r - 1}`) : { type: 'null' },
    },
  };
}

const paths = {};
const methods = ['get', 'post', 'put', 'patch', 'delete'];
for (let i = 0; i < operations; i++) {
  const r = Math.floor(i / 5);
  const method = methods[i % 5];
  const path =
    method === 'post' || (method === 'get' && i % 10 === 0)
      ? `/v1/recursos-${r}`
      : `/v1/recursos-${r}/{id}`;
  const withBody = method === 'post' || method === 'put' || method === 'patch';
  paths[path] ??= {};
  if (path.includes('{id}'))
    paths[path].parameters = [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ];
  paths[path][method] = {
    operationId: `op${i}`,
    tags: [`Grupo ${i % tagCount}`],
    summary: `Operação ${i} (${method.toUpperCase()})`,
    description:
      `Descrição da operação ${i}. Usa \`Recurso${r}\` e aceita o cabeçalho ` + '`X-Organization`.',
    security: [{ oauth2: ['read-envelopes'] }],
    parameters: [
      { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      { name: 'X-Organization', in: 'header', schema: { type: 'string' } },
    ],
    ...(withBody
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(`Recurso${r}`) } },
          },
        }
      : {}),
    responses: {
      [method === 'post' ? '201' : method === 'delete' ? '204' : '200']:
        method === 'delete'
          ? { description: 'Sem conteúdo.' }
          : {
              description: 'Sucesso.',
              content: { 'application/json': { schema: ref(`Recurso${r}`) } },
            },
      422: {
        description: 'Dados inválidos.',
        content: { 'application/json': { schema: ref('Errors') } },
      },
    },
  };
}

const document = {
  openapi: '3.1.0',
  info: {
    title: 'API sintética',
    version: '1.0.0',
    description: `Documento gerado com ${operations} operações para medir a referência.`,
  },
  servers: [{ url: 'https://api.exemplo.com.br' }],
  tags: Array.from({ length: tagCount }, (_, t) => ({
    name: `Grupo ${t}`,
    description: `Operações do grupo ${t}.`,
  })),
  paths,
  components: {
    securitySchemes: {
      oauth2: {
        type: 'oauth2',
        flows: {
          clientCredentials: {
            tokenUrl: 'https://api.exemplo.com.br/oauth/token',
            scopes: { 'read-envelopes': 'Ler envelopes' },
          },
        },
      },
    },
    schemas,
  },
};
writeFileSync(out, JSON.stringify(document));
console.log(`${out}: ${operations} operações, ${Object.keys(schemas).length} schemas`);
