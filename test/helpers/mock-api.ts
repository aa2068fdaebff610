import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A request the mock received, as the tests inspect it (no bodies, only their size). */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  authorization: string | undefined;
  organization: string | undefined;
  contentType: string | undefined;
  bytes: number;
}

export interface MockApi {
  /** `http://127.0.0.1:<port>` (`https://` with `tls`) */
  url: string;
  requests: ReceivedRequest[];
  /** Every access token it issued. */
  tokens: string[];
  /** Set to make the next authorization redirect carry another `state` (a forged answer). */
  forgeNextState: boolean;
  /**
   * Set to make the authorization endpoint show a page and wait (a reader who has not approved
   * yet) instead of approving at once.
   */
  holdAuthorization: boolean;
  close: () => Promise<void>;
}

/** The only client secret the mock accepts (client credentials); PKCE clients have none. */
export const MOCK_CLIENT = { id: 'app-privado', secret: 'segredo-de-teste' };
export const MOCK_PUBLIC_CLIENT = 'app-publico';
/** A subject the mock rejects with a 422 whose `errors` name two fields. */
export const REJECTED_SUBJECT = 'Assunto recusado';

const base64url = (b: Buffer) =>
  b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A one-page PDF, enough for the mock (it checks the signature) and a download. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A mock of the signing API on 127.0.0.1, for the console's browser tests: OAuth (an authorize
 * endpoint that approves at once and redirects with a code; a token endpoint that checks the PKCE
 * verifier against the challenge and accepts client credentials) and a few operations, one that
 * answers 422 and one that takes a multipart upload. With `cors: false` it sends no CORS header, as
 * a server that does not allow the docs site's origin.
 */
/**
 * A self-signed certificate for 127.0.0.1, made by the openssl command line (valid a day), for a
 * mock served over HTTPS; the browser context that talks to it must ignore certificate errors.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-tls-'));
  try {
    const args =
      'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 ' +
      '-subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
    execFileSync(
      'openssl',
      [
        ...args.split(' '),
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startMockApi({
  cors = true,
  tls,
}: {
  cors?: boolean;
  /** Serves HTTPS with this key and certificate (see selfSignedCertificate). */
  tls?: { key: string; cert: string };
} = {}): Promise<MockApi> {
  const requests: ReceivedRequest[] = [];
  const tokens: string[] = [];
  const mock = { requests, tokens, forgeNextState: false, holdAuthorization: false };
  const codes = new Map<
    string,
    { challenge: string; clientId: string; redirectUri: string; scope: string }
  >();

  const json = (res: ServerResponse, status: number, body: unknown, extra = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...extra });
    res.end(JSON.stringify(body));
  };
  const issue = (prefix: string, scope: string) => {
    const token = `${prefix}-${base64url(randomBytes(18))}`;
    tokens.push(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope };
  };
  const authorized = (req: IncomingMessage) =>
    tokens.some((t) => req.headers.authorization === `Bearer ${t}`);

  const handler: RequestListener = async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://mock');
    requests.push({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      authorization: req.headers.authorization,
      organization: req.headers['x-organization'] as string | undefined,
      contentType: req.headers['content-type'],
      bytes: body.length,
    });
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', 'X-Workspace, Content-Disposition');
    }
    if (req.method === 'OPTIONS') {
      if (cors) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'Authorization, Content-Type, X-Organization',
        );
      }
      res.writeHead(204).end();
      return;
    }
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /oauth/authorize') {
      const q = url.searchParams;
      const redirect = q.get('redirect_uri') ?? '';
      if (
        q.get('response_type') !== 'code' ||
        q.get('client_id') !== MOCK_PUBLIC_CLIENT ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge') ||
        !q.get('state') ||
        !redirect
      ) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('pedido de autorização inválido');
        return;
      }
      if (mock.holdAuthorization) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Autorizar</title><h1>Autorizar o aplicativo?</h1>');
        return;
      }
      const code = base64url(randomBytes(12));
      codes.set(code, {
        challenge: q.get('code_challenge')!,
        clientId: q.get('client_id')!,
        redirectUri: redirect,
        scope: q.get('scope') ?? '',
      });
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', mock.forgeNextState ? 'forjado' : q.get('state')!);
      mock.forgeNextState = false;
      res.writeHead(302, { Location: back.href }).end();
      return;
    }

    if (route === 'POST /oauth/token') {
      const form = new URLSearchParams(body.toString());
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = base64url(createHash('sha256').update(verifier).digest());
        if (
          !entry ||
          entry.challenge !== challenge ||
          entry.clientId !== form.get('client_id') ||
          entry.redirectUri !== form.get('redirect_uri')
        ) {
          json(res, 400, { error: 'invalid_grant', error_description: 'PKCE inválido.' });
          return;
        }
        json(res, 200, issue('pkce', entry.scope));
        return;
      }
      if (grant === 'client_credentials') {
        if (
          form.get('client_id') !== MOCK_CLIENT.id ||
          form.get('client_secret') !== MOCK_CLIENT.secret
        ) {
          json(res, 401, { error: 'invalid_client', error_description: 'Cliente inválido.' });
          return;
        }
        json(res, 200, issue('cc', form.get('scope') ?? ''));
        return;
      }
      json(res, 400, { error: 'unsupported_grant_type' });
      return;
    }

    if (route === 'POST /v1/p/envelopes/documents/validate') {
      json(res, 200, { stage: 'signed', name: 'contrato.pdf' });
      return;
    }
    if (!authorized(req)) {
      json(res, 401, { message: 'Unauthenticated.' });
      return;
    }
    if (route === 'GET /v1/me') {
      json(
        res,
        200,
        { id: 1024, name: 'Mariana Souza Carvalho', email: 'mariana@exemplo.com.br' },
        { 'X-Workspace': 'ws-carvalho' },
      );
      return;
    }
    if (route === 'POST /v1/envelopes') {
      const data = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
      if (data.subject === REJECTED_SUBJECT) {
        json(res, 422, {
          message: 'Os dados fornecidos são inválidos.',
          errors: {
            subject: ['Já existe um envelope com este assunto.'],
            'X-Organization': ['A organização não aceita novos envelopes.'],
          },
        });
        return;
      }
      json(res, 201, { id: 4821, state: 'draft', ...data }, { 'X-Workspace': 'ws-carvalho' });
      return;
    }
    const documents = /^POST \/v1\/envelopes\/(\d+)\/documents$/.exec(route);
    if (documents) {
      const type = req.headers['content-type'] ?? '';
      const text = body.toString('latin1');
      const part = /name="file"; filename="([^"]+)"\r\nContent-Type: ([^\r]+)\r\n\r\n%PDF-/.exec(
        text,
      );
      if (!type.startsWith('multipart/form-data') || !part) {
        json(res, 422, { message: 'Dados inválidos.', errors: { file: ['Envie um PDF.'] } });
        return;
      }
      json(res, 201, { id: 7710, envelope: Number(documents[1]), name: part[1], type: part[2] });
      return;
    }
    if (/^GET \/v1\/envelopes\/\d+\/download$/.test(route)) {
      res.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="envelope-4821.pdf"',
      });
      res.end(TINY_PDF);
      return;
    }
    json(res, 404, { message: 'Não encontrado.' });
  };
  const server = tls ? createTlsServer(tls, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(mock, {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

/** A client-credentials token straight from a (plain HTTP) mock, for tests about something else. */
export async function mockToken(api: MockApi): Promise<string> {
  const response = await fetch(`${api.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: MOCK_CLIENT.id,
      client_secret: MOCK_CLIENT.secret,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
