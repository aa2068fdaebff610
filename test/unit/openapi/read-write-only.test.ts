import { describe, expect, it } from 'vitest';
import { SAMPLE_TARGETS } from '../../../src/node/openapi/samples.js';
import { operation, operationHtml, referenceHtml, referenceOf, sampleCodes } from './helpers.js';

const names = (schema: { properties: { name: string }[] } | undefined) =>
  schema?.properties.map((p) => p.name);

describe('readOnly and writeOnly (fixture read-write-only.yaml)', () => {
  it('leaves readOnly properties out of requests and writeOnly ones out of responses', async () => {
    const reference = await referenceOf('read-write-only.yaml');
    const op = operation(reference, 'criarUsuario');
    const request = op.requestBody!.contents[0]!.schema!;
    expect(names(request)).toEqual(['nome', 'senha', 'endereco']);
    expect(request.omitted).toEqual({ names: ['id'], reason: 'readOnly' });
    const address = request.properties.find((p) => p.name === 'endereco')!.schema;
    expect(names(address)).toEqual(['rua', 'pin']);
    expect(address.omitted).toEqual({ names: ['verificadoEm'], reason: 'readOnly' });
    const response = op.responses[0]!.contents[0]!.schema!;
    expect(names(response)).toEqual(['id', 'nome', 'endereco']);
    expect(response.omitted).toEqual({ names: ['senha'], reason: 'writeOnly' });
    // The Schemas section shows the schema whole, with its flags.
    const entry = reference.schemas.find((s) => s.name === 'Usuario')!.schema;
    expect(names(entry)).toEqual(['id', 'nome', 'senha', 'endereco']);
    expect(entry.omitted).toBeUndefined();
  });

  it("leaves them out of samples, also where a sample is the schema's own example", async () => {
    const reference = await referenceOf('read-write-only.yaml');
    for (const { lang } of SAMPLE_TARGETS) {
      const [user] = sampleCodes(operation(reference, 'criarUsuario'), lang);
      expect(user, lang).toContain('segredo-123');
      expect(user, lang).not.toMatch(/\bid\b|verificadoEm/);
      const [profile] = sampleCodes(operation(reference, 'criarPerfil'), lang);
      expect(profile, lang).toContain('t-1');
      expect(profile, lang).not.toContain('perfil-1');
    }
    const response = (id: string) => JSON.parse(operation(reference, id).responseExamples[0]!.code);
    expect(response('criarUsuario')).not.toHaveProperty('senha');
    expect(response('criarUsuario').endereco).not.toHaveProperty('pin');
    expect(response('criarPerfil')).toEqual({ id: 'perfil-1', apelido: 'ana' });
  });

  it("reads a webhook's payload as the API sends it: readOnly in, writeOnly out", async () => {
    const hook = operation(await referenceOf('read-write-only.yaml'), 'webhook-post-usuariocriado');
    const payload = hook.requestBody!.contents[0]!.schema!;
    expect(names(payload)).toEqual(['id', 'nome', 'endereco']);
    expect(payload.omitted).toEqual({ names: ['senha'], reason: 'writeOnly' });
    const sample = JSON.parse(hook.samples[0]!.code);
    expect(sample).toMatchObject({ id: 7, nome: 'Ana' });
    expect(sample).not.toHaveProperty('senha');
  });

  it('says in the HTML which properties it left out, and why', async () => {
    const html = operationHtml(await referenceHtml('read-write-only.yaml'), 'criarUsuario');
    const body = html.slice(html.indexOf('data-request-body'), html.indexOf('Respostas'));
    expect(body).not.toContain('<code class="api-prop__name">id</code>');
    expect(body).toContain(
      'Não enviadas na requisição (somente leitura, vêm nas respostas): <code>id</code>.',
    );
    const responses = html.slice(html.indexOf('Respostas'));
    expect(responses).not.toContain('<code class="api-prop__name">senha</code>');
    expect(responses).toContain(
      'Não vêm na resposta (somente escrita, enviadas nas requisições): <code>senha</code>.',
    );
  });
});
