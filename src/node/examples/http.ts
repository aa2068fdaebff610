import type { HttpRequest, HttpResponse, ParseFailure, RequestBody } from './types.js';

const REQUEST_LINE = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/;
const STATUS_LINE = /^HTTP\/[\d.]+\s+(\d{3})\b/;

/** Splits a target (`/v1/x?a=1` or an absolute URL) into host, path and decoded query pairs. */
export function splitTarget(target: string): {
  host?: string;
  path: string;
  query: Array<[string, string]>;
} {
  const url = new URL(target, 'http://placeholder.invalid');
  const host = /^https?:\/\//i.test(target) ? url.host : undefined;
  const query = [...url.searchParams.entries()];
  // URL encodes `[` `]` in the path only when unusual; decode so `{}`-free templates compare as
  // written.
  const path = decodeURI(url.pathname);
  return host ? { host, path, query } : { path, query };
}

interface Message {
  first: string;
  headers: Map<string, string>;
  /** 0-based index of the first body line inside the block, and the body text. */
  body?: { text: string; offset: number };
}

function splitMessage(text: string): Message | ParseFailure {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() !== '');
  if (start < 0) return { kind: 'error', message: 'The block is empty', offset: 0 };
  const headers = new Map<string, string>();
  let i = start + 1;
  for (; i < lines.length && (lines[i] ?? '').trim() !== ''; i++) {
    const line = lines[i] ?? '';
    const colon = line.indexOf(':');
    if (colon <= 0)
      return {
        kind: 'error',
        message: `Header line is not "Name: value": "${line.trim()}"`,
        offset: i,
      };
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const rest = lines.slice(i + 1);
  const bodyText = rest.join('\n').trim();
  const offset = i + 1 + rest.findIndex((l) => l.trim() !== '');
  return {
    first: (lines[start] ?? '').trim(),
    headers,
    ...(bodyText ? { body: { text: bodyText, offset } } : {}),
  };
}

/**
 * Base media type of a Content-Type value: `application/json; charset=utf-8` → `application/json`.
 */
export function mediaType(value: string | undefined): string | undefined {
  return value?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/** `name=value` pairs, one per line (multipart) or `&`-separated and URL-encoded (form). */
function formFields(text: string, multipart: boolean): Array<[string, string]> {
  if (!multipart) return [...new URLSearchParams(text.replace(/\s*\n\s*/g, '&')).entries()];
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const eq = l.indexOf('=');
      return eq < 0 ? [l.trim(), ''] : [l.slice(0, eq).trim(), l.slice(eq + 1).trim()];
    });
}

/** Classifies a body by its Content-Type (JSON when absent but it looks like JSON). */
export function toRequestBody(
  text: string,
  contentType: string | undefined,
  bodyLine: number,
): RequestBody {
  const type =
    mediaType(contentType) ??
    (/^[[{]/.test(text.trim()) ? 'application/json' : 'application/x-www-form-urlencoded');
  if (type === 'application/json' || type.endsWith('+json'))
    return { type: 'json', text, bodyLine };
  if (type === 'application/x-www-form-urlencoded')
    return { type: 'form', fields: formFields(text, false), bodyLine };
  if (type === 'multipart/form-data')
    return { type: 'multipart', fields: formFields(text, true), bodyLine };
  return { type: 'other', mediaType: type, text, bodyLine };
}

/**
 * Reads a fenced `http` block: a request (`METHOD /path HTTP/1.1`) or a response
 * (`HTTP/1.1 200 OK`).
 */
export function parseHttpBlock(text: string): HttpRequest | HttpResponse | ParseFailure {
  const message = splitMessage(text);
  if ('kind' in message) return message;
  const { first, headers, body } = message;
  const status = STATUS_LINE.exec(first);
  if (status) {
    return {
      kind: 'response',
      status: Number(status[1]),
      headers,
      ...(body ? { body: { text: body.text, bodyLine: body.offset } } : {}),
    };
  }
  const request = REQUEST_LINE.exec(first);
  if (!request) {
    return {
      kind: 'error',
      message: `First line is neither "METHOD /path HTTP/1.1" nor "HTTP/1.1 200 OK": "${first}"`,
      offset: 0,
    };
  }
  const target = splitTarget(request[2] ?? '/');
  const host = target.host ?? headers.get('host');
  return {
    kind: 'request',
    method: request[1] ?? 'GET',
    path: target.path,
    query: target.query,
    ...(host ? { host } : {}),
    headers,
    ...(body ? { body: toRequestBody(body.text, headers.get('content-type'), body.offset) } : {}),
  };
}
