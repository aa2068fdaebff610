import type { ApiReference } from '../../shared/api-view-models.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { ReferenceOptions } from '../openapi/reference.js';

/**
 * The reference as the site shows it: on one page, or split into a page per tag (`split`), where
 * each operation expands its component schemas one level and links deeper ones to the Schemas
 * page, so that tag pages stay small. Split when the spec has more operations than
 * `splitThreshold`, or when its one page would be too heavy to load (Google's contentwarehouse:
 * 22 operations and 2,587 schemas made 63 MB of HTML, 7.9 MB gzip). The one place that decides.
 */
export async function siteReference(
  spec: LoadedSpec,
  options: Omit<ReferenceOptions, 'componentDepth'> & { splitThreshold: number },
): Promise<ApiReference> {
  const { buildApiReference, countOperations } = await import('../openapi/reference.js');
  const { splitThreshold, ...rest } = options;
  const build = (split: boolean) =>
    buildApiReference(spec, { ...rest, componentDepth: split ? 1 : undefined });
  if (countOperations(spec.document) > splitThreshold) return build(true);
  const onePage = await build(false);
  const { ONE_PAGE_BUDGET, onePageWeight } = await import('./api-weight.js');
  return onePageWeight(onePage) <= ONE_PAGE_BUDGET ? onePage : build(true);
}
