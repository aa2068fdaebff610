import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import { mediaExamples } from './examples.js';
import type { CodeSampleView } from '../../shared/api-view-models.js';
import { isObject, type JsonObject } from '../util/objects.js';
import { nodeSample, type SampleRequest } from './node-sample.js';

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
  serverUrl: string;
  parameters: JsonObject[];
  requestBody: JsonObject | undefined;
  /** `Authorization: Bearer`, or an API key header, when the operation is secured. */
  authHeader: { name: string; value: string } | undefined;
  document: object;
}

/**
 * A parameter's sample value as text: its example, its schema's example, default or first enum
 * value, else one generated from the schema (the "Experimentar" console starts from it too).
 */
export function paramValue(p: JsonObject, document: object): string {
  const schema = isObject(p.schema) ? p.schema : {};
  const examples = isObject(p.examples)
    ? Object.values(p.examples).find((e) => isObject(e) && 'value' in e)
    : undefined;
  const raw =
    'example' in p
      ? p.example
      : isObject(examples)
        ? examples.value
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

function postData(
  body: JsonObject | undefined,
  document: object,
): HarRequest['postData'] | undefined {
  if (!body || !isObject(body.content)) return undefined;
  const [mimeType, media] = Object.entries(body.content)[0] ?? [];
  if (!mimeType || !isObject(media)) return undefined;
  const value = mediaExamples(media, 'request', document)[0]?.value;
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

/** The host samples use when the spec's cannot be one (a relative URL, an unknown variable). */
const PLACEHOLDER_ORIGIN = 'https://api.exemplo.com';

/**
 * A URL as WHATWG reads it; a relative one on the placeholder host, and so is the path of one whose
 * host WHATWG refuses (`https://exa mple.com/v1`).
 */
function parseUrl(url: string): URL {
  try {
    return new URL(url);
  } catch {
    // Not absolute, or its host is not one: below.
  }
  try {
    return new URL(url, PLACEHOLDER_ORIGIN);
  } catch {
    const rest = url.replace(/^[^:/?#]*:\/\/[^/?#]*/, '').replace(/^\/+/, '/');
    return new URL(rest, PLACEHOLDER_ORIGIN);
  }
}

/**
 * httpsnippet only accepts a URI valid under RFC 3986 and throws on anything else, which WHATWG URL
 * lets through: `{tenant}` in a host, `|`, `^` or `[` in a path, a stray `%`. Those are
 * percent-encoded; a relative server URL (`/api`) or a host that cannot be one (a variable the
 * server does not define) gets the placeholder host the samples use elsewhere.
 */
function absoluteUri(url: string): string {
  // Lone surrogates cannot be percent-encoded: replace them as String#toWellFormed (ES2024) would.
  const wellFormed = url.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const parsed = parseUrl(wellFormed);
  const origin = URI_HOST.test(parsed.host)
    ? `${parsed.protocol}//${parsed.host}`
    : PLACEHOLDER_ORIGIN;
  const rest = (parsed.pathname + parsed.search + parsed.hash).replace(
    NOT_URI_CHARACTER,
    encodeURIComponent,
  );
  return origin + rest;
}

/**
 * The HAR request an operation's samples describe: server URL, path and query from examples, auth,
 * body.
 */
export function harRequest(input: SampleInput): HarRequest {
  const byIn = (where: string) => input.parameters.filter((p) => p.in === where);
  let path = input.path;
  for (const p of byIn('path'))
    path = path
      .split(`{${String(p.name)}}`)
      .join(encodeURIComponent(paramValue(p, input.document)));
  const wanted = (p: JsonObject) => p.required === true || 'example' in p;
  const headers = byIn('header')
    .filter(wanted)
    .map((p) => ({ name: String(p.name), value: paramValue(p, input.document) }));
  if (input.authHeader) headers.unshift(input.authHeader);
  const data = postData(input.requestBody, input.document);
  if (data && data.mimeType !== 'multipart/form-data')
    headers.push({ name: 'Content-Type', value: data.mimeType });
  return {
    method: input.method.toUpperCase(),
    url: absoluteUri(input.serverUrl.replace(/\/$/, '') + path),
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: byIn('query')
      .filter(wanted)
      .map((p) => ({ name: String(p.name), value: paramValue(p, input.document) })),
    cookies: byIn('cookie')
      .filter(wanted)
      .map((p) => ({ name: String(p.name), value: paramValue(p, input.document) })),
    headersSize: -1,
    bodySize: -1,
    ...(data ? { postData: data } : {}),
  } as HarRequest;
}

/** One snippet per language, generated by httpsnippet from the operation's HAR request. */
export function requestSamples(input: SampleInput): CodeSampleView[] {
  const request = harRequest(input);
  const snippet = new HTTPSnippet(structuredClone(request));
  return SAMPLE_TARGETS.flatMap(({ lang, label, target, client }): CodeSampleView[] => {
    // Node.js: built-in fetch, no node-fetch (see node-sample.ts).
    if (lang === 'node') return [{ lang, label, code: nodeSample(request as SampleRequest) }];
    const out = snippet.convert(target, client);
    const code = Array.isArray(out) ? out[0] : out;
    return typeof code === 'string' ? [{ lang, label, code }] : [];
  });
}
