import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/client/try-it/validate.js';
import type { JsonSchema } from '../../../src/shared/try-it.js';

const defs: Record<string, JsonSchema> = {
  EnvelopeSave: {
    type: 'object',
    required: ['organization'],
    properties: {
      organization: { type: 'integer' },
      subject: { type: 'string', maxLength: 5 },
      action_reminder_frequency: { $ref: '#/defs/ReminderFrequency' },
      triggers: { type: 'array', minItems: 1, items: { $ref: '#/defs/Trigger' } },
    },
  },
  ReminderFrequency: { type: ['integer', 'null'], enum: [24, 72, 120, null] },
  Trigger: {
    type: 'object',
    required: ['event'],
    properties: { event: { enum: ['ENVELOPE_COMPLETED'] }, value: { type: 'integer' } },
  },
  Node: {
    type: 'object',
    properties: { next: { $ref: '#/defs/Node' }, label: { type: 'string' } },
  },
};
const check = (value: unknown, schema: JsonSchema) => validate(value, schema, { defs });
const text = (value: unknown, schema: JsonSchema) =>
  check(value, schema).map((e) => `${e.path}: ${e.message}`);

describe('the console’s JSON Schema validator (pt-BR messages at property paths)', () => {
  it('accepts a valid body', () => {
    const body = {
      organization: 12,
      subject: 'Olá',
      action_reminder_frequency: null,
      triggers: [{ event: 'ENVELOPE_COMPLETED', value: 501 }],
    };
    expect(check(body, { $ref: '#/defs/EnvelopeSave' })).toEqual([]);
  });

  it('says what is wrong, where', () => {
    const body = {
      organization: 'doze',
      subject: 'Contrato',
      action_reminder_frequency: 48,
      triggers: [{ value: 'x' }],
    };
    expect(text(body, { $ref: '#/defs/EnvelopeSave' })).toEqual([
      'organization: deve ser um número inteiro',
      'subject: deve ter no máximo 5 caracteres',
      'action_reminder_frequency: deve ser um destes valores: 24, 72, 120, null',
      'triggers[0].event: é obrigatório',
      'triggers[0].value: deve ser um número inteiro',
    ]);
    expect(text({}, { $ref: '#/defs/EnvelopeSave' })).toEqual(['organization: é obrigatório']);
    expect(text([], { $ref: '#/defs/EnvelopeSave' })).toEqual([': deve ser um objeto']);
  });

  it('reads OpenAPI 3.0 (nullable, boolean exclusive bounds) and 3.1 alike', () => {
    expect(check(null, { type: 'string', nullable: true })).toEqual([]);
    expect(text(0, { type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual([
      ': deve ser maior que 0',
    ]);
    expect(text(10, { type: 'number', exclusiveMaximum: 10 })).toEqual([': deve ser menor que 10']);
    expect(text(7, { multipleOf: 5, maximum: 6 })).toEqual([
      ': deve ser menor ou igual a 6',
      ': deve ser múltiplo de 5',
    ]);
  });

  it('checks strings: length in characters, pattern, formats', () => {
    expect(check('ação', { type: 'string', maxLength: 4 })).toEqual([]);
    expect(text('12345', { pattern: '^\\d{3}$' })).toEqual([': deve seguir o padrão ^\\d{3}$']);
    expect(text('x', { format: 'email' })).toEqual([': deve ser um e-mail válido']);
    expect(check('2025-04-10T23:59:59-03:00', { format: 'date-time' })).toEqual([]);
    expect(text('10/04/2025', { format: 'date' })).toEqual([
      ': deve ser uma data no formato AAAA-MM-DD',
    ]);
    expect(check('anything', { format: 'desconhecido' })).toEqual([]);
  });

  it('checks arrays and objects', () => {
    expect(text([1, 1], { uniqueItems: true, maxItems: 1 })).toEqual([
      ': deve ter no máximo 1 item',
      ': não pode ter itens repetidos',
    ]);
    expect(text({ a: 1, b: 2 }, { properties: { a: {} }, additionalProperties: false })).toEqual([
      'b: não é uma propriedade aceita',
    ]);
    expect(text({ 'com espaço': 1 }, { additionalProperties: { type: 'string' } })).toEqual([
      '["com espaço"]: deve ser um texto',
    ]);
    expect(text({ a: 1 }, { dependentRequired: { a: ['b'] } })).toEqual([
      'b: é obrigatório quando há a',
    ]);
  });

  it('combines: allOf, anyOf (the closest alternative explains), oneOf, not, if/then', () => {
    // As the spec parses from YAML: a plain object whose `then` is a schema.
    const via = JSON.parse(`{
      "type": "object",
      "required": ["via", "value"],
      "allOf": [{
        "if": { "required": ["via"], "properties": { "via": { "const": "email" } } },
        "then": { "properties": { "value": { "format": "email" } } }
      }]
    }`) as JsonSchema;
    expect(check({ via: 'sms', value: 'x' }, via)).toEqual([]);
    expect(text({ via: 'email', value: 'x' }, via)).toEqual(['value: deve ser um e-mail válido']);
    expect(text('x', { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 2 }] })).toEqual([
      ': deve ser um número inteiro',
    ]);
    expect(text(1, { oneOf: [{ type: 'integer' }, { type: 'number' }] })).toEqual([
      ': atende a mais de uma das alternativas (oneOf)',
    ]);
    expect(text('a', { not: { type: 'string' } })).toEqual([
      ': não deve atender ao schema de "not"',
    ]);
  });

  it('does not require what the server sets (readOnly) in a request', () => {
    const schema = {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } },
    };
    expect(text({}, schema)).toEqual(['name: é obrigatório']);
    expect(validate({}, schema, { defs, direction: 'response' }).length).toBe(2);
  });

  it('follows recursive schemas as deep as the value goes', () => {
    const value = { next: { next: { next: { label: 3 } } } };
    expect(text(value, { $ref: '#/defs/Node' })).toEqual([
      'next.next.next.label: deve ser um texto',
    ]);
  });
});
