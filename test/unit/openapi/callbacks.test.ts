import { describe, expect, it } from 'vitest';
import { operation, operationHtml, referenceHtml, referenceOf } from './helpers.js';

describe('callbacks and webhooks (fixture hard-cases.yaml)', () => {
  it('keeps their whole content: body, responses and the payload the API sends', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    const [callback] = operation(reference, 'post-v1-trees').callbacks;
    const sent = callback!.operations[0]!;
    expect(sent.requestBody!.contents.map((c) => c.mediaType)).toEqual(['application/json']);
    expect(sent.responses.map((r) => r.status)).toEqual(['200']);
    // The payload's example, as JSON (a webhook is not a request the reader writes).
    expect(sent.samples.map((s) => [s.label, s.lang])).toEqual([['application/json', 'json']]);
    expect(JSON.parse(sent.samples[0]!.code)).toHaveProperty('callbackUrl');
    const hook = operation(reference, 'webhook-post-envelopeconcluido');
    expect(JSON.parse(hook.samples[0]!.code)).toEqual({ event: 'ENVELOPE_COMPLETED' });
  });

  it('folds each callback under its method and path, and titles the payload samples', async () => {
    const html = await referenceHtml('hard-cases.yaml');
    const trees = operationHtml(html, 'post-v1-trees');
    const summary = trees.slice(trees.indexOf('<details class="api-callback"><summary>'));
    expect(summary).toMatch(/^<details class="api-callback"><summary><span [^>]+>POST<\/span> /);
    expect(summary.slice(0, summary.indexOf('</summary>'))).toMatch(
      /<span>callbackUrl\}<\/span><\/code> — Notificação de árvore criada$/,
    );
    const callback = operationHtml(
      html,
      'post-v1-trees-arvoreCriada-post-request-body-callbackurl',
    );
    expect(callback).toContain('<p class="api-panel__title">Exemplo de payload</p>');
    expect(operationHtml(html, 'webhook-post-envelopeconcluido')).toContain(
      'aria-label="Exemplos de payload: Envelope concluído"',
    );
  });
});
