// Holds the product description (/work/shared/product, sections 3, 4, 6, 7 and 8)
// against spec/openapi.yaml: every call, scope, state and error code it names.
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadDereferencedSpec, type Json } from './helpers.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Call {
  method: Method;
  path: string;
  operationId: string;
  tag: string;
  /** OAuth2 scopes; `null` for the public `/v1/p/` calls and the token call (no OAuth). */
  scopes: string[] | null;
}

// Section 7, "Calls", one row per method + path.
const CALLS: Call[] = [
  // Token
  {
    method: 'post',
    path: '/oauth/token',
    operationId: 'requestAccessToken',
    tag: 'Autenticação',
    scopes: null,
  },
  // Profile
  {
    method: 'get',
    path: '/v1/me',
    operationId: 'getProfile',
    tag: 'Perfil',
    scopes: ['read-profile'],
  },
  // Contacts
  {
    method: 'get',
    path: '/v1/contacts',
    operationId: 'listContacts',
    tag: 'Contatos',
    scopes: ['read-contacts'],
  },
  {
    method: 'get',
    path: '/v1/contacts/{contact}',
    operationId: 'getContact',
    tag: 'Contatos',
    scopes: ['read-contacts'],
  },
  {
    method: 'put',
    path: '/v1/contacts/{contact}',
    operationId: 'updateContact',
    tag: 'Contatos',
    scopes: ['manage-contacts'],
  },
  // Organizations
  {
    method: 'get',
    path: '/v1/organizations',
    operationId: 'listOrganizations',
    tag: 'Organizações',
    scopes: ['read-organizations'],
  },
  // Items
  {
    method: 'get',
    path: '/v1/items',
    operationId: 'listItems',
    tag: 'Itens de armazenamento',
    scopes: ['read-storage-items'],
  },
  {
    method: 'post',
    path: '/v1/items',
    operationId: 'createDirectory',
    tag: 'Itens de armazenamento',
    scopes: ['manage-storage-items'],
  },
  {
    method: 'post',
    path: '/v1/items/upload',
    operationId: 'uploadItem',
    tag: 'Itens de armazenamento',
    scopes: ['manage-storage-items'],
  },
  {
    method: 'get',
    path: '/v1/items/{item}',
    operationId: 'getItem',
    tag: 'Itens de armazenamento',
    scopes: ['read-storage-items'],
  },
  {
    method: 'patch',
    path: '/v1/items/{item}',
    operationId: 'renameItem',
    tag: 'Itens de armazenamento',
    scopes: ['manage-storage-items'],
  },
  {
    method: 'delete',
    path: '/v1/items/{item}',
    operationId: 'deleteItem',
    tag: 'Itens de armazenamento',
    scopes: ['manage-storage-items'],
  },
  {
    method: 'put',
    path: '/v1/items/{item}/move',
    operationId: 'moveItem',
    tag: 'Itens de armazenamento',
    scopes: ['manage-storage-items'],
  },
  {
    method: 'get',
    path: '/v1/items/{item}/download',
    operationId: 'downloadItem',
    tag: 'Itens de armazenamento',
    scopes: ['read-storage-items'],
  },
  {
    method: 'get',
    path: '/v1/items/{item}/display',
    operationId: 'displayItem',
    tag: 'Itens de armazenamento',
    scopes: ['read-storage-items'],
  },
  // Envelopes
  {
    method: 'get',
    path: '/v1/envelopes',
    operationId: 'listEnvelopes',
    tag: 'Envelopes',
    scopes: ['read-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes',
    operationId: 'createEnvelope',
    tag: 'Envelopes',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'get',
    path: '/v1/envelopes/inbox',
    operationId: 'listInbox',
    tag: 'Caixa de entrada',
    scopes: ['read-envelope-inbox'],
  },
  {
    method: 'get',
    path: '/v1/envelopes/{envelope}',
    operationId: 'getEnvelope',
    tag: 'Envelopes',
    scopes: ['read-envelopes'],
  },
  {
    method: 'patch',
    path: '/v1/envelopes/{envelope}',
    operationId: 'updateEnvelope',
    tag: 'Envelopes',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'delete',
    path: '/v1/envelopes/{envelope}',
    operationId: 'deleteEnvelope',
    tag: 'Envelopes',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/send',
    operationId: 'sendEnvelope',
    tag: 'Envelopes',
    scopes: ['send-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/cancel',
    operationId: 'cancelEnvelope',
    tag: 'Envelopes',
    scopes: ['send-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/copy',
    operationId: 'copyEnvelope',
    tag: 'Envelopes',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/renotify',
    operationId: 'renotifyEnvelope',
    tag: 'Envelopes',
    scopes: ['send-envelopes'],
  },
  {
    method: 'get',
    path: '/v1/envelopes/{envelope}/download',
    operationId: 'downloadEnvelope',
    tag: 'Envelopes',
    scopes: ['read-envelopes'],
  },
  // Recipients
  {
    method: 'get',
    path: '/v1/envelopes/{envelope}/recipients',
    operationId: 'listRecipients',
    tag: 'Destinatários',
    scopes: ['read-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/recipients',
    operationId: 'createRecipient',
    tag: 'Destinatários',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'patch',
    path: '/v1/envelopes/{envelope}/recipients/{recipient}',
    operationId: 'updateRecipient',
    tag: 'Destinatários',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'delete',
    path: '/v1/envelopes/{envelope}/recipients/{recipient}',
    operationId: 'deleteRecipient',
    tag: 'Destinatários',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/recipients/{recipient}/notify',
    operationId: 'notifyRecipient',
    tag: 'Destinatários',
    scopes: ['send-envelopes'],
  },
  // Documents, fields and contents
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/documents',
    operationId: 'createDocument',
    tag: 'Documentos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'delete',
    path: '/v1/envelopes/{envelope}/documents/{document}',
    operationId: 'deleteDocument',
    tag: 'Documentos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/documents/{document}/fields',
    operationId: 'createDocumentField',
    tag: 'Campos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'patch',
    path: '/v1/envelopes/{envelope}/documents/{document}/fields/{field}',
    operationId: 'updateDocumentField',
    tag: 'Campos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'delete',
    path: '/v1/envelopes/{envelope}/documents/{document}/fields/{field}',
    operationId: 'deleteDocumentField',
    tag: 'Campos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/documents/{document}/multiple-fields',
    operationId: 'createMultipleDocumentFields',
    tag: 'Campos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/documents/{document}/contents',
    operationId: 'createDocumentContent',
    tag: 'Conteúdos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'patch',
    path: '/v1/envelopes/{envelope}/documents/{document}/contents/{content}',
    operationId: 'updateDocumentContent',
    tag: 'Conteúdos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'delete',
    path: '/v1/envelopes/{envelope}/documents/{document}/contents/{content}',
    operationId: 'deleteDocumentContent',
    tag: 'Conteúdos',
    scopes: ['manage-envelopes'],
  },
  {
    method: 'post',
    path: '/v1/envelopes/{envelope}/documents/{document}/multiple-contents',
    operationId: 'createMultipleDocumentContents',
    tag: 'Conteúdos',
    scopes: ['manage-envelopes'],
  },
  // Public (no OAuth)
  {
    method: 'post',
    path: '/v1/p/envelopes/documents/validate',
    operationId: 'validatePublicDocument',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'get',
    path: '/v1/p/envelopes/documents/{token}/background-sheet',
    operationId: 'getPublicDocumentBackgroundSheet',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'get',
    path: '/v1/p/envelopes/recipients/{token}',
    operationId: 'getPublicRecipient',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'post',
    path: '/v1/p/envelopes/recipients/{token}',
    operationId: 'performPublicRecipientAction',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'delete',
    path: '/v1/p/envelopes/recipients/{token}',
    operationId: 'rejectPublicRecipient',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'put',
    path: '/v1/p/envelopes/recipients/{token}/identifiers/{code}',
    operationId: 'fillPublicRecipientIdentifier',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'get',
    path: '/v1/p/envelopes/{token}/download',
    operationId: 'downloadPublicEnvelope',
    tag: 'Endpoints públicos',
    scopes: null,
  },
  {
    method: 'get',
    path: '/v1/p/envelopes/{token}/background-sheet/download',
    operationId: 'downloadPublicEnvelopeBackgroundSheet',
    tag: 'Endpoints públicos',
    scopes: null,
  },
];

// Section 6.
const SCOPES = [
  'read-profile',
  'read-contacts',
  'manage-contacts',
  'read-organizations',
  'read-storage-items',
  'manage-storage-items',
  'read-envelopes',
  'manage-envelopes',
  'send-envelopes',
  'read-envelope-inbox',
];

const TAGS = [
  'Autenticação',
  'Perfil',
  'Contatos',
  'Organizações',
  'Itens de armazenamento',
  'Envelopes',
  'Caixa de entrada',
  'Destinatários',
  'Documentos',
  'Campos',
  'Conteúdos',
  'Endpoints públicos',
];

// Section 4.
const ENVELOPE_STATES = [
  'draft',
  'in-transit',
  'completed',
  'cancelled',
  'expired',
  'halted',
  'stand-by',
];
const RECIPIENT_STATES = [
  'queued',
  'waiting',
  'preparing',
  'signing',
  'rejected',
  'failed',
  'suspended',
  'done',
];
const INBOX_STATES = ['waiting', 'signing', 'rejected', 'failed', 'suspended', 'done'];
// Section 3.
const DOCUMENT_STAGES = ['original', 'failed', 'signed'];
const VALIDATED_DOCUMENT_STAGES = ['original', 'altered', 'partially-signed', 'failed', 'signed'];
const FIELD_TYPES = [
  'text',
  'checkbox',
  'dropdown',
  'radio-group',
  'option-list',
  'signature',
  'initial',
];
const CONTENT_TYPES = ['text', 'link', 'image'];
const RECIPIENT_TYPES = ['signer', 'approver', 'carbon-copy'];
const SIGNATURE_TYPES = ['simple', 'qualified'];
const ADDRESSEE_VIA = ['email', 'sms', 'whatsapp', 'face-to-face'];
const IDENTIFIER_CODES = ['CPF', 'BIRTH_DATE', 'PHOTO'];
const IDENTIFIER_TYPES = ['text', 'datetime'];
const ITEM_USER_TYPES = ['owner', 'viewer', 'editor'];
const TRIGGER_EVENTS = ['ENVELOPE_COMPLETED'];
const TRIGGER_TYPES = ['SAVE_FILES_ON_DIRECTORY', 'SEND_NOTIFICATION'];
// The 14 standard PDF fonts minus Symbol and ZapfDingbats.
const FONT_FAMILIES = [
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
];

// Section 8: status code -> shared response component.
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '402': 'PaymentRequired',
  '403': 'Forbidden',
  '404': 'NotFound',
  '412': 'PreconditionFailed',
  '422': 'UnprocessableEntity',
};

// Section 3: entity -> schema and every field it lists.
const ENTITY_FIELDS: Array<[entity: string, schema: string, fields: string[]]> = [
  [
    'User',
    'User',
    ['id', 'name', 'email', 'phone', 'cpf', 'avatar', 'is_verified', 'created_at', 'updated_at'],
  ],
  ['Contact', 'Contact', ['id', 'name', 'email', 'phone']],
  [
    'Organization',
    'Organization',
    ['id', 'name', 'logo', 'is_owner', 'created_at', 'updated_at', 'links'],
  ],
  ['Organization links', 'Organization.links', ['self', 'users']],
  [
    'Item',
    'Item',
    [
      'id',
      'parent',
      'name',
      'mimetype',
      'size',
      'depth',
      'is_directory',
      'is_user_created',
      'is_signed',
      'is_shared',
      'user_type',
      'sha1',
      'created_at',
      'updated_at',
      'publish_token',
      'links',
    ],
  ],
  ['Item links', 'Item.links', ['self', 'children', 'download', 'preview', 'published_url']],
  [
    'Envelope',
    'Envelope',
    [
      'id',
      'hashid',
      'state',
      'subject',
      'message',
      'expire_at',
      'created_at',
      'updated_at',
      'action_reminder_frequency',
      'next_action_reminder_at',
      'sender',
      'recipients_stats',
      'title',
      'triggers',
      'metadata',
    ],
  ],
  ['Envelope sender', 'Envelope.sender', ['name', 'email', 'avatar']],
  ['Envelope recipients_stats', 'Envelope.recipients_stats', ['total', 'done', 'following']],
  [
    'Extended envelope',
    'ExtendedEnvelope',
    [
      'id',
      'hashid',
      'state',
      'subject',
      'message',
      'expire_at',
      'created_at',
      'updated_at',
      'action_reminder_frequency',
      'next_action_reminder_at',
      'sender',
      'recipients_stats',
      'title',
      'triggers',
      'metadata',
      'recipients',
      'documents',
      'public_completed_link',
    ],
  ],
  [
    'Document',
    'Document',
    ['id', 'name', 'stage', 'sha1', 'fields', 'contents', 'updated_at', 'links'],
  ],
  [
    'Document links',
    'Document.links',
    ['self', 'download', 'display', 'preview', 'background_sheet'],
  ],
  ['Validated document', 'ValidatedDocument', ['stage', 'item', 'sha1', 'envelope']],
  [
    'Document field',
    'DocumentField',
    [
      'id',
      'recipient',
      'is_required',
      'type',
      'name',
      'options',
      'description',
      'placeholder',
      'title',
      'value',
      'filled_at',
      'widgets',
    ],
  ],
  [
    'Widget',
    'Widget',
    [
      'page',
      'x_axis',
      'y_axis',
      'width',
      'height',
      'rotation',
      'background_color',
      'border_color',
      'border_width',
      'text_color',
      'opacity',
      'font_size',
      'font_family',
    ],
  ],
  [
    'Document content',
    'DocumentContent',
    [
      'id',
      'type',
      'value',
      'page',
      'x_axis',
      'y_axis',
      'width',
      'height',
      'rotation',
      'line_height',
      'text_color',
      'opacity',
      'font_size',
      'font_family',
    ],
  ],
  [
    'Recipient',
    'Recipient',
    ['id', 'state', 'type', 'signature_type', 'routing_order', 'notified_at', 'addressees'],
  ],
  ['Addressee', 'Addressee', ['via', 'value', 'name', 'ran_action_at', 'identifiers', 'triggers']],
  [
    'Recipient identifier',
    'RecipientIdentifier',
    ['code', 'title', 'type', 'is_required', 'value', 'filled_at'],
  ],
  [
    'Acting recipient',
    'ActingRecipient',
    [
      'id',
      'type',
      'signature_type',
      'state',
      'via',
      'value',
      'name',
      'routing_order',
      'notified_at',
      'identifiers',
      'fields',
      'envelope',
      'action_token',
    ],
  ],
  ['Envelope trigger', 'EnvelopeTrigger', ['event', 'type', 'value']],
  ['Addressee trigger', 'AddresseeTrigger', ['event', 'type', 'value']],
  ['List response', 'EnvelopeList', ['data', 'links', 'meta']],
  ['List links', 'EnvelopeList.links', ['next', 'prev', 'first', 'last']],
  ['List meta', 'EnvelopeList.meta', ['current_page', 'from', 'path', 'per_page', 'to']],
];

const LIST_SCHEMAS = [
  'ContactList',
  'OrganizationList',
  'ItemList',
  'EnvelopeList',
  'InboxList',
  'RecipientList',
];

/** Every property name a schema declares, following allOf/anyOf/oneOf. */
function propertyNames(schema: Json | undefined): Set<string> {
  const names = new Set<string>();
  const visit = (s: Json | undefined): void => {
    if (!s || typeof s !== 'object') return;
    for (const name of Object.keys(s.properties ?? {})) names.add(name);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      for (const sub of s[key] ?? []) visit(sub);
  };
  visit(schema);
  return names;
}

function propertySchema(schema: Json, name: string): Json | undefined {
  if (schema.properties?.[name]) return schema.properties[name];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const sub of schema[key] ?? []) {
      const found = propertySchema(sub, name);
      if (found) return found;
    }
  }
  return undefined;
}

function enumOf(schema: Json | undefined): unknown[] {
  expect(schema, 'schema exists').toBeDefined();
  return (schema!.enum as unknown[]).filter((value) => value !== null);
}

describe('spec/openapi.yaml against the product description', () => {
  let spec: Json;
  let schemas: Json;

  const operation = (call: Pick<Call, 'method' | 'path'>): Json =>
    spec.paths[call.path]?.[call.method];

  /** Resolves "Schema" or "Schema.property" to a schema object. */
  const schemaAt = (name: string): Json => {
    const [root, ...rest] = name.split('.');
    let current: Json | undefined = schemas[root!];
    for (const part of rest) current = current && propertySchema(current, part);
    expect(current, `schema ${name}`).toBeDefined();
    return current!;
  };

  beforeAll(async () => {
    spec = await loadDereferencedSpec();
    schemas = spec.components.schemas;
  });

  describe('calls (section 7)', () => {
    it.each(CALLS.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
      '%s is in the spec with its operationId, tag, summary and description',
      (_label, call) => {
        const op = operation(call);
        expect(op, `${call.method} ${call.path}`).toBeDefined();
        expect(op.operationId).toBe(call.operationId);
        expect(op.tags).toEqual([call.tag]);
        expect(op.summary).toMatch(/\S/);
        expect(op.description).toMatch(/\S/);
        const successes = Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code));
        expect(successes.length, 'a success response').toBeGreaterThan(0);
        for (const code of successes) expect(['200', '201', '202', '204']).toContain(code);
      },
    );

    it('has no call that the product description does not list', async () => {
      const listed = new Set(CALLS.map((call) => `${call.method} ${call.path}`));
      const inSpec: string[] = [];
      for (const [path, item] of Object.entries(spec.paths as Json)) {
        for (const method of HTTP_METHODS) if (item[method]) inSpec.push(`${method} ${path}`);
      }
      expect(inSpec.sort()).toEqual([...listed].sort());
    });

    it('operationIds are unique', () => {
      const ids = CALLS.map((call) => operation(call).operationId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('groups the calls under the twelve pt-BR tags, each with a description', () => {
      expect((spec.tags as Json[]).map((tag) => tag.name)).toEqual(TAGS);
      for (const tag of spec.tags as Json[]) expect(tag.description).toMatch(/\S/);
      expect(new Set(CALLS.map((call) => call.tag))).toEqual(new Set(TAGS));
    });

    it(
      'uses JSON or form for the token call and ' + 'multipart for uploads and document creation',
      () => {
        const content = (path: string, method: Method): string[] =>
          Object.keys(operation({ path, method }).requestBody.content);
        expect(content('/oauth/token', 'post')).toEqual([
          'application/json',
          'application/x-www-form-urlencoded',
        ]);
        expect(content('/v1/items/upload', 'post')).toEqual(['multipart/form-data']);
        expect(content('/v1/envelopes/{envelope}/documents', 'post')).toContain(
          'multipart/form-data',
        );
        expect(content('/v1/envelopes/{envelope}/documents', 'post')).toContain('application/json');
      },
    );

    it('the token call returns access_token, token_type and expires_in', () => {
      const schema = operation({ path: '/oauth/token', method: 'post' }).responses['200'].content[
        'application/json'
      ].schema as Json;
      expect([...propertyNames(schema)].sort()).toEqual([
        'access_token',
        'expires_in',
        'token_type',
      ]);
    });

    it('send returns action_token', () => {
      const schema = operation({ path: '/v1/envelopes/{envelope}/send', method: 'post' }).responses[
        '200'
      ].content['application/json'].schema as Json;
      expect(propertyNames(schema)).toContain('action_token');
    });
  });

  describe('parameters', () => {
    const paramNames = (call: Pick<Call, 'method' | 'path'>): string[] => {
      const pathItem = spec.paths[call.path] as Json;
      return [...(pathItem.parameters ?? []), ...(operation(call).parameters ?? [])].map(
        (p: Json) => p.name,
      );
    };
    const param = (call: Pick<Call, 'method' | 'path'>, name: string): Json => {
      const pathItem = spec.paths[call.path] as Json;
      const found = [...(pathItem.parameters ?? []), ...(operation(call).parameters ?? [])].find(
        (p: Json) => p.name === name,
      );
      expect(found, `${call.method} ${call.path} parameter ${name}`).toBeDefined();
      return found as Json;
    };

    it('every storage-item call takes the optional X-Organization header', () => {
      const itemCalls = CALLS.filter((call) => call.path.startsWith('/v1/items'));
      expect(itemCalls).toHaveLength(9);
      for (const call of itemCalls) {
        const header = param(call, 'X-Organization');
        expect(header.in).toBe('header');
        expect(header.required ?? false).toBe(false);
      }
    });

    it.each([
      ['get', '/v1/contacts', ['q', 'sort', 'page', 'limit']],
      ['get', '/v1/organizations', ['page', 'limit']],
      [
        'get',
        '/v1/items',
        [
          'X-Organization',
          'q',
          'parent',
          'shared',
          'filter[mimetype]',
          'filter[is_directory]',
          'sort',
          'page',
          'limit',
        ],
      ],
      ['get', '/v1/envelopes', ['q', 'filter[state]', 'sort', 'include', 'page', 'limit']],
      [
        'get',
        '/v1/envelopes/inbox',
        ['q', 'filter[state]', 'filter[envelope.state]', 'include', 'sort', 'page', 'limit'],
      ],
      ['get', '/v1/envelopes/{envelope}', ['envelope', 'extended']],
    ] as Array<[Method, string, string[]]>)('%s %s takes %j', (method, path, names) => {
      expect(paramNames({ method, path }).sort()).toEqual([...names].sort());
    });

    it('sort enums are the listed fields; only contacts take a leading minus', () => {
      // The product gives "a leading minus for descending" for contacts only; items and envelopes
      // list their fields, and say nothing of a descending form (their descriptions say so).
      const sort = (path: string) => param({ method: 'get', path }, 'sort');
      expect(sort('/v1/contacts').schema.enum).toEqual(['name', '-name', 'email', '-email']);
      expect(sort('/v1/items').schema.enum).toEqual([
        'name',
        'is_directory',
        'created_at',
        'updated_at',
      ]);
      expect(sort('/v1/envelopes').schema.enum).toEqual(['state', 'created_at', 'expire_at']);
      for (const path of ['/v1/items', '/v1/envelopes'])
        expect(sort(path).description).toMatch(/decrescente.*não é especificad/s);
    });

    it('envelope include names sender, triggers and recipients_stats; extended is a flag', () => {
      // The product lists the three values without saying whether one call takes more than one,
      // so the schema names them as examples instead of an enum that would allow only one.
      const include = param({ method: 'get', path: '/v1/envelopes' }, 'include');
      expect(include.schema.examples).toEqual(['sender', 'triggers', 'recipients_stats']);
      expect(include.schema.enum).toBeUndefined();
      expect(include.description).toMatch(/não é especificado/);
      expect(
        param({ method: 'get', path: '/v1/envelopes/{envelope}' }, 'extended').schema.type,
      ).toBe('boolean');
    });

    it(
      'pagination parameters declare no default or ' +
        'maximum (not shown in the product description)',
      () => {
        for (const call of CALLS) {
          for (const name of ['page', 'limit']) {
            if (!paramNames(call).includes(name)) continue;
            const schema = param(call, name).schema as Json;
            expect(schema.default, `${call.path} ${name} default`).toBeUndefined();
            expect(schema.maximum, `${call.path} ${name} maximum`).toBeUndefined();
          }
        }
      },
    );
  });

  describe('security (sections 1 and 6)', () => {
    it(
      'declares OAuth2 with authorization code (PKCE) ' +
        'and client credentials, and all ten scopes',
      () => {
        const scheme = spec.components.securitySchemes.OAuth2 as Json;
        expect(scheme.type).toBe('oauth2');
        expect(scheme.flows.authorizationCode.authorizationUrl).toBe('/oauth/authorize');
        expect(scheme.flows.authorizationCode.tokenUrl).toBe('/oauth/token');
        expect(scheme.flows.clientCredentials.tokenUrl).toBe('/oauth/token');
        for (const flow of ['authorizationCode', 'clientCredentials']) {
          const scopes = scheme.flows[flow].scopes as Record<string, string>;
          expect(Object.keys(scopes)).toEqual(SCOPES);
          for (const description of Object.values(scopes)) expect(description).toMatch(/\S/);
        }
      },
    );

    it.each(CALLS.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
      '%s asks for the expected scopes (or no OAuth)',
      (_label, call) => {
        const op = operation(call);
        if (call.scopes === null) {
          expect(op.security).toEqual([]);
          // The token call answers 401 "Authentication failed."; /v1/p/ calls have no OAuth to
          // fail.
          if (call.path.startsWith('/v1/p/'))
            expect(op.responses['401'], 'no 401 without OAuth').toBeUndefined();
        } else {
          expect(op.security).toEqual([{ OAuth2: call.scopes }]);
          expect(op.responses['401']).toBeDefined();
          for (const scope of call.scopes) expect(SCOPES).toContain(scope);
        }
      },
    );

    it('every /v1/p/ call needs no OAuth', () => {
      const publicCalls = CALLS.filter((call) => call.path.startsWith('/v1/p/'));
      expect(publicCalls).toHaveLength(8);
      for (const call of publicCalls) expect(call.scopes).toBeNull();
    });

    it('uses every scope at least once', () => {
      const used = new Set(CALLS.flatMap((call) => call.scopes ?? []));
      expect([...used].sort()).toEqual([...SCOPES].sort());
    });
  });

  describe('states, stages and enums (sections 3 and 4)', () => {
    it('envelope states, plus template as a list filter', () => {
      expect(schemas.EnvelopeState.enum).toEqual(ENVELOPE_STATES);
      expect(schemaAt('Envelope.state').enum).toEqual(ENVELOPE_STATES);
      expect(schemas.EnvelopeStateFilter.enum).toEqual([...ENVELOPE_STATES, 'template']);
      const filter = (spec.paths['/v1/envelopes'].get.parameters as Json[]).find(
        (p) => p.name === 'filter[state]',
      );
      expect(filter!.schema.enum).toEqual([...ENVELOPE_STATES, 'template']);
    });

    it('recipient states and the inbox filter', () => {
      expect(schemaAt('Recipient.state').enum).toEqual(RECIPIENT_STATES);
      expect(schemaAt('ActingRecipient.state').enum).toEqual(RECIPIENT_STATES);
      const inbox = spec.paths['/v1/envelopes/inbox'].get.parameters as Json[];
      expect(inbox.find((p) => p.name === 'filter[state]')!.schema.enum).toEqual(INBOX_STATES);
      expect(inbox.find((p) => p.name === 'filter[envelope.state]')!.schema.enum).toEqual(
        ENVELOPE_STATES,
      );
    });

    it('document stages, including the validated-document stages', () => {
      expect(schemaAt('Document.stage').enum).toEqual(DOCUMENT_STAGES);
      expect(schemaAt('ValidatedDocument.stage').enum).toEqual(VALIDATED_DOCUMENT_STAGES);
      const validate =
        spec.paths['/v1/p/envelopes/documents/validate'].post.responses['200'].content[
          'application/json'
        ];
      expect(validate.schema.properties.stage.enum).toEqual(VALIDATED_DOCUMENT_STAGES);
    });

    it.each([
      ['DocumentField.type', FIELD_TYPES],
      ['DocumentContent.type', CONTENT_TYPES],
      ['Recipient.type', RECIPIENT_TYPES],
      ['Recipient.signature_type', SIGNATURE_TYPES],
      ['ActingRecipient.via', ADDRESSEE_VIA],
      ['Addressee.via', ADDRESSEE_VIA],
      ['RecipientIdentifier.code', IDENTIFIER_CODES],
      ['RecipientIdentifier.type', IDENTIFIER_TYPES],
      ['Item.user_type', ITEM_USER_TYPES],
      ['EnvelopeTrigger.event', TRIGGER_EVENTS],
      ['AddresseeTrigger.event', TRIGGER_EVENTS],
      ['TriggerType', TRIGGER_TYPES],
      ['EnvelopeTrigger.type', ['SAVE_FILES_ON_DIRECTORY']],
      ['AddresseeTrigger.type', ['SEND_NOTIFICATION']],
      ['Widget.font_family', FONT_FAMILIES],
      ['DocumentContent.font_family', FONT_FAMILIES],
      ['EnvelopeCopy.into', ['draft', 'template']],
    ] as Array<[string, string[]]>)('%s is %j', (name, values) => {
      expect(enumOf(schemaAt(name))).toEqual(values);
    });

    it('reminder frequency is 24, 72 or 120 hours, or null', () => {
      const schema = schemaAt('Envelope.action_reminder_frequency');
      expect(schema.enum).toEqual([24, 72, 120, null]);
    });

    it('opacity ranges from 0 to 1, and subject and title hold at most 255 characters', () => {
      for (const name of ['Widget.opacity', 'DocumentContent.opacity']) {
        expect(schemaAt(name).minimum).toBe(0);
        expect(schemaAt(name).maximum).toBe(1);
      }
      for (const name of [
        'Envelope.subject',
        'Envelope.title',
        'EnvelopeSave.subject',
        'EnvelopeSave.title',
      ]) {
        expect(schemaAt(name).maxLength).toBe(255);
      }
    });

    it('root directory depth is 0', () => {
      expect(schemaAt('Item.depth').minimum).toBe(0);
    });
  });

  describe('entities (section 3)', () => {
    it.each(ENTITY_FIELDS)('%s (%s) has every field', (_entity, schemaName, fields) => {
      const names = propertyNames(schemaAt(schemaName));
      for (const field of fields) expect(names, `${schemaName}.${field}`).toContain(field);
    });

    it.each(LIST_SCHEMAS)('%s is a list response with data, links and meta', (name) => {
      expect(schemas[name].required).toEqual(['data', 'links', 'meta']);
      expect([...propertyNames(schemas[name].properties.links)].sort()).toEqual([
        'first',
        'last',
        'next',
        'prev',
      ]);
      expect([...propertyNames(schemas[name].properties.meta)].sort()).toEqual([
        'current_page',
        'from',
        'path',
        'per_page',
        'to',
      ]);
    });

    it('formats date-time and email fields', () => {
      expect(schemaAt('User.email').format).toBe('email');
      expect(schemaAt('User.created_at').format).toBe('date-time');
      expect(schemaAt('Envelope.expire_at').format).toBe('date-time');
      expect(schemaAt('Envelope.sender.email').format).toBe('email');
      expect(schemaAt('AddresseeTrigger.value').format).toBe('email');
    });

    it('routing_order and move parent are nullable', () => {
      expect(schemaAt('Recipient.routing_order').type).toContain('null');
      expect(schemaAt('ItemMove.parent').type).toContain('null');
    });
  });

  describe('errors (section 8)', () => {
    it.each(Object.entries(ERROR_RESPONSES))('%s is the shared %s response', (code, name) => {
      const response = spec.components.responses[name] as Json;
      expect(response, name).toBeDefined();
      expect(response.description).toMatch(new RegExp(`\\(${code}\\)`));
      expect(propertyNames(response.content['application/json'].schema)).toContain('message');
      const used = CALLS.some((call) => operation(call).responses[code] !== undefined);
      expect(used, `${code} used by a call`).toBe(true);
    });

    it('401 carries message, error and error_description', () => {
      const schema = spec.components.responses.Unauthorized.content['application/json']
        .schema as Json;
      expect([...propertyNames(schema)].sort()).toEqual(['error', 'error_description', 'message']);
      const examples = spec.components.responses.Unauthorized.content['application/json']
        .examples as Json;
      expect(Object.values(examples).map((e: Json) => e.value.message)).toEqual([
        'Unauthenticated.',
        'Authentication failed.',
      ]);
    });

    it('403 says "This action is unauthorized."', () => {
      expect(spec.components.responses.Forbidden.content['application/json'].example).toEqual({
        message: 'This action is unauthorized.',
      });
    });

    it('422 carries message and errors keyed by property, each a list of messages', () => {
      const schema = spec.components.responses.UnprocessableEntity.content['application/json']
        .schema as Json;
      expect(schema.required).toEqual(['message', 'errors']);
      expect(schema.properties.errors.additionalProperties).toMatchObject({
        type: 'array',
        items: { type: 'string' },
      });
    });

    it('402 is answered on send', () => {
      expect(spec.paths['/v1/envelopes/{envelope}/send'].post.responses['402']).toBe(
        spec.components.responses.PaymentRequired,
      );
    });

    it('recipient action responses carry the X-Workspace header', () => {
      const actions: Array<Pick<Call, 'method' | 'path'>> = [
        { method: 'post', path: '/v1/p/envelopes/recipients/{token}' },
        { method: 'delete', path: '/v1/p/envelopes/recipients/{token}' },
        { method: 'put', path: '/v1/p/envelopes/recipients/{token}/identifiers/{code}' },
      ];
      for (const call of actions) {
        const success = Object.entries(operation(call).responses as Json).find(([code]) =>
          code.startsWith('2'),
        );
        expect(success![1].headers['X-Workspace'], `${call.method} ${call.path}`).toBeDefined();
      }
    });
  });

  describe('info and servers', () => {
    it('has a pt-BR description, a version, no contact and one placeholder server', () => {
      expect(spec.openapi).toMatch(/^3\.1\./);
      expect(spec.info.title).toMatch(/\S/);
      expect(spec.info.version).toMatch(/\S/);
      expect(spec.info.description).toMatch(/assinatura/i);
      // The product names no contact and no host ("the provider's production host").
      expect(spec.info.contact).toBeUndefined();
      expect(spec.servers).toHaveLength(1);
      expect(spec.servers[0].url).toBe('https://api.provedor.example');
      expect(spec.servers[0].description).toMatch(/host de produção do provedor/);
    });
  });
});
