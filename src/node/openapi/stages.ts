import type { ApiReference, SafeHtml } from '../../shared/api-view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { stage } from '../graph/stage.js';
import type { LoadedSpec } from './load.js';

/**
 * The stages of the spec and its reference. The code they run is imported when a stage has to
 * run: a build whose spec is unchanged never loads the YAML parsers or the reference's walkers.
 */

/** The spec, parsed and dereferenced: kept while every file it was read from is unchanged. */
export const spec = stage({
  name: 'spec',
  run: async ({ file, maxSpecMiB }: { file: string; maxSpecMiB: number }) =>
    (await import('./load.js')).loadSpec(file, { maxSpecMiB }),
  files: (loaded: LoadedSpec) => loaded.sources,
});

/** The spec's Markdown descriptions as HTML, in batches through the site's processor. */
export const descriptions = stage({
  name: 'descriptions',
  run: async ({ texts, baseUrl }: { texts: string[]; baseUrl: string }, { services }) =>
    (await import('./describe.js')).processDescriptions(services.processor, baseUrl, texts),
});

export interface ReferenceInput {
  spec: LoadedSpec;
  settings: Pick<ResolvedConfig, 'baseUrl'> & {
    servers: ResolvedConfig['api']['servers'];
    splitThreshold: number;
  };
}

/** The API reference's view models (operations, schemas, security), the costly part of it. */
export const reference = stage({
  name: 'reference',
  run: async ({ spec, settings }: ReferenceInput, { get }): Promise<ApiReference> =>
    (await import('../site/api-split.js')).siteReference(spec, {
      markdown: (texts): Promise<SafeHtml[]> =>
        get(descriptions, { texts, baseUrl: settings.baseUrl }),
      servers: settings.servers,
      splitThreshold: settings.splitThreshold,
    }),
});

/** The settings of a config the reference depends on. */
export const referenceSettings = (config: ResolvedConfig): ReferenceInput['settings'] => ({
  baseUrl: config.baseUrl,
  servers: config.api.servers,
  splitThreshold: config.api.splitThreshold,
});
