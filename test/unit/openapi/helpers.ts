import path from 'node:path';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { createMarkdownProcessor } from '../../../src/node/content/processor.js';
import { processDescriptions } from '../../../src/node/openapi/describe.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { buildApiReference } from '../../../src/node/openapi/reference.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { planApiPages } from '../../../src/node/site/api-pages.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import type { RenderedPage } from '../../../src/node/render/render-page.js';
import type { ApiReference, OperationView } from '../../../src/shared/api-view-models.js';
import type { ApiPageModel } from '../../../src/shared/view-models.js';

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
export async function referenceOf(name: string, locale = 'pt-BR'): Promise<ApiReference> {
  const spec = await loadSpec(path.join(specsDir, name));
  const processor = createMarkdownProcessor();
  return buildApiReference(spec, {
    markdown: (texts) => processDescriptions(processor, '/', texts),
    language: { locale, strings: undefined },
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

/**
 * The reference pages of a fixture spec: one, or a page per tag above `splitThreshold`; in the
 * site's language `locale`.
 */
export async function referencePages(
  name: string,
  splitThreshold = 1000,
  locale = 'pt-BR',
): Promise<ApiPageModel[]> {
  const config = resolveConfig({ title: 'Teste', locale }, '/tmp/site', undefined);
  const reference = await referenceOf(name, locale);
  // Split as site/api-split.ts decides by the operation count.
  return planApiPages(
    { ...reference, split: reference.operationCount > splitThreshold },
    {
      route: '/api/',
      baseUrl: '/',
      yamlDownload: true,
      frame: createFrame(config, [], frameAssets),
      language: { locale, strings: undefined },
    },
  );
}

/** The model of `/api/` of a fixture spec, on one page. */
export async function referenceModel(name: string): Promise<ApiPageModel> {
  return (await referencePages(name))[0]!;
}

/** `/api/` of a fixture spec, rendered on one page by the real templates. */
export async function renderedReference(name: string): Promise<RenderedPage> {
  return renderPage(await referenceModel(name), await bundledTemplates.load());
}

/** The HTML of `renderedReference`. */
export async function referenceHtml(name: string): Promise<string> {
  return utf8Text((await renderedReference(name)).output.contents);
}

/** The HTML of one operation's section (`operation/<id>`) in a rendered reference. */
export function operationHtml(html: string, id: string): string {
  const start = html.indexOf(`<section class="api-row api-op" id="operation/${id}"`);
  if (start < 0) throw new Error(`no section operation/${id}`);
  const next = html.indexOf('<section class="api-row api-op" id="operation/', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

/** The sample of one language: its code for each example the samples follow, in order. */
export function sampleCodes(op: OperationView, lang: string): string[] {
  const sample = op.samples.find((s) => s.lang === lang && !s.fromSpec);
  if (!sample) throw new Error(`no ${lang} sample in ${op.id}`);
  return [sample.code, ...sample.more];
}
