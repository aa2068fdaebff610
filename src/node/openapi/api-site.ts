import type { ApiPageModel } from '../../shared/view-models.js';
import type { OutputFile } from '../types.js';
import type { ResolvedConfig } from '../config/types.js';
import type { MarkdownProcessor } from '../content/processor.js';
import { chromeFor, headFor, type Assets } from '../site/frame.js';
import { flattenSidebar, type ResolvedSidebar } from '../site/sidebar.js';
import { themeScript } from '../site/theme-script.js';
import type { DescriptionCache } from './describe.js';
import { specDownloads } from '../publish/spec-downloads.js';
import type { LoadedSpec } from './load.js';
import { planApiPages } from '../site/api-pages.js';
import { buildApiReference, countOperations } from './reference.js';

export interface ApiSiteInput {
  processor: MarkdownProcessor;
  descriptionCache?: DescriptionCache | undefined;
  sidebars: readonly ResolvedSidebar[];
  assets: Assets;
}

/**
 * The API reference of a build: its page models, and the spec downloads (`openapi.yaml`,
 * `openapi.json`) as a promise: they are bundled in a worker, which only the writer waits for.
 */
export async function planApiSite(
  config: ResolvedConfig,
  spec: LoadedSpec,
  input: ApiSiteInput,
): Promise<{ pages: ApiPageModel[]; files: Promise<OutputFile[]> }> {
  const [reference] = await Promise.all([
    buildApiReference(spec, {
      processor: input.processor,
      descriptionCache: input.descriptionCache,
      baseUrl: config.baseUrl,
      servers: config.api.servers,
      // A split (large) reference expands one component level per operation and links deeper ones
      // to the Schemas page, so tag pages stay small.
      componentDepth: countOperations(spec.document) > config.api.splitThreshold ? 1 : undefined,
    }),
  ]);
  const sidebarStart = new Map(
    input.sidebars.flatMap((s) => {
      const first = flattenSidebar(s.items)[0];
      return first ? [[s.id, first.route] as const] : [];
    }),
  );
  const script = themeScript(config);
  const pages = planApiPages(reference, {
    route: config.api.route,
    baseUrl: config.baseUrl,
    splitThreshold: config.api.splitThreshold,
    common: (route, title, description) => ({
      route,
      head: headFor(config, { route, title, description }, input.assets, script),
      chrome: chromeFor(config, route, sidebarStart),
    }),
  });
  const dir = config.api.route.replace(/^\//, '');
  const files = specDownloads(spec).then((downloads) => [
    { file: `${dir}openapi.yaml`, contents: downloads.yaml },
    { file: `${dir}openapi.json`, contents: downloads.json },
  ]);
  return { pages, files };
}
