import { codes } from '../diagnostics/codes.js';
import { said } from '../diagnostics/diagnostic.js';
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

function responseFinding(
  words: ReturnType<typeof said>,
  offset: number,
  pointer?: string,
): Finding {
  return { code: codes.exampleInvalidResponse, offset, ...words, ...(pointer ? { pointer } : {}) };
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
        ...said('exStatusUndeclared', {
          status: response.status,
          operation: op.operationId,
          declared: [...op.responses.keys()].join(', '),
        }),
      },
    ];
  }
  const body = response.body;
  if (!body || !looksLikeJson(response)) return [];
  const { found, schema } = jsonSchemaOf(content, mediaType(response.headers.get('content-type')));
  if (!found)
    return [
      responseFinding(
        said('exNoJsonBody', { operation: op.operationId, status: response.status }),
        body.bodyLine,
      ),
    ];
  const parsed = parseJsonBody(body.text, partial);
  if ('error' in parsed) {
    return [
      {
        code: codes.exampleUnparseable,
        offset: body.bodyLine + parsed.line,
        ...said('exResponseJson', { reason: parsed.error }),
      },
    ];
  }
  if (!schema) return [];
  const problems = partial
    ? validator.validatePartial(schema, parsed.value)
    : validator.validate(schema, parsed.value);
  return problems.map((p) =>
    responseFinding(said('exResponseSchema', { reason: p.message }), body.bodyLine, p.pointer),
  );
}
