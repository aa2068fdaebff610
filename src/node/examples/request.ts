import { codes } from '../diagnostics/codes.js';
import { mediaType } from './http.js';
import { findOperation, type OperationIndex, type SpecOperation } from './operations.js';
import type { SchemaValidator } from './schema.js';
import type { HttpRequest } from './types.js';
import { coerce, fieldsToObject, parseJsonBody } from './values.js';

/**
 * A finding before it gets its file and position: `offset` is the line inside the block (0-based).
 */
export interface Finding {
  code: string;
  message: string;
  hint: string;
  offset: number;
  pointer?: string;
}

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
            message: `Host "${request.host}" is not one of the spec's servers`,
            hint: `Use ${[...index.hosts].join(' or ')}.`,
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
          message: `${request.method} is not declared for ${template}`,
          hint: `The spec declares ${declared.join(', ')} for this path.`,
        }
      : {
          code: codes.exampleUnknownOperation,
          offset: 0,
          message: `No operation of the spec matches ${request.method} ${request.path}`,
          hint:
            'Check the path against the API reference (/api/); ids go where the template has ' +
            '{params}.',
        };
  return { params, findings: [...hostFinding, finding] };
}

function paramFinding(message: string, offset = 0): Finding {
  return {
    code: codes.exampleInvalidParameter,
    offset,
    message,
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  };
}

/** Path, query and header parameters against the operation's declarations. */
export function checkParameters(
  op: SpecOperation,
  request: HttpRequest,
  pathParams: Map<string, string>,
  validator: SchemaValidator,
): Finding[] {
  const findings: Finding[] = [];
  const check = (
    where: string,
    name: string,
    text: string,
    schema: Record<string, unknown> | undefined,
  ) => {
    if (!schema) return;
    for (const p of validator.validate(schema, coerce(text, schema)))
      findings.push(
        paramFinding(`${where} parameter "${name}"="${text}": ${p.message.replace(/^\/ /, '')}`),
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
      findings.push(paramFinding(`Query parameter "${name}" is not declared by ${op.operationId}`));
    else check('Query', name, text, param.schema);
  }
  for (const param of op.parameters) {
    if (param.in === 'query' && param.required && !seen.has(param.name))
      findings.push(paramFinding(`Required query parameter "${param.name}" is missing`));
    if (param.in !== 'header') continue;
    const value = request.headers.get(param.name.toLowerCase());
    if (value === undefined && param.required)
      findings.push(paramFinding(`Required header "${param.name}" is missing`));
    if (value !== undefined && !/^<.*>$|\$/.test(value))
      check('Header', param.name, value, param.schema);
  }
  return findings;
}

function bodyFinding(message: string, offset: number, pointer?: string): Finding {
  return {
    code: codes.exampleInvalidBody,
    offset,
    message,
    hint:
      "Match the operation's request schema (see its reference page), or mark an intentionally " +
      'wrong example `invalid`.',
    ...(pointer ? { pointer } : {}),
  };
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
    return declared?.required ? [bodyFinding(`${op.operationId} requires a request body`, 0)] : [];
  if (!declared) return [bodyFinding(`${op.operationId} takes no request body`, body.bodyLine)];
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
        `Content-Type ${type} is not accepted by ${op.operationId} ` +
          `(accepted: ${[...declared.content.keys()].join(', ')})`,
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
          message: `Request body is not valid JSON: ${parsed.error}`,
          hint: 'Write the body as strict JSON (double quotes, no comments, no trailing commas).',
        },
      ];
    value = parsed.value;
  } else value = fieldsToObject(body.fields, schema);
  return validator
    .validate(schema, value)
    .map((p) => bodyFinding(`Request body ${p.message}`, body.bodyLine, p.pointer));
}
