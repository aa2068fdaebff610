import { describe, expect, it } from 'vitest';
import { SAMPLE_TARGETS } from '../../../src/node/openapi/samples.js';
import { operation, operationHtml, referenceHtml, referenceOf, sampleCodes } from './helpers.js';

const bodyOf = (curl: string) => JSON.parse(curl.slice(curl.indexOf("'{") + 1, -1));

describe('oneOf/anyOf and discriminators (fixture discriminator.yaml)', () => {
  it('fills the discriminator from its mapping in every sample, never "string"', async () => {
    const reference = await referenceOf('discriminator.yaml');
    // Nested in the body: the first option, with the value its mapping gives it.
    const [payment] = sampleCodes(operation(reference, 'criarPagamento'), 'curl');
    expect(bodyOf(payment!).origem).toEqual({ tipo: 'cartao', numero: '4242424242424242' });
    // Through allOf from a parent that has the discriminator: its mapping, else its name.
    expect(bodyOf(sampleCodes(operation(reference, 'criarCarro'), 'curl')[0]!)).toEqual({
      tipo: 'carro',
      portas: 4,
    });
    expect(bodyOf(sampleCodes(operation(reference, 'criarMoto'), 'curl')[0]!).tipo).toBe('Moto');
    for (const { lang } of SAMPLE_TARGETS)
      for (const code of sampleCodes(operation(reference, 'criarAnimal'), lang))
        expect(code, lang).not.toMatch(/"especie": ?"string"|'especie' => 'string'/);
  });

  it('makes a sample per variant of a oneOf/anyOf body, following the variant switch', async () => {
    const reference = await referenceOf('discriminator.yaml');
    const animal = operation(reference, 'criarAnimal');
    expect(animal.requestExamples.map((e) => e.label)).toEqual(['gato', 'Cachorro']);
    // The switch in the body's tree has the same group: choosing either switches both.
    expect(animal.examplesGroup).toBe('variante:gato|Cachorro');
    expect(animal.requestBody!.contents[0]!.schema!.variants!.group).toBe(animal.examplesGroup);
    const [cat, dog] = sampleCodes(animal, 'curl').map(bodyOf);
    expect(cat).toMatchObject({ especie: 'gato', miado: true });
    expect(dog).toMatchObject({ especie: 'Cachorro', latido: 'string' });
    // A webhook's payload likewise, its chooser the switch's.
    const hook = operation(reference, 'webhook-post-animalcriado');
    expect(hook.examplesGroup).toBe('variante:gato|Cachorro');
    expect(sampleCodes(hook, 'json').map((c) => JSON.parse(c).especie)).toEqual([
      'gato',
      'Cachorro',
    ]);
    const contact = operation(reference, 'criarContato');
    expect(contact.requestExamples.map((e) => e.label)).toEqual(['Por e-mail', 'Por telefone']);
    expect(sampleCodes(contact, 'curl').map(bodyOf)).toEqual([
      { email: 'user@example.com' },
      { telefone: 'string' },
    ]);
    // A response whose schema is the union: one example per variant, each with its value.
    expect(
      operation(reference, 'criarPagamento').responseExamples.map((e) => [
        e.label,
        JSON.parse(e.code).tipo,
      ]),
    ).toEqual([
      ['cartao', 'cartao'],
      ['conta_bancaria', 'conta_bancaria'],
    ]);
  });

  it('renders a keyboard switch (the tabs markup) with every variant in the HTML', async () => {
    const html = await referenceHtml('discriminator.yaml');
    const payment = operationHtml(html, 'criarPagamento');
    expect(payment).toContain(
      '<div class="tabs api-tabs api-variant-tabs" data-tabs="variante:cartao|conta_bancaria" ' +
        'data-tabs-name="Opção">',
    );
    for (const label of ['cartao', 'conta_bancaria'])
      expect(payment).toContain(`data-tab-label="${label}"><p class="tabs__label">${label}</p>`);
    // Each option's facts, description and properties are there, not only the first's.
    expect(payment).toContain('Um cartão de crédito.');
    expect(payment).toMatch(/<code class="api-prop__name">agencia<\/code>/);
    expect(payment).toContain('<code>cartao</code> → <a href="#schema/Cartao">Cartao</a>');
    expect(payment).toContain('<code>pix</code> → pix.yaml</span>');
    const contact = operationHtml(html, 'criarContato');
    expect(contact).toContain(
      'data-tabs="variante:Por e-mail|Por telefone" data-tabs-name="Opções"',
    );
  });
});
