import { codes } from '../diagnostics/codes.js';
import { said } from '../diagnostics/diagnostic.js';
import { mediaType } from './http.js';
import { findOperation, type OperationIndex, type SpecOperation } from './operations.js';
import type { SchemaValidator } from './schema.js';
import type { HttpRequest } from './types.js';
import { coerce, fieldsToObject, parseJsonBody } from './values.js';

/**
 * A finding before it gets its file and position: `offset` is the line inside the block (0-based).
 */
export interface Finding extends Said {
  code: string;
  offset: number;
  pointer?: string;
}

/** A finding's words: said() of a message of the CLI's catalogue. */
type Said = ReturnType<typeof said>;

/** Finds the operation a request targets, or says why none matches. */
export function resolveOperation(
  index: OperationIndex,
  request: HttpRequest,
): { operation?: SpecOperation; params: Map<string, string>; findings: Finding[] } {
  const hostFinding: Finding[] =
    request.host &&
    index.hosts.size > 0 &&
    !index.hosts.has(request.host) &&
    !request.host.includes('$')
      ? [
          {
            code: codes.exampleUnknownOperation,
            offset: 0,
            ...said(index.hosts.size === 1 ? 'exHostOne' : 'exHostMany', {
              host: request.host,
              hosts: [...index.hosts].join(', '),
            }),
          },
        ]
      : [];
  const { operation, params, pathMatches } = findOperation(index, request.method, request.path);
  if (operation) return { operation, params, findings: hostFinding };
  const declared = pathMatches.map((op) => op.method);
  const template = pathMatches[0]?.template ?? request.path;
  const finding: Finding =
    declared.length > 0
      ? {
          code: codes.exampleUnknownOperation,
          offset: 0,
          ...said('exMethodNotDeclared', {
            method: request.method,
            template,
            methods: declared.join(', '),
          }),
        }
      : {
          code: codes.exampleUnknownOperation,
          offset: 0,
          ...said('exNoOperation', { method: request.method, path: request.path }),
        };
  return { params, findings: [...hostFinding, finding] };
}

function paramFinding(words: Said, offset = 0): Finding {
  return { code: codes.exampleInvalidParameter, offset, ...words };
}

/** What a parameter's value is checked as, by where it is. */
const parameterKey = {
  Path: 'exPathParam',
  Query: 'exQueryParam',
  Header: 'exHeaderParam',
} as const;

/** Path, query and header parameters against the operation's declarations. */
export function checkParameters(
  op: SpecOperation,
  request: HttpRequest,
  pathParams: Map<string, string>,
  validator: SchemaValidator,
): Finding[] {
  const findings: Finding[] = [];
  const check = (
    where: keyof typeof parameterKey,
    name: string,
    text: string,
    schema: Record<string, unknown> | undefined,
  ) => {
    if (!schema) return;
    for (const p of validator.validate(schema, coerce(text, schema)))
      findings.push(
        paramFinding(
          said(parameterKey[where], { name, value: text, reason: p.message.replace(/^\/ /, '') }),
        ),
      );
  };
  for (const [name, text] of pathParams)
    check(
      'Path',
      name,
      text,
      op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema,
    );
  const seen = new Set<string>();
  for (const [name, text] of request.query) {
    seen.add(name);
    const param = op.parameters.find((p) => p.in === 'query' && p.name === name);
    if (!param)
      findings.push(paramFinding(said('exQueryUndeclared', { name, operation: op.operationId })));
    else check('Query', name, text, param.schema);
  }
  for (const param of op.parameters) {
    if (param.in === 'query' && param.required && !seen.has(param.name))
      findings.push(paramFinding(said('exQueryMissing', { name: param.name })));
    if (param.in !== 'header') continue;
    const value = request.headers.get(param.name.toLowerCase());
    if (value === undefined && param.required)
      findings.push(paramFinding(said('exHeaderMissing', { name: param.name })));
    if (value !== undefined && !/^<.*>$|\$/.test(value))
      check('Header', param.name, value, param.schema);
  }
  return findings;
}

function bodyFinding(words: Said, offset: number, pointer?: string): Finding {
  return { code: codes.exampleInvalidBody, offset, ...words, ...(pointer ? { pointer } : {}) };
}

/** The request body against the operation's declared media types and schemas. */
export function checkBody(
  op: SpecOperation,
  request: HttpRequest,
  validator: SchemaValidator,
): Finding[] {
  const body = request.body;
  const declared = op.requestBody;
  if (!body)
    return declared?.required
      ? [bodyFinding(said('exBodyRequired', { operation: op.operationId }), 0)]
      : [];
  if (!declared)
    return [bodyFinding(said('exBodyNone', { operation: op.operationId }), body.bodyLine)];
  const type =
    body.type === 'json'
      ? 'application/json'
      : body.type === 'form'
        ? 'application/x-www-form-urlencoded'
        : body.type === 'multipart'
          ? 'multipart/form-data'
          : body.mediaType;
  const declaredType = [...declared.content.keys()].find(
    (t) => mediaType(t) === type || (type === 'application/json' && t.endsWith('+json')),
  );
  if (!declaredType)
    return [
      bodyFinding(
        said('exContentType', {
          type,
          operation: op.operationId,
          accepted: [...declared.content.keys()].join(', '),
        }),
        body.bodyLine,
      ),
    ];
  const schema = declared.content.get(declaredType);
  if (!schema || body.type === 'other') return [];
  let value: unknown;
  if (body.type === 'json') {
    const parsed = parseJsonBody(body.text, false);
    if ('error' in parsed)
      return [
        {
          code: codes.exampleUnparseable,
          offset: body.bodyLine + parsed.line,
          ...said('exBodyJson', { reason: parsed.error }),
        },
      ];
    value = parsed.value;
  } else value = fieldsToObject(body.fields, schema);
  return validator
    .validate(schema, value)
    .map((p) => bodyFinding(said('exBodySchema', { reason: p.message }), body.bodyLine, p.pointer));
}
