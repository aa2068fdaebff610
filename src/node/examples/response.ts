import { codes } from '../diagnostics/codes.js';
import { mediaType } from './http.js';
import type { Schema, SpecOperation } from './operations.js';
import type { Finding } from './request.js';
import type { SchemaValidator } from './schema.js';
import type { HttpResponse } from './types.js';
import { parseJsonBody } from './values.js';

/**
 * The declared response for a status: exact code first, then `2XX`-style ranges, then `default`.
 */
function declaredResponse(
  op: SpecOperation,
  status: number,
): Map<string, Schema | undefined> | undefined {
  return (
    op.responses.get(String(status)) ??
    op.responses.get(`${String(status)[0]}XX`) ??
    op.responses.get('default')
  );
}

function jsonSchemaOf(
  content: Map<string, Schema | undefined>,
  type: string | undefined,
): { found: boolean; schema?: Schema } {
  const key = [...content.keys()].find((t) =>
    type ? mediaType(t) === type : t === 'application/json' || t.endsWith('+json'),
  );
  if (key === undefined) return { found: false };
  const schema = content.get(key);
  return schema ? { found: true, schema } : { found: true };
}

function looksLikeJson(response: HttpResponse): boolean {
  const type = mediaType(response.headers.get('content-type'));
  if (type) return type === 'application/json' || type.endsWith('+json');
  return /^[[{]/.test(response.body?.text.trim() ?? '');
}

function responseFinding(message: string, offset: number, pointer?: string): Finding {
  return {
    code: codes.exampleInvalidResponse,
    offset,
    message,
    hint:
      'Match the response schema of the operation, or mark the block `partial` if it shows only ' +
      'part of the body.',
    ...(pointer ? { pointer } : {}),
  };
}

/** A response example against the operation of the request shown before it. */
export function checkResponse(
  op: SpecOperation,
  response: HttpResponse,
  partial: boolean,
  validator: SchemaValidator,
): Finding[] {
  const content = declaredResponse(op, response.status);
  if (!content) {
    return [
      {
        code: codes.exampleUndeclaredStatus,
        offset: 0,
        message: `Status ${response.status} is not declared by ${op.operationId}`,
        hint: `Declared: ${[...op.responses.keys()].join(', ')}.`,
      },
    ];
  }
  const body = response.body;
  if (!body || !looksLikeJson(response)) return [];
  const { found, schema } = jsonSchemaOf(content, mediaType(response.headers.get('content-type')));
  if (!found)
    return [
      responseFinding(
        `${op.operationId} declares no JSON body for status ${response.status}`,
        body.bodyLine,
      ),
    ];
  const parsed = parseJsonBody(body.text, partial);
  if ('error' in parsed) {
    return [
      {
        code: codes.exampleUnparseable,
        offset: body.bodyLine + parsed.line,
        message: `Response body is not valid JSON: ${parsed.error}`,
        hint:
          'Write strict JSON; in a `partial` block, elide members with a line holding only ' +
          '`...`.',
      },
    ];
  }
  if (!schema) return [];
  const problems = partial
    ? validator.validatePartial(schema, parsed.value)
    : validator.validate(schema, parsed.value);
  return problems.map((p) =>
    responseFinding(`Response body ${p.message}`, body.bodyLine, p.pointer),
  );
}
