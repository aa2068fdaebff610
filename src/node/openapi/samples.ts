import type { HarRequest } from 'httpsnippet';
import { mediaExamples, namedExamples } from './examples.js';
import type { ReferenceStrings } from './strings.js';
import { isObject, type JsonObject } from '../util/objects.js';

/**
 * The languages of the request samples, in tab order; `lang` is the key remembered across the site.
 */
export const SAMPLE_TARGETS = [
  { lang: 'curl', label: 'cURL', target: 'shell', client: 'curl' },
  { lang: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch' },
  { lang: 'node', label: 'Node.js', target: 'node', client: 'fetch' },
  { lang: 'python', label: 'Python', target: 'python', client: 'requests' },
  { lang: 'php', label: 'PHP', target: 'php', client: 'curl' },
  { lang: 'java', label: 'Java', target: 'java', client: 'nethttp' },
  { lang: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { lang: 'go', label: 'Go', target: 'go', client: 'native' },
] as const;

export interface SampleInput {
  method: string;
  path: string;
  /** The server's URL, its variables at their defaults; undefined when the spec declares none. */
  serverUrl: string | undefined;
  parameters: JsonObject[];
  requestBody: JsonObject | undefined;
  /** `Authorization: Bearer`, or an API key header, when the operation is secured. */
  authHeader: { name: string; value: string } | undefined;
  document: object;
  /** The operation's `x-codeSamples` (or `x-code-samples`), as the spec writes them. */
  codeSamples?: unknown;
  /** The reference's strings (samples' labels and comments); pt-BR when not given. */
  words?: ReferenceStrings;
}

/**
 * A parameter's sample value as text: its example (the named one `key` gives, when it has one),
 * its schema's example, default or first enum value, else one generated from the schema (the
 * "Experimentar" console starts from it too).
 */
export function paramValue(p: JsonObject, document: object, key?: string): string {
  const schema = isObject(p.schema) ? p.schema : {};
  const named = namedExamples(p.examples);
  const chosen = (key !== undefined && named.find((e) => e.key === key)) || undefined;
  const raw = chosen
    ? chosen.value
    : 'example' in p
      ? p.example
      : named.length > 0
        ? named[0]!.value
        : 'example' in schema
          ? schema.example
          : 'default' in schema
            ? schema.default
            : Array.isArray(schema.enum)
              ? schema.enum[0]
              : undefined;
  if (raw !== undefined && raw !== null)
    return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  const sampled = mediaExamples({ schema }, 'request', document)[0]?.value;
  return sampled === undefined || sampled === null
    ? String(p.name)
    : typeof sampled === 'object'
      ? JSON.stringify(sampled)
      : String(sampled);
}

/** A binary property: a file in a multipart body. */
export const isBinary = (s: unknown) =>
  isObject(s) &&
  (s.format === 'binary' ||
    typeof s.contentMediaType === 'string' ||
    (isObject(s.items) && s.items.format === 'binary'));

/** The body's first media type: the one the samples send. */
export function firstMedia(body: JsonObject | undefined): [string, JsonObject] | undefined {
  if (!body || !isObject(body.content)) return undefined;
  const [mimeType, media] = Object.entries(body.content)[0] ?? [];
  return mimeType && isObject(media) ? [mimeType, media] : undefined;
}

/** The HAR body of `value` (an example) sent as the body's first media type. */
function postData(
  body: JsonObject | undefined,
  value: unknown,
): HarRequest['postData'] | undefined {
  const first = firstMedia(body);
  if (!first) return undefined;
  const [mimeType, media] = first;
  const schema = isObject(media.schema) ? media.schema : {};
  const props = isObject(schema.properties) ? schema.properties : {};
  if (mimeType === 'multipart/form-data' || mimeType === 'application/x-www-form-urlencoded') {
    const fields = isObject(value) ? value : {};
    const names = new Set([
      ...Object.keys(fields),
      ...Object.keys(props).filter((k) => isBinary(props[k])),
    ]);
    const params = [...names].map((name) =>
      isBinary(props[name]) && mimeType === 'multipart/form-data'
        ? { name, fileName: 'documento.pdf', contentType: 'application/pdf' }
        : {
            name,
            value:
              typeof fields[name] === 'object'
                ? JSON.stringify(fields[name])
                : String(fields[name] ?? ''),
          },
    );
    return { mimeType, params };
  }
  if (value === undefined) return { mimeType };
  return {
    mimeType,
    text:
      typeof value === 'string' && !mimeType.includes('json')
        ? value
        : JSON.stringify(value, null, 2),
  };
}

/** What RFC 3986 allows in a URI's path and query besides percent-escapes. */
const NOT_URI_CHARACTER = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;

/** A host RFC 3986 allows: a name of its characters, with a port, or a bracketed IP literal. */
const URI_HOST = /^([A-Za-z0-9\-._~!$&'()*+,;=%]*|\[[0-9A-Fa-f:.]+\])(:\d*)?$/;

/**
 * The origin httpsnippet is given for a URL whose own it cannot take (none: the spec declares no
 * server, or a relative one; or a host that cannot be one, `{tenant}.exemplo.com`): replaced in
 * every sample afterwards by the origin as written, or by nothing (the URL shows as relative).
 * `.invalid` is a name no host ever has (RFC 2606).
 */
export const STAND_IN_ORIGIN = 'https://docgen-stand-in.invalid';

/**
 * A URL as WHATWG reads it; a relative one on the placeholder origin, and so is the path of one
 * whose host WHATWG refuses (`https://exa mple.com/v1`).
 */
function parseUrl(url: string): URL {
  try {
    return new URL(url);
  } catch {
    // Not absolute, or its host is not one: below.
  }
  try {
    return new URL(url, STAND_IN_ORIGIN);
  } catch {
    const rest = url.replace(/^[^:/?#]*:\/\/[^/?#]*/, '').replace(/^\/+/, '/');
    return new URL(rest, STAND_IN_ORIGIN);
  }
}

/**
 * The URI httpsnippet is given. It only accepts one valid under RFC 3986 and throws on anything
 * else, which WHATWG URL lets through: `{tenant}` in a host, `|`, `^` or `[` in a path, a stray
 * `%`. Those are percent-encoded in the path; a URL without a host that can be one is put on
 * STAND_IN_ORIGIN, and `origin` says what the samples show in its place: the origin as written
 * (`https://{tenant}.exemplo.com`, a variable the server does not define), or '' for a relative
 * URL (`/api`).
 */
function sampleUri(url: string): { uri: string; origin: string | undefined } {
  // Lone surrogates cannot be percent-encoded: replace them as String#toWellFormed (ES2024) would.
  const wellFormed = url.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const parsed = parseUrl(wellFormed);
  const rest = (parsed.pathname + parsed.search + parsed.hash).replace(
    NOT_URI_CHARACTER,
    encodeURIComponent,
  );
  if (parsed.origin !== STAND_IN_ORIGIN && URI_HOST.test(parsed.host))
    return { uri: `${parsed.protocol}//${parsed.host}${rest}`, origin: undefined };
  const written = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(wellFormed)?.[0] ?? '';
  return { uri: STAND_IN_ORIGIN + rest, origin: written };
}

/**
 * What one example makes the request carry: each parameter's value by its key (`parameters` of
 * the example), and the body.
 */
export interface SampleChoice {
  /** The key of the parameters' named examples this choice takes; undefined: their first. */
  key: string | undefined;
  body: unknown;
}

/**
 * The HAR request an operation's samples describe: server URL, path and query from examples, auth,
 * body; `origin`: what its samples show in place of STAND_IN_ORIGIN, when they show it (sampleUri).
 */
export function harRequest(
  input: SampleInput,
  choice: SampleChoice = { key: undefined, body: firstBodyExample(input) },
): { request: HarRequest; origin: string | undefined } {
  const byIn = (where: string) => input.parameters.filter((p) => p.in === where);
  const value = (p: JsonObject) => paramValue(p, input.document, choice.key);
  let path = input.path;
  for (const p of byIn('path'))
    path = path.split(`{${String(p.name)}}`).join(encodeURIComponent(value(p)));
  const wanted = (p: JsonObject) =>
    p.required === true || 'example' in p || namedExamples(p.examples).length > 0;
  const pairs = (where: string) =>
    byIn(where)
      .filter(wanted)
      .map((p) => ({ name: String(p.name), value: value(p) }));
  const headers = pairs('header');
  if (input.authHeader) headers.unshift(input.authHeader);
  const data = postData(input.requestBody, choice.body);
  if (data && data.mimeType !== 'multipart/form-data')
    headers.push({ name: 'Content-Type', value: data.mimeType });
  const { uri, origin } = sampleUri((input.serverUrl ?? '').replace(/\/$/, '') + path);
  const request = {
    method: input.method.toUpperCase(),
    url: uri,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: pairs('query'),
    cookies: pairs('cookie'),
    headersSize: -1,
    bodySize: -1,
    ...(data ? { postData: data } : {}),
  } as HarRequest;
  return { request, origin };
}

/** The body's first example: what the samples send when no example is chosen. */
function firstBodyExample(input: SampleInput): unknown {
  const first = firstMedia(input.requestBody);
  return first ? mediaExamples(first[1], 'request', input.document)[0]?.value : undefined;
}
