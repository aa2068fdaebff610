import type { TryItMedia, TryItOperation } from '../../shared/try-it.js';
import { paramKey } from './form-state.js';
import type { Problem } from './request.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A 422's `errors` (`{ "subject": ["…"], "triggers.0.event": ["…"] }`) placed at the form's
 * fields: a parameter's name, a multipart field's, else the body at that property path.
 */
export function serverProblems(
  op: TryItOperation,
  media: TryItMedia | undefined,
  json: unknown,
): Problem[] {
  const errors = isObject(json) && isObject(json.errors) ? json.errors : undefined;
  if (!errors) return [];
  return Object.entries(errors).flatMap(([name, value]) => {
    const messages = (Array.isArray(value) ? value : [value]).map(String);
    const param = op.parameters.find((p) => p.name === name);
    const field = media?.fields.find((f) => f.name === name);
    const key = param ? `param:${paramKey(param)}` : field ? `field:${field.name}` : 'body';
    return messages.map((message) => ({
      key,
      ...(key === 'body' ? { path: name } : {}),
      message,
    }));
  });
}
