import type { BuiltRequest } from './request.js';

export interface ResponseBody {
  /** The Content-Type's media type, lower case, without parameters ('' when none). */
  mediaType: string;
  size: number;
  /** The body parsed, when it is JSON. */
  json?: unknown;
  /** The body as text, when it is JSON or text. */
  text?: string;
  /** Anything else (a PDF): offered as a download. */
  blob?: Blob;
}

export type Outcome =
  | {
      kind: 'response';
      status: number;
      ms: number;
      /** The headers the browser lets the page read (CORS: the server's Expose-Headers). */
      headers: [string, string][];
      body: ResponseBody;
    }
  | {
      kind: 'failure';
      /** csp: this site's policy blocked the URL; network: unreachable, or CORS refused it. */
      reason: 'network' | 'csp';
      ms: number;
      origin: string;
    };

const TEXTUAL = /^(text\/|application\/(.*[+/])?(json|xml|javascript|x-www-form-urlencoded)$)/;

function fetchBody(body: BuiltRequest['body']): BodyInit | undefined {
  switch (body.kind) {
    case 'text':
      return body.text;
    case 'form':
      return new URLSearchParams(body.pairs);
    case 'file':
      return body.file;
    case 'multipart': {
      const data = new FormData();
      for (const part of body.parts) {
        if ('value' in part) data.append(part.name, part.value);
        else if (part.file) {
          const file =
            part.type && part.file.type !== part.type
              ? new File([part.file], part.file.name, { type: part.type })
              : part.file;
          data.append(part.name, file, file.name);
        }
      }
      return data;
    }
    default:
      return undefined;
  }
}

async function readBody(response: Response): Promise<ResponseBody> {
  const mediaType = (response.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const blob = await response.blob();
  if (!TEXTUAL.test(mediaType) && mediaType !== '') return { mediaType, size: blob.size, blob };
  const text = await blob.text();
  if (/json/.test(mediaType) || (mediaType === '' && /^\s*[[{]/.test(text))) {
    try {
      return { mediaType, size: blob.size, text, json: JSON.parse(text) as unknown };
    } catch {
      // Not JSON after all: shown as text.
    }
  }
  return { mediaType, size: blob.size, text };
}

export const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/**
 * fetch, telling apart a request this site's Content-Security-Policy blocked (a
 * `securitypolicyviolation` event) from one the network or CORS failed: the browser rejects both
 * alike. On failure, `blocked` lists the origins the policy refused: the URL's own, or those of
 * redirects it answered with.
 */
export async function watchedFetch(
  url: string,
  init: RequestInit,
): Promise<{ response: Response } | { blocked: string[] }> {
  const blocked: string[] = [];
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.violatedDirective.startsWith('connect-src')) blocked.push(originOf(event.blockedURI));
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  try {
    return { response: await fetch(url, init) };
  } catch {
    // The violation event is queued as a task of its own: let it arrive.
    await new Promise((done) => setTimeout(done, 50));
    return { blocked };
  } finally {
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

/**
 * Sends a built request with fetch and reads the whole answer, timed. A failure says whether this
 * site's Content-Security-Policy blocked it or the network or CORS did.
 */
export async function send(request: BuiltRequest): Promise<Outcome> {
  const started = performance.now();
  const sent = await watchedFetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: fetchBody(request.body) ?? null,
    cache: 'no-store',
  });
  const failure = (reason: 'csp' | 'network'): Outcome => ({
    kind: 'failure',
    reason,
    ms: Math.round(performance.now() - started),
    origin: originOf(request.url),
  });
  if (!('response' in sent))
    return failure(sent.blocked.includes(originOf(request.url)) ? 'csp' : 'network');
  const { response } = sent;
  // The connection may drop while the body arrives.
  const body = await readBody(response).catch(() => undefined);
  if (!body) return failure('network');
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  headers.sort(([a], [b]) => a.localeCompare(b));
  return {
    kind: 'response',
    status: response.status,
    ms: Math.round(performance.now() - started),
    headers,
    body,
  };
}
