import path from 'node:path';
import { createMarkdownProcessor } from '../../../src/node/content/processor.js';
import { processDescriptions } from '../../../src/node/openapi/describe.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { buildApiReference } from '../../../src/node/openapi/reference.js';
import type { ApiReference, OperationView } from '../../../src/shared/api-view-models.js';

export const specsDir = path.resolve(import.meta.dirname, '../../fixtures/specs');

/** The asset URLs of a page frame, for tests that render pages. */
export const frameAssets = {
  cssHref: '/assets/site.css',
  scriptHref: '/assets/site.js',
  iconHref: '/favicon.svg',
  iconType: 'image/svg+xml',
  logo: undefined,
};

/** The reference view models of a fixture spec (plain Markdown processor: no shiki needed here). */
export async function referenceOf(name: string): Promise<ApiReference> {
  const spec = await loadSpec(path.join(specsDir, name));
  const processor = createMarkdownProcessor();
  return buildApiReference(spec, {
    markdown: (texts) => processDescriptions(processor, '/', texts),
  });
}

export function allOperations(reference: ApiReference): OperationView[] {
  return [...reference.tags.flatMap((t) => t.operations), ...reference.webhooks];
}

export function operation(reference: ApiReference, id: string): OperationView {
  const op = allOperations(reference).find((o) => o.id === id);
  if (!op)
    throw new Error(
      `no operation ${id} in ${allOperations(reference)
        .map((o) => o.id)
        .join(', ')}`,
    );
  return op;
}
