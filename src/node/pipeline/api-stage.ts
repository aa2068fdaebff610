import type { ApiPageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import type { ApiSiteInput } from '../openapi/api-site.js';
import type { LoadedSpec } from '../openapi/load.js';
import { DiskCache } from './disk-cache.js';
import type { OutputFile } from '../types.js';
import type { StageStore } from './stage-store.js';

/**
 * The API reference of a build: page models, spec downloads and, when it came from the store, the
 * pages' HTML.
 */
export interface ApiStage {
  pages: ApiPageModel[];
  files: Promise<OutputFile[]>;
  /**
   * HTML of `pages`, in order, as rendered by the build that stored them (with the bundled
   * templates).
   */
  html?: string[];
}

/**
 * Plans the API reference, or takes it from the store (models, HTML and downloads) when the spec's
 * files, the config, the docs sidebars and the assets it links are the ones it was made with.
 * The planner (httpsnippet, openapi-sampler, the description processor) is only loaded on a miss.
 */
export async function apiStage(
  config: ResolvedConfig,
  spec: LoadedSpec,
  input: ApiSiteInput,
  store: StageStore | undefined,
): Promise<ApiStage & { keep?: (html: string[]) => Promise<void> }> {
  // Everything of the config but where the site is written, which its pages do not show.
  const settings = JSON.stringify({ ...config, outDir: undefined });
  const inputs = [
    'api-v1',
    DiskCache.key(spec.sources.flat()),
    settings,
    JSON.stringify(input.sidebars),
    JSON.stringify(input.assets),
  ];
  const hit = await store?.get<Required<Omit<ApiStage, 'files'>> & { files: OutputFile[] }>(
    'api',
    inputs,
  );
  if (hit)
    return {
      pages: hit.value.pages,
      html: hit.value.html,
      files: Promise.resolve(hit.value.files),
    };
  const { planApiSite } = await import('../openapi/api-site.js');
  const planned = await planApiSite(config, spec, input);
  if (!store) return planned;
  // Downloads that failed fail the build where it awaits them; nothing is stored then.
  const keep = (html: string[]) =>
    planned.files.then(
      (files) => store.set('api', inputs, { pages: planned.pages, html, files }),
      () => undefined,
    );
  // Once: watch mode's cache hands this stage to every later build, whose HTML of these pages is
  // the same.
  let kept: Promise<void> | undefined;
  return { ...planned, keep: (html) => (kept ??= keep(html)) };
}
