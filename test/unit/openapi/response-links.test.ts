import { describe, expect, it } from 'vitest';
import { operation, operationHtml, referenceHtml, referenceOf, referencePages } from './helpers.js';

describe('response links (fixture links.yaml)', () => {
  it('gives each link its target (operationId or operationRef) and its values', async () => {
    const [created] = operation(await referenceOf('links.yaml'), 'criarUsuario').responses;
    expect(created!.links.map((l) => [l.name, l.targetHtml])).toEqual([
      [
        'ObterUsuario',
        '<a href="#operation/obterUsuario"><code>GET /v1/usuarios/{usuario}</code></a>',
      ],
      [
        'ApagarUsuario',
        '<a href="#operation/delete-v1-usuarios-usuario">' +
          '<code>DELETE /v1/usuarios/{usuario}</code></a>',
      ],
      // Another document's operation: named as written, not linked.
      ['Externo', '<code>https://outra.exemplo.com/openapi.yaml#/paths/~1x/get</code>'],
    ]);
    const remove = created!.links[1]!;
    expect(remove.parameters).toEqual([
      { name: 'usuario', value: '$response.body#/id' },
      { name: 'confirmar', value: 'true' },
    ]);
    expect(remove.requestBody).toBe('$request.body#/motivo');
    expect(remove.server).toBe('https://admin.exemplo.com.br');
    expect(created!.links[0]!.descriptionHtml).toContain('<code>id</code>');
  });

  it('lists the links in the response, linked to their operations on the page', async () => {
    const page = await referenceHtml('links.yaml');
    const html = operationHtml(page, 'criarUsuario');
    expect(html).toContain('<code class="api-prop__name">ObterUsuario</code> → <span>');
    expect(html).toContain('<a href="#operation/obterUsuario">');
    expect(html).toContain('<dt><code>usuario</code></dt><dd><code>$response.body#/id</code></dd>');
    expect(html).toContain('<dt>Servidor</dt><dd><code>https://admin.exemplo.com.br</code></dd>');
    // Each target is on the page.
    for (const id of ['obterUsuario', 'delete-v1-usuarios-usuario'])
      expect(page).toContain(`id="operation/${id}"`);
  });

  it('links a target on another page of a split reference to that page', async () => {
    const pages = await referencePages('links.yaml', 1);
    const writes = pages.find((p) => p.route === '/api/escrita/')!;
    const [created] = writes.api.tags[0]!.operations.find(
      (o) => o.id === 'criarUsuario',
    )!.responses;
    expect(created!.links.map((l) => l.targetHtml.match(/href="([^"]+)"/)?.[1])).toEqual([
      '/api/leitura/#operation/obterUsuario',
      '/api/escrita/#operation/delete-v1-usuarios-usuario',
      undefined,
    ]);
  });
});
