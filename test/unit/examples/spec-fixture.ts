// A small dereferenced OpenAPI document for the example checker's unit tests.
const Envelope = {
  type: 'object',
  required: ['id', 'state'],
  properties: {
    id: { type: 'integer' },
    state: { type: 'string', enum: ['draft', 'in-transit'] },
    subject: { type: 'string', maxLength: 20 },
  },
};
const error422 = {
  type: 'object',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

export const document: Record<string, unknown> = {
  openapi: '3.1.0',
  servers: [{ url: 'https://api.exemplo.com.br' }],
  paths: {
    '/oauth/token': {
      post: {
        operationId: 'requestAccessToken',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type', 'client_id'],
                properties: {
                  grant_type: { type: 'string', const: 'client_credentials' },
                  client_id: { type: 'string' },
                },
              },
            },
          },
        },
        responses: {
          '200': json({
            type: 'object',
            properties: { access_token: { type: 'string' }, expires_in: { type: 'integer' } },
          }),
        },
      },
    },
    '/v1/envelopes': {
      get: {
        operationId: 'listEnvelopes',
        security: [{ OAuth2: ['read-envelopes'] }],
        parameters: [
          {
            name: 'filter[state]',
            in: 'query',
            schema: { type: 'string', enum: ['draft', 'in-transit'] },
          },
          { name: 'page', in: 'query', schema: { type: 'integer' } },
        ],
        responses: {
          '200': json({
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: Envelope } },
          }),
        },
      },
      post: {
        operationId: 'createEnvelope',
        security: [{ OAuth2: ['manage-envelopes'] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['organization'],
                properties: { organization: { type: 'integer' }, subject: { type: 'string' } },
              },
            },
          },
        },
        responses: { '201': json(Envelope), '422': json(error422) },
      },
    },
    '/v1/envelopes/inbox': {
      get: {
        operationId: 'listInbox',
        security: [{ OAuth2: ['read-envelope-inbox'] }],
        responses: { '200': { description: 'ok' } },
      },
    },
    '/v1/envelopes/{envelope}/send': {
      post: {
        operationId: 'sendEnvelope',
        security: [{ OAuth2: ['send-envelopes'] }],
        parameters: [{ name: 'envelope', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': json({
            type: 'object',
            properties: { action_token: { type: ['string', 'null'] } },
          }),
          '402': json({ type: 'object', properties: { message: { type: 'string' } } }),
        },
      },
    },
    '/v1/envelopes/{envelope}/documents': {
      post: {
        operationId: 'createDocument',
        security: [{ OAuth2: ['manage-envelopes'] }],
        parameters: [{ name: 'envelope', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', contentMediaType: 'application/pdf' },
                  parent: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: { '201': json({ type: 'object', properties: { id: { type: 'integer' } } }) },
      },
    },
  },
};

export const spec = { document };
