// Section 5 of the product description ("Validation rules"), checked by
// validating small valid and invalid payloads against the spec's schemas.
import { describe, expect, it } from 'vitest';
import { createAjv, loadDereferencedSpec, type Json } from './helpers.js';

const spec = await loadDereferencedSpec();
const schemas = spec.components.schemas as Json;
const ajv = createAjv();

function isValid(schemaName: string, payload: unknown): boolean {
  const schema = schemas[schemaName] as Json | undefined;
  if (!schema) throw new Error(`no schema ${schemaName}`);
  return ajv.validate(schema, payload) as boolean;
}

type Case = [description: string, schema: string, payload: unknown];

const signatureWidget = { page: 3, x_axis: 72, y_axis: 640, width: 180, height: 48 };
const privateKey = {
  grant_type: 'client_credentials',
  client_id: 'app-1',
  client_secret: 's3cr3t',
};
const publicKey = {
  grant_type: 'authorization_code',
  client_id: 'app-2',
  redirect_uri: 'https://app.exemplo.com.br/callback',
  code: 'abc',
  code_verifier: 'v'.repeat(43),
};
const refresh = { grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'app-2' };

const ACCEPTED: Case[] = [
  [
    'a field with every required property',
    'FieldCreate',
    { recipient: 1, is_required: true, type: 'signature', name: 'a', widgets: [signatureWidget] },
  ],
  [
    'a text field widget without width and height',
    'FieldCreate',
    {
      recipient: 1,
      is_required: false,
      type: 'text',
      name: 't',
      widgets: [{ page: 1, x_axis: 0, y_axis: 0 }],
    },
  ],
  [
    'a bulk field without name',
    'MultipleFieldsItem',
    { recipient: 1, is_required: true, type: 'initial', widgets: [signatureWidget] },
  ],
  ['a field update with only recipient', 'FieldUpdate', { recipient: 1 }],
  ['opacity 0 and 1', 'Widget', { page: 1, x_axis: 0, y_axis: 0, opacity: 1 }],
  ['reminder frequency 24', 'EnvelopeSave', { organization: 1, action_reminder_frequency: 24 }],
  ['reminder frequency 120', 'EnvelopeSave', { organization: 1, action_reminder_frequency: 120 }],
  ['reminder frequency null', 'EnvelopeSave', { organization: 1, action_reminder_frequency: null }],
  [
    'a 255-character subject and title',
    'EnvelopeSave',
    { organization: 1, subject: 'a'.repeat(255), title: 'b'.repeat(255) },
  ],
  ['a copy into template', 'EnvelopeCopy', { organization: 1, into: 'template' }],
  ['a copy into draft', 'EnvelopeCopy', { organization: 1, into: 'draft' }],
  ['a private-key token request', 'TokenRequest', privateKey],
  ['a public-key token request', 'TokenRequest', publicKey],
  ['a refresh token request', 'TokenRequest', refresh],
  ['a contact update with only email', 'ContactUpdate', { email: 'ana@exemplo.com.br' }],
  ['a contact update with only phone', 'ContactUpdate', { phone: '+5511987654321' }],
  ['a recipient with only type (the sender signs)', 'RecipientSave', { type: 'signer' }],
  [
    'an sms addressee with an E.164 phone',
    'AddresseeInput',
    { via: 'sms', value: '+5511987654321' },
  ],
  [
    'a face-to-face addressee with an email',
    'AddresseeInput',
    { via: 'face-to-face', value: 'ana@exemplo.com.br' },
  ],
  [
    'a face-to-face addressee with a phone',
    'AddresseeInput',
    { via: 'face-to-face', value: '+5511987654321' },
  ],
  // Only sms requires E.164; the product gives no phone format for face-to-face.
  [
    'a face-to-face addressee with a phone outside E.164',
    'AddresseeInput',
    { via: 'face-to-face', value: '(11) 98765-4321' },
  ],
  [
    'a CPF identifier with a CPF-shaped value',
    'IdentifierInput',
    { code: 'CPF', value: '123.456.789-09' },
  ],
  [
    'a BIRTH_DATE identifier with a date',
    'IdentifierInput',
    { code: 'BIRTH_DATE', value: '1990-02-28' },
  ],
  ['a PHOTO identifier', 'IdentifierInput', { code: 'PHOTO' }],
  ['a directory with a name', 'DirectoryCreate', { name: 'Contratos' }],
  ['a move to the root (parent null)', 'ItemMove', { parent: null }],
  ['a document from a storage item', 'DocumentCreate', { file: 502 }],
  [
    'a content with every required property',
    'ContentCreate',
    { type: 'image', value: 'logo.png', page: 1, x_axis: 10, y_axis: 20 },
  ],
  ['a document code validation', 'DocumentValidation', { code: 'X1' }],
  ['a rejection without reason (sender is the recipient)', 'RecipientRejection', {}],
];

const REJECTED: Case[] = [
  [
    'a signature field widget without width',
    'FieldCreate',
    {
      recipient: 1,
      is_required: true,
      type: 'signature',
      name: 'a',
      widgets: [{ page: 1, x_axis: 0, y_axis: 0, height: 40 }],
    },
  ],
  [
    'an initial field widget without height',
    'FieldCreate',
    {
      recipient: 1,
      is_required: true,
      type: 'initial',
      name: 'a',
      widgets: [{ page: 1, x_axis: 0, y_axis: 0, width: 40 }],
    },
  ],
  [
    'a field without name',
    'FieldCreate',
    { recipient: 1, is_required: true, type: 'text', widgets: [{ page: 1, x_axis: 0, y_axis: 0 }] },
  ],
  [
    'a field without widgets',
    'FieldCreate',
    { recipient: 1, is_required: true, type: 'text', name: 'a' },
  ],
  [
    'a field with an unknown type',
    'FieldCreate',
    {
      recipient: 1,
      is_required: true,
      type: 'stamp',
      name: 'a',
      widgets: [{ page: 1, x_axis: 0, y_axis: 0 }],
    },
  ],
  ['a widget without page', 'Widget', { x_axis: 0, y_axis: 0 }],
  ['a widget with opacity above 1', 'Widget', { page: 1, x_axis: 0, y_axis: 0, opacity: 1.5 }],
  ['a widget with negative opacity', 'Widget', { page: 1, x_axis: 0, y_axis: 0, opacity: -0.1 }],
  [
    'a widget with the Symbol font',
    'Widget',
    { page: 1, x_axis: 0, y_axis: 0, font_family: 'Symbol' },
  ],
  [
    'a widget with the ZapfDingbats font',
    'Widget',
    { page: 1, x_axis: 0, y_axis: 0, font_family: 'ZapfDingbats' },
  ],
  [
    'a bulk field with two widgets',
    'MultipleFieldsItem',
    {
      recipient: 1,
      is_required: true,
      type: 'text',
      widgets: [
        { page: 1, x_axis: 0, y_axis: 0 },
        { page: 2, x_axis: 0, y_axis: 0 },
      ],
    },
  ],
  [
    'a bulk field without is_required',
    'MultipleFieldsItem',
    { recipient: 1, type: 'text', widgets: [{ page: 1, x_axis: 0, y_axis: 0 }] },
  ],
  [
    'a bulk signature field widget without height',
    'MultipleFieldsItem',
    {
      recipient: 1,
      is_required: true,
      type: 'signature',
      widgets: [{ page: 1, x_axis: 0, y_axis: 0, width: 40 }],
    },
  ],
  ['a field update without recipient', 'FieldUpdate', { name: 'a' }],
  [
    'a field update to signature without widget width',
    'FieldUpdate',
    { recipient: 1, type: 'signature', widgets: [{ page: 1, x_axis: 0, y_axis: 0 }] },
  ],
  ['reminder frequency 48', 'EnvelopeSave', { organization: 1, action_reminder_frequency: 48 }],
  ['a 256-character subject', 'EnvelopeSave', { organization: 1, subject: 'a'.repeat(256) }],
  ['a 256-character title', 'EnvelopeSave', { organization: 1, title: 'a'.repeat(256) }],
  ['an envelope without organization', 'EnvelopeSave', { subject: 'Contrato' }],
  ['a copy without organization', 'EnvelopeCopy', { into: 'draft' }],
  ['a copy into completed', 'EnvelopeCopy', { organization: 1, into: 'completed' }],
  [
    'a public-key token request with client_secret',
    'TokenRequest',
    { ...publicKey, client_secret: 'nope' },
  ],
  [
    'a public-key token request without code_verifier',
    'TokenRequest',
    { ...publicKey, code_verifier: undefined },
  ],
  [
    'a private-key token request without client_secret',
    'TokenRequest',
    { grant_type: 'client_credentials', client_id: 'app-1' },
  ],
  [
    'a refresh token request without client_id',
    'TokenRequest',
    { grant_type: 'refresh_token', refresh_token: 'r1' },
  ],
  ['a contact update without email or phone', 'ContactUpdate', { name: 'Ana' }],
  ['a recipient without type', 'RecipientSave', { signature_type: 'simple' }],
  ['an addressee without value', 'AddresseeInput', { via: 'email' }],
  ['an addressee without via', 'AddresseeInput', { value: 'ana@exemplo.com.br' }],
  [
    'an sms addressee with a non-E.164 phone',
    'AddresseeInput',
    { via: 'sms', value: '(11) 98765-4321' },
  ],
  // "Face-to-face needs an email or phone in the value."
  [
    'a face-to-face addressee with neither an email nor a phone',
    'AddresseeInput',
    { via: 'face-to-face', value: 'Ana Souza' },
  ],
  ['an identifier without code', 'IdentifierInput', { title: 'CPF' }],
  ['a CPF identifier with a non-CPF value', 'IdentifierInput', { code: 'CPF', value: '123' }],
  [
    'a BIRTH_DATE identifier with an invalid date',
    'IdentifierInput',
    { code: 'BIRTH_DATE', value: '1990-02-30' },
  ],
  ['a directory without name', 'DirectoryCreate', { parent: 1 }],
  ['a rename without name', 'ItemRename', {}],
  ['a document without file', 'DocumentCreate', {}],
  ['a content without y_axis', 'ContentCreate', { type: 'text', value: 'a', page: 1, x_axis: 0 }],
  [
    'a content with an unknown type',
    'ContentCreate',
    { type: 'video', value: 'a', page: 1, x_axis: 0, y_axis: 0 },
  ],
  ['a document code validation without code', 'DocumentValidation', {}],
  ['a 422 body without errors', 'ValidationError', { message: 'The given data was invalid.' }],
  [
    'a 422 body with a non-list error',
    'ValidationError',
    { message: 'x', errors: { subject: 'too long' } },
  ],
];

// `undefined` is not JSON: drop such keys so the payload is what a client would send.
const json = (payload: unknown): unknown => JSON.parse(JSON.stringify(payload));

describe('section 5 validation rules, expressed in the schemas', () => {
  it.each(ACCEPTED)('accepts %s (%s)', (_description, schema, payload) => {
    expect(isValid(schema, json(payload)), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each(REJECTED)('rejects %s (%s)', (_description, schema, payload) => {
    expect(isValid(schema, json(payload))).toBe(false);
  });

  it('describes the rules JSON Schema cannot express', () => {
    expect(schemas.RecipientRejection.description).toMatch(
      /exceto quando o destinatário também é o remetente/,
    );
    expect(schemas.ItemRename.description).toMatch(/não pode repetir/);
    expect(schemas.IdentifierInput.description).toMatch(/CPF deve ser válido/);
    expect(schemas.RecipientSave.description).toMatch(/ignorados para signatários presenciais/);
    expect(schemas.FieldCreate.description).toMatch(/ainda não os preencheu/);
    expect(schemas.ContentCreate.description).toMatch(/sem assinaturas/);
  });
});
