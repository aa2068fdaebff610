import { describe, expect, it } from 'vitest';
import { SAMPLE_TARGETS } from '../../../src/node/openapi/samples.js';
import { operation, operationHtml, referenceHtml, referenceOf } from './helpers.js';

describe("the spec's own code samples (fixture code-samples.yaml)", () => {
  it('shows x-codeSamples first, beside the generated ones, highlighted by language', async () => {
    const reference = await referenceOf('code-samples.yaml');
    const list = operation(reference, 'listarItens');
    expect(list.samples.map((s) => [s.label, s.lang, s.fromSpec])).toEqual([
      ['PHP (SDK)', 'php', true],
      ['cURL', 'curl', true],
      // A language the highlighter does not know is plain text; a sample without source is none.
      ['Ruby', 'text', true],
      // The generated one whose label a spec's sample takes is told apart.
      ['cURL (gerado)', 'curl', false],
      ...SAMPLE_TARGETS.slice(1).map((t) => [t.label, t.lang, false]),
    ]);
    expect(list.samples[0]!.code).toBe('<?php\n$itens = $cliente->itens->listar();\n');
    expect(list.samples[0]!.more).toEqual([]);
    // x-code-samples, the name Redoc read before.
    const create = operation(reference, 'criarItem');
    expect(create.samples[0]).toMatchObject({ label: 'JavaScript', fromSpec: true });
    expect(create.samples.map((s) => s.label)).toContain('JavaScript (gerado)');
  });

  it('puts them in the HTML as escaped text, never as markup', async () => {
    const html = operationHtml(await referenceHtml('code-samples.yaml'), 'listarItens');
    expect(html.indexOf('data-tab-label="PHP (SDK)"')).toBeLessThan(
      html.indexOf('data-tab-label="cURL (gerado)"'),
    );
    expect(html).toContain('<code data-lang="php">&lt;?php\n$itens = $cliente-&gt;itens');
    expect(html).toContain('# &lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    expect(html).not.toContain('<script>alert(1)');
  });
});
