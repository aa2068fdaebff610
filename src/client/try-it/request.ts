import type {
  JsonSchema,
  TryItDocument,
  TryItOperation,
  TryItParameter,
  TryItRequirement,
} from '../../shared/try-it.js';
import type { Credential, Credentials } from './credentials.js';
import { type FormState, paramKey } from './form-state.js';
import { resolveSchema, validate } from './validate.js';
import { t } from '../i18n.js';

/** The request the console would send, from which both fetch and the cURL are made. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** Cookies a browser cannot set for another site: in the cURL only. */
  cookies: [string, string][];
  body: RequestBody;
}

export type RequestBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'multipart'; parts: Part[] }
  | { kind: 'file'; file: File | undefined };

export type Part =
  | { name: string; value: string }
  | { name: string; file: File | undefined; type: string | undefined };

/**
 * Something to fix before sending, at a form field: `server`, `param:<in>:<name>`,
 * `field:<name>`, `body` (with the property path) or `auth`.
 */
export interface Problem {
  key: string;
  path?: string;
  message: string;
}

export interface Built {
  request: BuiltRequest;
  problems: Problem[];
  /** What the reader should know about this request (cookies the browser cannot send…). */
  notes: string[];
  /** The security schemes whose credentials the request carries. */
  auth: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first type a schema names (after its $ref). */
function typeOf(schema: JsonSchema | undefined, defs: TryItDocument['defs']): string | undefined {
  const s = schema === undefined ? undefined : resolveSchema(schema, { defs });
  if (!isObject(s)) return undefined;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.find((t): t is string => typeof t === 'string' && t !== 'null');
}

/** A field's text as the value its schema expects, so it can be validated like the server would. */
export function coerce(
  text: string,
  schema: JsonSchema | undefined,
  defs: TryItDocument['defs'],
): unknown {
  const type = typeOf(schema, defs);
  const trimmed = text.trim();
  if (type === 'integer' || type === 'number')
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
  if (type === 'boolean') return trimmed === 'true' ? true : trimmed === 'false' ? false : text;
  if (type === 'array') {
    const s = schema && resolveSchema(schema, { defs });
    const items = isObject(s) ? (s.items as JsonSchema | undefined) : undefined;
    return text.split(',').map((part) => coerce(part.trim(), items, defs));
  }
  if (type === 'object') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The values a parameter sends: a list is comma-separated in its field. */
function valuesOf(p: TryItParameter, text: string): string[] {
  return p.kind === 'array'
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [text];
}

/** UTF-8 text in base64, for HTTP Basic. */
const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''));

/**
 * Which requirement the request satisfies: the first whose every scheme has credentials, else an
 * empty one (authentication optional), else none (the request goes without, with a note).
 */
function chosenRequirement(
  security: TryItRequirement[],
  creds: Credentials,
): TryItRequirement | undefined {
  const has = (c: Credential | undefined) =>
    Boolean(c && (c.token || c.apiKey || c.username || c.password));
  return (
    security.find((r) => r.length > 0 && r.every((s) => has(creds[s.scheme]))) ??
    security.find((r) => r.length === 0)
  );
}

function applyAuth(
  doc: TryItDocument,
  requirement: TryItRequirement,
  creds: Credentials,
  out: { headers: [string, string][]; query: [string, string][]; cookies: [string, string][] },
): void {
  for (const { scheme: key } of requirement) {
    const scheme = doc.schemes[key];
    const c = creds[key] ?? {};
    if (!scheme) continue;
    if (scheme.type === 'apiKey') {
      const pair: [string, string] = [scheme.name, c.apiKey ?? ''];
      if (scheme.in === 'header') out.headers.push(pair);
      else if (scheme.in === 'query') out.query.push(pair);
      else out.cookies.push(pair);
    } else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      out.headers.push([
        'Authorization',
        `Basic ${base64(`${c.username ?? ''}:${c.password ?? ''}`)}`,
      ]);
    } else if (scheme.type === 'http' && scheme.scheme !== 'bearer') {
      const name = scheme.scheme.charAt(0).toUpperCase() + scheme.scheme.slice(1);
      out.headers.push(['Authorization', `${name} ${c.token ?? ''}`]);
    } else out.headers.push(['Authorization', `Bearer ${c.token ?? ''}`]);
  }
}

/** `https://api.x/v1/` + `/me` → `https://api.x/v1/me`; a relative server is the page's. */
export function joinUrl(server: string, path: string, pageUrl: string): string | undefined {
  try {
    const base = new URL(server.trim(), pageUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') return undefined;
    return base.href.replace(/\/+$/, '') + path;
  } catch {
    return undefined;
  }
}

function body(
  op: TryItOperation,
  doc: TryItDocument,
  form: FormState,
  problems: Problem[],
): { body: RequestBody; contentType: string | undefined } {
  const media = op.body?.media[form.media];
  if (!op.body || !media) return { body: { kind: 'none' }, contentType: undefined };
  const required = op.body.required;
  if (media.kind === 'json' || media.kind === 'text') {
    const text = form.bodyText;
    if (text.trim() === '') {
      if (required) problems.push({ key: 'body', message: t('tryIt.validation.bodyRequired') });
      return { body: { kind: 'none' }, contentType: undefined };
    }
    if (media.kind === 'json') jsonProblems(text, media.schema, doc, problems);
    return { body: { kind: 'text', text }, contentType: media.type };
  }
  if (media.kind === 'binary') {
    const file = form.files[''];
    if (!file && required)
      problems.push({ key: 'field:', message: t('tryIt.validation.chooseFile') });
    return { body: { kind: 'file', file }, contentType: media.type };
  }
  const parts: Part[] = [];
  for (const f of media.fields) {
    if (f.file) {
      const file = form.files[f.name];
      if (file) parts.push({ name: f.name, file, type: f.accept });
      else if (f.required)
        problems.push({ key: `field:${f.name}`, message: t('tryIt.validation.fileRequired') });
      continue;
    }
    const value = form.fields[f.name] ?? '';
    if (value === '') {
      if (f.required)
        problems.push({ key: `field:${f.name}`, message: t('tryIt.validation.required') });
      continue;
    }
    parts.push({ name: f.name, value });
  }
  if (media.kind === 'multipart')
    return { body: { kind: 'multipart', parts }, contentType: undefined };
  const pairs = parts.flatMap((p): [string, string][] => ('value' in p ? [[p.name, p.value]] : []));
  return { body: { kind: 'form', pairs }, contentType: media.type };
}

/** `JSON.parse`'s position (`… at position 25`) as a line and column the reader can find. */
function jsonProblems(
  text: string,
  schema: JsonSchema | undefined,
  doc: TryItDocument,
  problems: Problem[],
): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String((error as Error).message));
    let where = '';
    if (at) {
      const before = text.slice(0, Number(at[1])).split('\n');
      where = t('tryIt.validation.jsonPosition', {
        line: before.length,
        column: before.at(-1)!.length + 1,
      });
    }
    problems.push({ key: 'body', message: t('tryIt.validation.invalidJson', { position: where }) });
    return;
  }
  for (const e of validate(value, schema, { defs: doc.defs }))
    problems.push({ key: 'body', path: e.path, message: e.message });
}

/**
 * The request a console's form describes, with what must be fixed before it is sent. Pure: the
 * same form and credentials give the same request, so the cURL shown is what "Enviar" sends.
 */
export function buildRequest(
  op: TryItOperation,
  doc: TryItDocument,
  form: FormState,
  creds: Credentials,
  pageUrl: string,
): Built {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const headers: [string, string][] = [];
  const query: [string, string][] = [];
  const cookies: [string, string][] = [];
  let path = op.path;
  for (const p of op.parameters) {
    const key = paramKey(p);
    const text = form.params[key] ?? '';
    if (text.trim() === '') {
      if (p.required)
        problems.push({ key: `param:${key}`, message: t('tryIt.validation.required') });
      continue;
    }
    for (const e of validate(coerce(text, p.schema, doc.defs), p.schema, { defs: doc.defs }))
      problems.push({
        key: `param:${key}`,
        message: `${e.path ? `${e.path}: ` : ''}${capital(e.message)}.`,
      });
    const values = valuesOf(p, text);
    if (p.in === 'path')
      path = path.split(`{${p.name}}`).join(values.map(encodeURIComponent).join(','));
    else if (p.in === 'query') for (const v of values) query.push([p.name, v]);
    else if (p.in === 'header') headers.push([p.name, values.join(',')]);
    else cookies.push([p.name, values.join(',')]);
  }
  let { body: requestBody, contentType } = body(op, doc, form, problems);
  if (requestBody.kind !== 'none' && (op.method === 'GET' || op.method === 'HEAD')) {
    // fetch refuses a body on GET and HEAD: the request goes without, and says so.
    notes.push(t('tryIt.validation.bodyOnGet', { method: op.method }));
    requestBody = { kind: 'none' };
    contentType = undefined;
  }
  const auth: string[] = [];
  if (op.security.length > 0) {
    const requirement = chosenRequirement(op.security, creds);
    if (requirement) {
      applyAuth(doc, requirement, creds, { headers, query, cookies });
      auth.push(...requirement.map((r) => r.scheme));
    } else notes.push(t('tryIt.validation.noCredentials'));
  }
  if (contentType) headers.push(['Content-Type', contentType]);
  if (cookies.length > 0) notes.push(t('tryIt.validation.cookies'));
  let url = joinUrl(form.server, path, pageUrl);
  if (!url) {
    problems.push({
      key: 'server',
      message: t('tryIt.validation.serverUrl'),
    });
    url = path;
  }
  if (query.length > 0) url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
  return {
    request: { method: op.method, url, headers, cookies, body: requestBody },
    problems,
    notes,
    auth,
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
