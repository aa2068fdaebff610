/**
 * The spec's operations, indexed for matching a concrete request (`POST /v1/envelopes/1024/send`).
 */
import { HTTP_METHODS } from '../../shared/api-view-models.js';
import { pathServers, serverUrlVariants } from '../openapi/servers.js';
import { isObject } from '../util/objects.js';

/** A JSON Schema node of the dereferenced spec. Shapes vary, so fields are read defensively. */
export type Schema = Record<string, unknown>;

export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema | undefined;
}

export interface SpecOperation {
  operationId: string;
  method: string;
  template: string;
  /** JSON pointer of the operation in the spec, for diagnostics. */
  pointer: string;
  parameters: SpecParameter[];
  /** Request media types → schema; undefined when the operation takes no body. */
  requestBody: { required: boolean; content: Map<string, Schema | undefined> } | undefined;
  /** Status code (or `default`, `2XX`) → media type → schema. */
  responses: Map<string, Map<string, Schema | undefined>>;
  /** Alternatives of scopes: one satisfied alternative is enough; empty list means public. */
  scopeSets: string[][];
}

export interface OperationIndex {
  operations: SpecOperation[];
  /** Hosts of the spec's `servers`, for checking example URLs. */
  hosts: Set<string>;
  /**
   * The paths servers put before every operation's (`/v1.0` of `https://graph.microsoft.com/v1.0`),
   * longest first: an example writes the whole URL, the spec's paths start after them.
   */
  basePaths: string[];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function readParameters(list: unknown): SpecParameter[] {
  if (!Array.isArray(list)) return [];
  return list.map(asRecord).map((p) => ({
    name: String(p.name),
    in: p.in as SpecParameter['in'],
    required: p.required === true,
    schema: p.schema === undefined ? undefined : asRecord(p.schema),
  }));
}

function mergeParameters(pathLevel: SpecParameter[], opLevel: SpecParameter[]): SpecParameter[] {
  const key = (p: SpecParameter) => `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
  const merged = new Map(pathLevel.map((p) => [key(p), p]));
  for (const p of opLevel) merged.set(key(p), p);
  return [...merged.values()];
}

function readContent(content: unknown): Map<string, Schema | undefined> {
  const out = new Map<string, Schema | undefined>();
  for (const [type, media] of Object.entries(asRecord(content))) {
    const schema = asRecord(media).schema;
    out.set(type.toLowerCase(), schema === undefined ? undefined : asRecord(schema));
  }
  return out;
}

function readScopes(security: unknown): string[][] {
  if (!Array.isArray(security)) return [];
  const sets = security.map((req) =>
    Object.values(asRecord(req)).flatMap((s) => (Array.isArray(s) ? s.map(String) : [])),
  );
  // An empty requirement object makes authentication optional: no scope is needed.
  return sets.some((s) => s.length === 0) ? [] : sets;
}

function readOperation(
  template: string,
  method: string,
  op: Record<string, unknown>,
  item: Record<string, unknown>,
  rootSecurity: unknown,
): SpecOperation {
  const body = asRecord(op.requestBody);
  return {
    operationId:
      typeof op.operationId === 'string' ? op.operationId : `${method.toUpperCase()} ${template}`,
    method: method.toUpperCase(),
    template,
    pointer: `/paths/${escapePointer(template)}/${method}`,
    parameters: mergeParameters(readParameters(item.parameters), readParameters(op.parameters)),
    requestBody:
      op.requestBody === undefined
        ? undefined
        : { required: body.required === true, content: readContent(body.content) },
    responses: new Map(
      Object.entries(asRecord(op.responses)).map(([status, r]) => [
        status,
        readContent(asRecord(r).content),
      ]),
    ),
    scopeSets: readScopes(op.security ?? rootSecurity),
  };
}

/** Lists every operation of a dereferenced OpenAPI document. */
export function indexOperations(document: Record<string, unknown>): OperationIndex {
  const operations: SpecOperation[] = [];
  for (const [template, rawItem] of Object.entries(asRecord(document.paths))) {
    const item = asRecord(rawItem);
    for (const method of HTTP_METHODS) {
      if (item[method] !== undefined)
        operations.push(
          readOperation(template, method, asRecord(item[method]), item, document.security),
        );
    }
  }
  const hosts = new Set<string>();
  const basePaths = new Set<string>();
  const own = Array.isArray(document.servers) ? document.servers.filter(isObject) : [];
  for (const server of [...own, ...pathServers(document)]) {
    for (const url of serverUrlVariants(server)) {
      let parsed: URL;
      try {
        parsed = new URL(url, 'http://servidor.invalid');
      } catch {
        continue;
      }
      if (/^https?:\/\//.test(url)) hosts.add(parsed.host);
      const base = parsed.pathname.replace(/\/+$/, '');
      if (base) basePaths.add(base);
    }
  }
  return {
    operations,
    hosts,
    basePaths: [...basePaths].sort((a, b) => b.length - a.length),
  };
}

/**
 * Matches a concrete path to a template, returning the path parameters; literal segments win over
 * `{params}`.
 */
export function matchTemplate(template: string, path: string): Map<string, string> | undefined {
  const want = template.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return undefined;
  const params = new Map<string, string>();
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    const param = /^\{(.+)\}$/.exec(w);
    if (param) {
      if (g === '') return undefined;
      params.set(param[1] ?? '', decodeURIComponent(g));
    } else if (w !== g) return undefined;
  }
  return params;
}

function literalSegments(template: string): number {
  return template.split('/').filter((s) => s && !s.startsWith('{')).length;
}

interface OperationMatch {
  operation?: SpecOperation;
  params: Map<string, string>;
  pathMatches: SpecOperation[];
}

/**
 * The operation a request targets, the path-only matches (to tell "wrong method" apart), and the
 * path parameters. The path is tried without each server's base path it starts with, then whole.
 */
export function findOperation(index: OperationIndex, method: string, path: string): OperationMatch {
  const paths = index.basePaths
    .filter((base) => path === base || path.startsWith(`${base}/`))
    .map((base) => path.slice(base.length) || '/');
  let byPath: OperationMatch | undefined;
  for (const candidate of [...paths, path]) {
    const match = matchOperation(index, method, candidate);
    if (match.operation) return match;
    if (!byPath && match.pathMatches.length > 0) byPath = match;
  }
  return byPath ?? { params: new Map(), pathMatches: [] };
}

function matchOperation(index: OperationIndex, method: string, path: string): OperationMatch {
  const matches = index.operations
    .map((op) => ({ op, params: matchTemplate(op.template, path) }))
    .filter((m): m is { op: SpecOperation; params: Map<string, string> } => m.params !== undefined)
    .sort((a, b) => literalSegments(b.op.template) - literalSegments(a.op.template));
  const best = matches.filter(
    (m) => literalSegments(m.op.template) === literalSegments(matches[0]?.op.template ?? ''),
  );
  const hit = best.find((m) => m.op.method === method);
  return {
    ...(hit ? { operation: hit.op } : {}),
    params: hit?.params ?? new Map(),
    pathMatches: best.map((m) => m.op),
  };
}
