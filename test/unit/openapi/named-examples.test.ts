import { describe, expect, it } from 'vitest';
import { SAMPLE_TARGETS } from '../../../src/node/openapi/samples.js';
import { operation, operationHtml, referenceHtml, referenceOf, sampleCodes } from './helpers.js';

describe('named examples (fixture named-examples.yaml)', () => {
  it('makes every language follow each example of the body and of parameters', async () => {
    const op = operation(await referenceOf('named-examples.yaml'), 'pagar');
    // The body's examples by summary, then the parameters' keys the body does not have.
    expect(op.requestExamples.map((e) => e.label)).toEqual([
      'Cartão de crédito',
      'Boleto bancário',
      'Pagamento instantâneo',
    ]);
    expect(op.requestExamples[0]!.descriptionHtml).toContain('<em>cobrado</em>');
    expect(op.requestExamples[2]!.descriptionHtml).toContain('<strong>reais</strong>');
    for (const { lang } of SAMPLE_TARGETS) {
      const [card, slip, pix] = sampleCodes(op, lang);
      // Each example's body, and each parameter's value of the same key (else its first).
      expect(card, lang).toContain('cartao-4242');
      expect(card, lang).toContain('res-cartao-1');
      expect(slip, lang).toContain('boleto-0001');
      expect(slip, lang).toContain('res-boleto-2');
      expect(pix, lang).toContain('brl-pix');
      expect(pix, lang).toContain('cartao-4242');
    }
  });

  it('gives a webhook its payload examples, one per named example', async () => {
    const reference = await referenceOf('named-examples.yaml');
    const hook = operation(reference, 'webhook-post-pagamentoconfirmado');
    expect(hook.requestExamples.map((e) => e.label)).toEqual([
      'Confirmação de cartão',
      'Confirmação de boleto',
    ]);
    expect(hook.samples.map((s) => [s.label, s.lang])).toEqual([['application/json', 'json']]);
    expect(sampleCodes(hook, 'json').map((c) => JSON.parse(c))).toEqual([
      { reserva: 'res-cartao-1' },
      { reserva: 'res-boleto-2' },
    ]);
  });

  it('puts every example in the HTML, chosen in a tab group shared by every language', async () => {
    const html = operationHtml(await referenceHtml('named-examples.yaml'), 'pagar');
    const group = 'data-tabs="exemplo:Cartão de crédito|Boleto bancário|Pagamento instantâneo"';
    // One chooser per language, named for assistive technology, all in one group.
    expect(html.split(group)).toHaveLength(SAMPLE_TARGETS.length + 1);
    expect(html).toContain(`${group} data-tabs-name="Exemplo"`);
    for (const label of ['Cartão de crédito', 'Boleto bancário', 'Pagamento instantâneo'])
      expect(html).toContain(`data-tab-label="${label}"><p class="tabs__label">${label}</p>`);
    expect(html).toContain('boleto-0001');
    // The parameters' named examples are listed where the parameter is.
    expect(html).toContain('Reserva paga com cartão: <code>&quot;res-cartao-1&quot;</code>');
    expect(html).toContain('Pagamento instantâneo: <code>&quot;brl-pix&quot;</code>');
    // And the responses' named examples, one tab each.
    expect(html).toContain('data-tab-label="201 · Cartão aprovado"');
    expect(html).toContain('data-tab-label="201 · Boleto emitido"');
    // Another media type's example too, named by it (a generated one would only repeat it).
    expect(html).toContain('data-tab-label="201 · application/xml"');
    expect(html).toContain('&lt;pagamento&gt;&lt;situacao&gt;aprovado');
  });
});
