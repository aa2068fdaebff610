import { describe, expect, it } from 'vitest';
import { parseCurlBlock } from '../../../src/node/examples/curl.js';
import { checkExamples } from '../../../src/node/examples/index.js';
import { spec } from './spec-fixture.js';

const only = (text: string) => {
  const [first, ...rest] = parseCurlBlock(text);
  expect(rest).toEqual([]);
  return first;
};

describe('parseCurlBlock', () => {
  it('reads method, URL, headers and a JSON body across backslash continuations', () => {
    const result = only(`curl -X POST "https://api.exemplo.com.br/v1/envelopes" \\
  -H "Authorization: Bearer $TOKEN" \\
  -H 'Content-Type: application/json' \\
  -d '{
    "organization": 42
  }'`);
    expect(result?.offset).toBe(0);
    expect(result?.parsed).toMatchObject({
      kind: 'request',
      method: 'POST',
      path: '/v1/envelopes',
      host: 'api.exemplo.com.br',
      body: { type: 'json', text: '{\n    "organization": 42\n  }' },
    });
    if (result?.parsed.kind === 'request')
      expect(result.parsed.headers.get('authorization')).toBe('Bearer $TOKEN');
  });

  it('defaults to GET, or POST when data or form fields are given', () => {
    expect(only('curl https://api.exemplo.com.br/v1/envelopes?page=2')?.parsed).toMatchObject({
      method: 'GET',
      query: [['page', '2']],
    });
    expect(
      only('curl https://api.exemplo.com.br/oauth/token -d grant_type=client_credentials')?.parsed,
    ).toMatchObject({
      method: 'POST',
      body: { type: 'form', fields: [['grant_type', 'client_credentials']] },
    });
  });

  it('reads -F fields as multipart, with @files', () => {
    expect(
      only(
        'curl -sS https://api.exemplo.com.br/v1/envelopes/9/documents ' +
          '-F "file=@contrato.pdf" -F parent=7',
      )?.parsed,
    ).toMatchObject({
      method: 'POST',
      body: {
        type: 'multipart',
        fields: [
          ['file', '@contrato.pdf'],
          ['parent', '7'],
        ],
      },
    });
  });

  it(
    'finds each curl command of a block, ' + 'with the line it starts on, ignoring other commands',
    () => {
      const block =
        `export TOKEN="abc"\n# envia\ncurl -X POST ` +
        `https://api.exemplo.com.br/v1/envelopes/9/send \\\n  -H "Authorization: ` +
        `Bearer $TOKEN" | jq .\ncurl https://api.exemplo.com.br/v1/envelopes`;
      expect(
        parseCurlBlock(block).map((c) => [
          c.offset,
          c.parsed.kind === 'request' ? c.parsed.path : c.parsed.message,
        ]),
      ).toEqual([
        [2, '/v1/envelopes/9/send'],
        [4, '/v1/envelopes'],
      ]);
    },
  );

  it('fails without a URL', () => {
    expect(only('curl -X GET')?.parsed).toEqual({
      kind: 'error',
      message: 'curl command without a URL',
      offset: 0,
    });
  });
});

describe('curl examples in checkExamples', () => {
  const check = (body: string) =>
    checkExamples({ spec, pages: [{ file: 'p.md', body }] }).map(
      (d) => `${d.code} ${d.line} ${d.message}`,
    );

  it('validates a multipart upload and reports a missing file field', () => {
    const scopes = '## Pré-requisitos\n\n- `manage-envelopes`\n\n';
    expect(
      check(
        `${scopes}\`\`\`bash\ncurl https://api.exemplo.com.br/v1/envelopes/9/documents ` +
          `\\\n  -F "file=@contrato.pdf"\n\`\`\`\n`,
      ),
    ).toEqual([]);
    expect(
      check(
        `${scopes}\`\`\`sh\ncurl ` +
          `https://api.exemplo.com.br/v1/envelopes/9/documents -F parent=x\n\`\`\`\n`,
      ),
    ).toEqual([
      "DG7003 6 Request body / must have required property 'file'",
      'DG7003 6 Request body /parent must be integer',
    ]);
  });

  it('reports the line of the second curl command in a block', () => {
    const body =
      '```bash\ncurl https://api.exemplo.com.br/oauth/token -d grant_type=client_credentials ' +
      '-d client_id=a\n\ncurl -X PUT https://api.exemplo.com.br/oauth/token\n```\n';
    expect(check(body)).toEqual(['DG7001 4 PUT is not declared for /oauth/token']);
  });
});
