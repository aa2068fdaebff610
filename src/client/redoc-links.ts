import { redocTarget } from '../shared/redoc-anchors.js';

/**
 * The reference's id for Redoc's `id` (`tag/Envelopes` → `tag/envelopes`): by rule, or from the
 * table the reference's route carries (`data-api-aliases`). Part of the chunk a jump loads
 * (api-jump.ts), which asks it when a hash names nothing the page knows.
 */
export function ownId(root: Document, id: string): string | undefined {
  const data = root.querySelector('script[data-api-aliases]');
  try {
    return redocTarget(id, JSON.parse(data?.textContent ?? '{}') as Record<string, string>);
  } catch {
    return redocTarget(id, {});
  }
}
