import { describe, expect, it } from 'vitest';
import { checkExamples } from '../../../src/node/examples/index.js';
import { spec } from './spec-fixture.js';

const fence = '```';
const scopes = (...list: string[]) =>
  `## Pré-requisitos\n\n${list.map((s) => `- \`${s}\``).join('\n')}\n\n`;

/** Checks one page; returns `code line:column message` per diagnostic, for readable assertions. */
function check(body: string): string[] {
  return checkExamples({ spec, pages: [{ file: 'pagina.md', body }] }).map(
    (d) => `${d.code} ${d.line}:${d.column} ${d.message}`,
  );
}

const createEnvelope = (body: string, meta = '') => `${fence}http${meta}
POST /v1/envelopes HTTP/1.1
Host: api.exemplo.com.br
Authorization: Bearer <access_token>
Content-Type: application/json

${body}
${fence}
`;

describe('checkExamples', () => {
  it('accepts a valid request and response pair', () => {
    const page = `${scopes('manage-envelopes')}${createEnvelope(
      '{ "organization": 42, "subject": "Contrato" }',
    )}
${fence}http title="Resposta"
HTTP/1.1 201 Created
Content-Type: application/json

{ "id": 1024, "state": "draft", "subject": "Contrato" }
${fence}
`;
    expect(check(page)).toEqual([]);
  });

  it('reports an unknown path and an undeclared method at the first line of the block', () => {
    const page =
      `${fence}http\nGET /v1/envelopes/10/nada HTTP/1.1\n${fence}\n\n` +
      `${fence}http\nDELETE /v1/envelopes/10/send HTTP/1.1\n${fence}\n`;
    expect(check(page)).toEqual([
      'DG7001 2:1 No operation of the spec matches GET /v1/envelopes/10/nada',
      'DG7001 6:1 DELETE is not declared for /v1/envelopes/{envelope}/send',
    ]);
  });

  it('prefers a literal path over a template (/inbox is not an envelope id)', () => {
    expect(
      check(
        `${scopes('read-envelope-inbox')}${fence}http\n` +
          `GET /v1/envelopes/inbox HTTP/1.1\n${fence}\n`,
      ),
    ).toEqual([]);
  });

  it('reports a host that is not a server of the spec', () => {
    expect(
      check(
        `${fence}bash\ncurl https://api.outro.com/oauth/token -d ` +
          `grant_type=client_credentials -d client_id=abc\n${fence}\n`,
      ),
    ).toEqual(['DG7001 2:1 Host "api.outro.com" is not one of the spec\'s servers']);
  });

  it("reads URLs through the servers: their variables, base paths and operations' own", () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Servidores', version: '1' },
      servers: [
        {
          url: 'https://{region}.exemplo.com/v{version}',
          variables: { region: { default: 'br', enum: ['br', 'us'] }, version: { default: '2' } },
        },
        // Not a URL WHATWG can read: skipped, not thrown.
        { url: 'https://exa mple.com' },
      ],
      paths: {
        '/itens': { get: { responses: { '200': { description: 'OK' } } } },
        '/uploads': {
          post: {
            servers: [{ url: 'https://uploads.exemplo.com' }],
            responses: { '201': { description: 'Criado' } },
          },
        },
      },
    };
    const body = [
      'curl https://us.exemplo.com/v2/itens',
      'curl -X POST https://uploads.exemplo.com/uploads',
      'curl https://api.outro.com/v2/itens',
      'curl https://br.exemplo.com/v2/nada',
    ]
      .map((line) => `${fence}bash\n${line}\n${fence}\n`)
      .join('\n');
    const found = checkExamples({ spec: { document }, pages: [{ file: 'pagina.md', body }] });
    expect(found.map((d) => `${d.code} ${d.line} ${d.message}`)).toEqual([
      'DG7001 10 Host "api.outro.com" is not one of the spec\'s servers',
      'DG7001 14 No operation of the spec matches GET /v2/nada',
    ]);
  });

  it('validates path and query parameters, and rejects undeclared ones', () => {
    const page = `${scopes('read-envelopes', 'send-envelopes')}${fence}http
GET /v1/envelopes?filter[state]=rascunho&page=2&sort=id HTTP/1.1
${fence}

${fence}http
POST /v1/envelopes/abc/send HTTP/1.1
${fence}
`;
    expect(check(page)).toEqual([
      'DG7002 7:1 Query parameter "filter[state]"="rascunho": ' +
        'must be equal to one of the allowed values ("draft", "in-transit")',
      'DG7002 7:1 Query parameter "sort" is not declared by listEnvelopes',
      'DG7002 11:1 Path parameter "envelope"="abc": must be integer',
    ]);
  });

  it('reports body errors at the body line: missing, wrong type, unknown property', () => {
    expect(check(`${scopes('manage-envelopes')}${createEnvelope('{ "subjet": 1 }')}`)).toEqual([
      "DG7003 11:1 Request body / must have required property 'organization'",
      'DG7003 11:1 Request body /subjet is not declared in the schema',
    ]);
  });

  it('reports a missing required body and an unaccepted Content-Type', () => {
    const page =
      `${scopes('manage-envelopes')}${fence}http\nPOST /v1/envelopes HTTP/1.1\n${fence}\n\n` +
      `${fence}http\nPOST /v1/envelopes HTTP/1.1\nContent-Type: text/plain\n\noi\n${fence}\n`;
    expect(check(page)).toEqual([
      'DG7003 6:1 createEnvelope requires a request body',
      'DG7003 13:1 Content-Type text/plain is not accepted ' +
        'by createEnvelope (accepted: application/json)',
    ]);
  });

  it('skips body validation for `invalid` blocks and checks the 422 that follows', () => {
    const errors =
      '{ "message": "The organization field is required.", ' +
      '"errors": { "organization": ["The organization field is required."] } }';
    const page = `${scopes('manage-envelopes')}${createEnvelope(
      '{ "subject": "Sem organização" }',
      ' invalid title="Pedido que gera 422"',
    )}
${fence}http
HTTP/1.1 422 Unprocessable Entity
Content-Type: application/json

${errors}
${fence}
`;
    expect(check(page)).toEqual([]);
  });

  it('still requires the operation of an `invalid` block to exist', () => {
    expect(check(`${fence}http invalid\nPOST /v1/nada HTTP/1.1\n${fence}\n`)).toEqual([
      'DG7001 2:1 No operation of the spec matches POST /v1/nada',
    ]);
  });

  it('reports an undeclared status and an invalid complete response', () => {
    const page = `${scopes('manage-envelopes')}${createEnvelope('{ "organization": 42 }')}
${fence}http
HTTP/1.1 200 OK
${fence}

${fence}http
HTTP/1.1 201 Created
Content-Type: application/json

{ "id": "1024", "state": "enviado" }
${fence}
`;
    expect(check(page)).toEqual([
      'DG7004 15:1 Status 200 is not declared by createEnvelope',
      'DG7005 22:1 Response body /id must be integer',
      'DG7005 22:1 Response body /state must be equal to ' +
        'one of the allowed values ("draft", "in-transit")',
    ]);
  });

  it('checks `partial` responses by name and type only, with `...` elisions', () => {
    const response = (body: string) =>
      `${fence}http partial\nHTTP/1.1 201 Created\n` +
      `Content-Type: application/json\n\n${body}\n${fence}\n`;
    const ok =
      `${scopes('manage-envelopes')}${createEnvelope('{ "organization": 42 }')}\n` +
      `${response('{\n  "id": 1024,\n  ...\n}')}`;
    expect(check(ok)).toEqual([]);
    const wrong =
      `${scopes('manage-envelopes')}${createEnvelope('{ "organization": 42 }')}\n` +
      `${response('{\n  "estado": "draft",\n  "id": true\n}')}`;
    expect(check(wrong)).toEqual([
      'DG7005 18:1 Response body /id must be integer',
      'DG7005 18:1 Response body /estado is not declared in the schema',
    ]);
  });

  it('ignores `nocheck` blocks and the responses after a `nocheck` request', () => {
    const page =
      `${fence}http nocheck\nGET /qualquer/coisa HTTP/1.1\n${fence}\n` +
      `\n${fence}http\nHTTP/1.1 418 I'm a teapot\n${fence}\n`;
    expect(check(page)).toEqual([]);
  });

  it('reports a response without a request and unparseable blocks', () => {
    const page =
      `${fence}http\nHTTP/1.1 200 OK\n${fence}\n\n${fence}http\nenvie o envelope\n` +
      `${fence}\n\n${scopes('manage-envelopes')}${createEnvelope('{ "organization": 42, }')}`;
    const found = check(page);
    expect(found[0]).toBe('DG7001 2:1 Response example has no request example before it');
    expect(found[1]).toMatch(/^DG7007 6:1 First line is neither/);
    expect(found[2]).toMatch(/^DG7007 1[0-9]:1 Request body is not valid JSON/);
    expect(found).toHaveLength(3);
  });

  it(
    'reports scopes the page does not list, ' +
      'once per scope, at the first block that needs them',
    () => {
      const page =
        `## Pré-requisitos\n\n- \`read-envelopes\`\n\n` +
        `${createEnvelope('{ "organization": 42 }')}\n` +
        `${createEnvelope('{ "organization": 43 }')}`;
      expect(check(page)).toEqual([
        'DG7006 5:1 createEnvelope needs scope `manage-envelopes`, ' +
          'not listed in the `## Pré-requisitos` section',
      ]);
      expect(check(createEnvelope('{ "organization": 42 }'))[0]).toMatch(/the page has none/);
    },
  );

  it('needs no scope for public operations', () => {
    expect(
      check(
        `${fence}http\nPOST /oauth/token HTTP/1.1\nContent-Type: ` +
          `application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=abc\n` +
          `${fence}\n`,
      ),
    ).toEqual([]);
  });

  it('validates form-urlencoded bodies as objects of strings', () => {
    expect(
      check(
        `${fence}http\nPOST /oauth/token HTTP/1.1\nContent-Type: ` +
          `application/x-www-form-urlencoded\n\ngrant_type=password&client_id=abc\n${fence}\n`,
      ),
    ).toEqual(['DG7003 5:1 Request body /grant_type must be equal to constant']);
  });

  it('finds examples inside tabs and admonitions', () => {
    const page =
      `${scopes('send-envelopes')}::::tabs\n:::tab[HTTP]\n${fence}http\n` +
      `POST /v1/envelopes/x/send HTTP/1.1\n${fence}\n:::\n::::\n`;
    expect(check(page)).toEqual(['DG7002 8:1 Path parameter "envelope"="x": must be integer']);
  });
});
