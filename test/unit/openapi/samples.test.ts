import { describe, expect, it } from 'vitest';
import { SAMPLE_TARGETS } from '../../../src/node/openapi/samples.js';
import { operation, referenceOf } from './helpers.js';

const sample = (op: { samples: { lang: string; code: string }[] }, lang: string) =>
  op.samples.find((s) => s.lang === lang)!.code;

describe('request samples', () => {
  it(
    'has one sample per language, with the server URL, ' +
      'path parameter example and bearer header',
    async () => {
      const op = operation(await referenceOf('hard-cases.yaml'), 'get-v1-items-item');
      expect(op.samples.map((s) => s.lang)).toEqual(SAMPLE_TARGETS.map((t) => t.lang));
      const curl = sample(op, 'curl');
      expect(curl).toContain('https://api.exemplo.com.br/v1/items/42');
      expect(curl).toContain("'Authorization: Bearer <token>'");
      expect(sample(op, 'python')).toContain('import requests');
      expect(sample(op, 'go')).toContain('http.NewRequest("GET"');
    },
  );

  it(
    'sends multipart for uploads and form encoding ' +
      'where the spec says so; no auth on public operations',
    async () => {
      const reference = await referenceOf('hard-cases.yaml');
      expect(sample(operation(reference, 'post-v1-items-upload'), 'curl')).toContain(
        '--form file=@documento.pdf',
      );
      const token = sample(operation(reference, 'post-oauth-token'), 'curl');
      expect(token).toContain('application/x-www-form-urlencoded');
      expect(token).toContain('--data grant_type=client_credentials');
      expect(token).not.toContain('Authorization');
    },
  );

  it('uses the spec examples for responses, or generates one from the schema', async () => {
    const reference = await referenceOf('hard-cases.yaml');
    expect(JSON.parse(operation(reference, 'post-oauth-token').responseExamples[0]!.code)).toEqual({
      access_token: 'abc',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    const generated = operation(reference, 'get-v1-items-item').responseExamples[0]!;
    expect(generated.label).toBe('Exemplo gerado');
    expect(JSON.parse(generated.code)).toMatchObject({ id: 7, name: expect.any(String) });
    expect(JSON.parse(generated.code)).not.toHaveProperty('secret');
  });
});
