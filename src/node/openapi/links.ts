import { escapeHtml } from './describe.js';
import type { OperationContext } from './operations.js';
import { jsonText } from './schema-labels.js';
import type { ResponseLinkView } from '../../shared/api-view-models.js';
import { isObject } from '../util/objects.js';

const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

/** A Link Object's value as shown: a runtime expression (`$response.body#/id`) as it is. */
const valueText = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

/**
 * The pointer an `operationRef` names inside this document (`#/paths/~1pets~1{id}/get`, also
 * written as a URL of this file: `openapi.yaml#/paths/…`); undefined for another document's.
 */
function localPointer(ref: string): string | undefined {
  const at = ref.indexOf('#');
  if (at < 0) return undefined;
  const file = ref.slice(0, at);
  return file === '' || !/^[a-z][a-z0-9+.-]*:|\//i.test(file) ? ref.slice(at) : undefined;
}

/**
 * The target of a link: its method and path, linked to the operation (`#operation/<id>`, which a
 * split reference points at the page that holds it), when the reference has it; else its
 * operationId or operationRef as written.
 */
function targetHtml(link: Record<string, unknown>, ctx: OperationContext): string {
  const given = typeof link.operationId === 'string' ? link.operationId : undefined;
  const ref = typeof link.operationRef === 'string' ? link.operationRef : undefined;
  const pointer = ref ? localPointer(ref) : undefined;
  const target = given
    ? ctx.operations.byId.get(given)
    : pointer
      ? ctx.operations.byPointer.get(decodeURIComponent(pointer))
      : undefined;
  const written = escapeHtml(given ?? ref ?? '');
  if (!target) return written ? `<code>${written}</code>` : '';
  const endpoint = escapeHtml(`${target.method.toUpperCase()} ${target.path}`);
  return `<a href="#operation/${escapeHtml(target.id)}"><code>${endpoint}</code></a>`;
}

/** A response's `links`, each with its target and the values it gives the target's parameters. */
export function responseLinks(
  links: unknown,
  pointer: string,
  ctx: OperationContext,
): ResponseLinkView[] {
  if (!isObject(links)) return [];
  return Object.entries(links).flatMap(([name, link]) => {
    if (!isObject(link)) return [];
    const parameters = isObject(link.parameters) ? link.parameters : {};
    const server = isObject(link.server) ? link.server.url : undefined;
    return [
      {
        pointer: `${pointer}/links/${token(name)}`,
        name,
        targetHtml: targetHtml(link, ctx),
        descriptionHtml: ctx.describe(link.description),
        parameters: Object.entries(parameters).map(([key, value]) => ({
          name: key,
          value: valueText(value),
        })),
        requestBody: 'requestBody' in link ? valueText(link.requestBody) : undefined,
        server: typeof server === 'string' ? server : undefined,
      },
    ];
  });
}
