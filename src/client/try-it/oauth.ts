import { PENDING_KEY } from './keys.js';
import { statusText } from '../../shared/status-text.js';
import type { TryItDocument, TryItFlow } from '../../shared/try-it.js';
import { credentials } from './credentials.js';
import { challengeOf, randomToken } from './pkce.js';
import { originOf, watchedFetch } from './send.js';
import { writeSession } from './session.js';
import { t } from '../i18n.js';

/** The login a notice is about: it is shown under that login's button. */
export type LoginFlow = 'pkce' | 'client-credentials' | 'password';

/** A message for the reader about a login, shown in the scheme's part of the console. */
export interface Notice {
  scheme: string;
  flow: LoginFlow;
  ok: boolean;
  text: string;
}

/** An authorization code login under way: kept in sessionStorage across the redirects. */
export interface PendingLogin {
  scheme: string;
  state: string;
  verifier: string;
  tokenUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** The page the reader left (path, query and hash), to come back to. */
  returnTo: string;
  /** The operation whose console started the login, opened again on return. */
  operation: string;
}

/** Where a console opens after a page load: the operation, and what to tell the reader. */
export interface Reopen {
  operation: string;
  notice: Notice | undefined;
}

/** What PENDING_KEY holds between page loads. */
export type Pending = { login: PendingLogin } | { reopen: Reopen };

/**
 * A spec URL (absolute, or relative to the server, as OpenAPI says) made absolute; the server
 * itself may be relative to the page.
 */
export function resolveUrl(url: string, server: string): string {
  const base = new URL(server.trim() || '/', location.href);
  return new URL(url, base.href.endsWith('/') ? base.href : `${base.href}/`).href;
}

/** What a token endpoint gave, or why it gave nothing. */
async function requestToken(
  scheme: string,
  tokenUrl: string,
  params: Record<string, string>,
  flow: LoginFlow,
  scopes: string[],
): Promise<Notice> {
  const sent = await watchedFetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(params),
    cache: 'no-store',
  });
  if (!('response' in sent))
    return {
      scheme,
      flow,
      ok: false,
      text: sent.blocked.includes(originOf(tokenUrl))
        ? refusedText(t('tryIt.oauth.tokenServer'), tokenUrl)
        : t('tryIt.oauth.unreachable', { origin: originOf(tokenUrl) }),
    };
  const { response } = sent;
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const token = typeof data.access_token === 'string' ? data.access_token : '';
  if (!response.ok || !token) {
    const why = [data.error_description, data.error, data.message].find(
      (v) => typeof v === 'string' && v,
    );
    return {
      scheme,
      flow,
      ok: false,
      text:
        t('tryIt.oauth.tokenStatus', {
          status: response.status,
          text: statusText(String(response.status)),
        }) + (why ? `: ${String(why)}` : '.'),
    };
  }
  const expiresIn = Number(data.expires_in);
  const granted = typeof data.scope === 'string' ? data.scope.split(/\s+/).filter(Boolean) : scopes;
  credentials.update(scheme, {
    token,
    via: flow,
    scopes: granted,
    ...(Number.isFinite(expiresIn) && expiresIn > 0
      ? { expiresAt: Date.now() + expiresIn * 1000 }
      : {}),
  });
  return { scheme, flow, ok: true, text: t('tryIt.oauth.obtained') };
}

/** The reader came back from the authorization page (Back) before it answered. */
export const unfinished = (scheme: string): Notice => ({
  scheme,
  flow: 'pkce',
  ok: false,
  text: t('tryIt.oauth.unfinished'),
});

const refusedText = (what: string, url: string) =>
  t('tryIt.oauth.refused', { server: what, origin: originOf(url) });

/** How long the authorization endpoint has to answer before the reader is told it does not. */
const PROBE_MS = 8000;

/**
 * Whether the authorization endpoint answers at all (any status): asked before the reader is sent
 * there, so a host that is down or does not exist leaves them here, with the console as it was,
 * instead of on the browser's error page. A redirect to a host the policy does not list (a login
 * page elsewhere) is an answer too. A notice says why not.
 */
async function probeAuthorization(scheme: string, url: URL): Promise<Notice | undefined> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PROBE_MS);
  // An opaque answer is enough: no CORS needed, no cookies sent.
  const sent = await watchedFetch(url.origin + url.pathname, {
    mode: 'no-cors',
    cache: 'no-store',
    credentials: 'omit',
    signal: abort.signal,
  });
  clearTimeout(timer);
  if ('response' in sent || sent.blocked.some((origin) => origin !== url.origin)) return undefined;
  return {
    scheme,
    flow: 'pkce',
    ok: false,
    text: sent.blocked.includes(url.origin)
      ? refusedText(t('tryIt.oauth.authorizationServer'), url.href)
      : t('tryIt.oauth.authorizationDown', { origin: url.origin }),
  };
}

/**
 * Authorization code with PKCE (S256): checks the authorization URL answers, makes the verifier,
 * challenge and state, keeps them in sessionStorage and leaves for the authorization URL, which
 * redirects back to the configured page with a code (see finishLogin). Returns a notice, without
 * leaving, when the authorization URL does not answer.
 */
export async function startLogin(input: {
  doc: TryItDocument;
  scheme: string;
  flow: TryItFlow;
  server: string;
  clientId: string;
  scopes: string[];
  operation: string;
}): Promise<Notice | undefined> {
  const { flow, server } = input;
  const authorizationUrl = new URL(resolveUrl(flow.authorizationUrl ?? '', server));
  const dead = await probeAuthorization(input.scheme, authorizationUrl);
  if (dead) return dead;
  const verifier = randomToken(32);
  const state = randomToken(16);
  const redirectUri = new URL(input.doc.oauth.redirectPath, location.origin).href;
  const pending: PendingLogin = {
    scheme: input.scheme,
    state,
    verifier,
    tokenUrl: resolveUrl(flow.tokenUrl ?? '', server),
    clientId: input.clientId,
    redirectUri,
    scopes: input.scopes,
    returnTo: location.pathname + location.search + `#operation/${input.operation}`,
    operation: input.operation,
  };
  const query = authorizationUrl.searchParams;
  query.set('response_type', 'code');
  query.set('client_id', input.clientId);
  query.set('redirect_uri', redirectUri);
  if (input.scopes.length > 0) query.set('scope', input.scopes.join(' '));
  query.set('state', state);
  query.set('code_challenge', await challengeOf(verifier));
  query.set('code_challenge_method', 'S256');
  writeSession(PENDING_KEY, { login: pending } satisfies Pending);
  location.assign(authorizationUrl.href);
  return undefined;
}

const OAUTH_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];

/**
 * Back from the authorization server with the login `pending` (taken from sessionStorage): checks
 * `state`, takes the code out of the address bar and exchanges it (with the verifier) at the token
 * URL. A reader who came back without an answer (the browser's Back) gets the console again on
 * the page they left, told the login did not finish; on any other page the login is dropped.
 */
export async function finishLogin(
  pending: PendingLogin,
): Promise<(Reopen & { returnTo: string }) | undefined> {
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const error = params.get('error');
  const scheme = pending.scheme;
  if (!code && !error) {
    // Only on the page the login started from: any other page just drops the login.
    if (new URL(pending.returnTo, location.href).pathname !== location.pathname) return undefined;
    return { operation: pending.operation, returnTo: pending.returnTo, notice: unfinished(scheme) };
  }
  const kept = new URLSearchParams(
    [...params].filter(([name]) => !OAUTH_PARAMS.includes(name)),
  ).toString();
  history.replaceState(
    history.state,
    '',
    location.pathname + (kept ? `?${kept}` : '') + location.hash,
  );
  const done = (notice: Notice) => ({
    operation: pending.operation,
    notice,
    returnTo: pending.returnTo,
  });
  if (params.get('state') !== pending.state)
    return done({
      scheme,
      flow: 'pkce',
      ok: false,
      text: t('tryIt.oauth.stateMismatch'),
    });
  if (error || !code)
    return done({
      scheme,
      flow: 'pkce',
      ok: false,
      text: t('tryIt.oauth.denied', { reason: params.get('error_description') || error! }),
    });
  const notice = await requestToken(
    scheme,
    pending.tokenUrl,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: pending.redirectUri,
      client_id: pending.clientId,
      code_verifier: pending.verifier,
    },
    'pkce',
    pending.scopes,
  );
  return done(notice);
}

/** Client credentials: the id and secret go to the token URL; the secret is never kept. */
export function clientCredentialsLogin(input: {
  scheme: string;
  flow: TryItFlow;
  server: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}): Promise<Notice> {
  return requestToken(
    input.scheme,
    resolveUrl(input.flow.tokenUrl ?? '', input.server),
    {
      grant_type: 'client_credentials',
      client_id: input.clientId,
      client_secret: input.clientSecret,
      ...(input.scopes.length > 0 ? { scope: input.scopes.join(' ') } : {}),
    },
    'client-credentials',
    input.scopes,
  );
}

/** Resource owner password: the user's name and password go to the token URL, never kept. */
export function passwordLogin(input: {
  scheme: string;
  flow: TryItFlow;
  server: string;
  clientId: string;
  username: string;
  password: string;
  scopes: string[];
}): Promise<Notice> {
  return requestToken(
    input.scheme,
    resolveUrl(input.flow.tokenUrl ?? '', input.server),
    {
      grant_type: 'password',
      username: input.username,
      password: input.password,
      ...(input.clientId ? { client_id: input.clientId } : {}),
      ...(input.scopes.length > 0 ? { scope: input.scopes.join(' ') } : {}),
    },
    'password',
    input.scopes,
  );
}
