import { describe, expect, it } from 'vitest';
import { pathWords } from '../../../src/node/publish/search/api-entries.js';
import { otherNumber, otherNumbers } from '../../../src/node/publish/search/plurals.js';
import { searchRecord } from '../../../src/node/publish/search/record.js';
import { searchKinds } from '../../../src/shared/search.js';

/** Singular and plural of the endings Pagefind's Portuguese stemmer gives different stems. */
const PAIRS: [singular: string, plural: string][] = [
  ['notificação', 'notificações'],
  ['organização', 'organizações'],
  ['opção', 'opções'],
  ['informação', 'informações'],
  ['versão', 'versões'],
  ['botão', 'botões'],
  ['digital', 'digitais'],
  ['manual', 'manuais'],
  ['inicial', 'iniciais'],
  ['qual', 'quais'],
  ['item', 'itens'],
  ['mensagem', 'mensagens'],
  ['imagem', 'imagens'],
  ['origem', 'origens'],
  ['jardim', 'jardins'],
  ['algum', 'alguns'],
];

describe('otherNumber: the plurals the stemmer does not fold', () => {
  it.each(PAIRS)('%s ↔ %s', (singular, plural) => {
    expect(otherNumber(singular)).toBe(plural);
    expect(otherNumber(plural)).toBe(singular);
  });

  it('leaves alone words that only look like a pair, or are not one', () => {
    for (const word of ['mais', 'mal', 'demais', 'não', 'são', 'também', 'quem', 'sem', 'em'])
      expect(otherNumber(word)).toBeUndefined();
    for (const word of ['envelope', 'token', 'assinatura', 'enviam', 'api'])
      expect(otherNumber(word)).toBeUndefined();
  });

  it('lists each other form once, lower case, none the text already has', () => {
    expect(otherNumbers('Reenvia as Notificações e a notificação; itens, itens e opção')).toBe(
      'item opções',
    );
    expect(otherNumbers('envelope e token')).toBe('');
  });
});

describe('search records', () => {
  it('give an operation its summary as title, path words, kind filter, other numbers', () => {
    const record = searchRecord({
      url: '/api/#operation/renotifyEnvelope',
      kind: searchKinds.operation,
      title: 'Renotificar destinatários',
      context: 'POST /v1/envelopes/{envelope}/renotify · Envelopes',
      text: 'Reenvia as notificações.',
      keywords: 'POST renotifyEnvelope envelope',
      path: pathWords('/v1/envelopes/{envelope}/renotify'),
    });
    expect(record.meta).toEqual({
      title: 'Renotificar destinatários',
      kind: 'Operação',
      context: 'POST /v1/envelopes/{envelope}/renotify · Envelopes',
      keywords: 'POST renotifyEnvelope envelope',
      path: 'envelopes renotify',
      variants: 'notificação',
    });
    expect(record.filters).toEqual({ kind: ['Operação'] });
  });

  it('give a schema its name, and no filter', () => {
    const record = searchRecord({
      url: '/api/#schema/Contact',
      kind: searchKinds.schema,
      title: 'Contact',
      context: 'objeto',
      text: 'Um contato.',
    });
    expect(record.meta).toEqual({ name: 'Contact', kind: 'Esquema', context: 'objeto' });
    expect(record.filters).toBeUndefined();
  });

  it('take the fixed words of a path', () => {
    expect(pathWords('/oauth/token')).toBe('oauth token');
    expect(pathWords('/v1/p/envelopes/recipients/{token}/identifiers/{code}')).toBe(
      'envelopes recipients identifiers',
    );
    expect(pathWords('/v2/background-sheet/download')).toBe('background sheet download');
  });
});
