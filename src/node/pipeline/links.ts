import type { ApiPageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import { checkSiteLinks } from '../site/link-check.js';
import { pageAnchors, specLinkLocations } from '../site/stages.js';
import type { ContentPage } from '../content/transform.js';
import type { RenderedPage } from '../render/render-page.js';

/**
 * The rendered site's broken links, as `onBrokenLinks` says (`docgen check` reports every one,
 * whatever it says for builds). Each page's ids and links, and where the spec writes the broken
 * ones, are kept while unchanged: a save in watch mode reads again only what it changed.
 */
export async function brokenLinks(
  run: Runner,
  input: {
    config: ResolvedConfig;
    pages: readonly RenderedPage[];
    content: readonly ContentPage[];
    /** Every file of the site, by name (those made later too). */
    files: readonly { file: string }[];
    api: readonly ApiPageModel[];
    spec: LoadedSpec | undefined;
  },
): Promise<Diagnostic[]> {
  const { pages, spec } = input;
  const config = run.collectErrors
    ? { ...input.config, onBrokenLinks: 'warn' as const }
    : input.config;
  if (config.onBrokenLinks === 'ignore') return [];
  // Read ahead for `getSync` below; a site without a spec never asks for it.
  if (spec) await run.ready(specLinkLocations);
  return checkSiteLinks({
    config,
    rendered: await Promise.all(
      pages.map(async (page) => ({ route: page.route, html: await run.get(pageAnchors, page) })),
    ),
    content: input.content,
    files: input.files,
    apiIds: Object.keys(input.api.find((page) => page.api.idRoutes)?.api.idRoutes ?? {}),
    spec,
    locate: spec
      ? (hrefs) => run.getSync(specLinkLocations, { spec, baseUrl: config.baseUrl, hrefs })
      : undefined,
  });
}
