import type { ApiPageModel } from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { stage, type StreamingStage } from '../graph/stage.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { ReferenceLanguage } from '../openapi/strings.js';
import type { ApiReference } from '../../shared/api-view-models.js';
import type { ContentPage } from '../content/transform.js';
import type { OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { bundleAssets, type AssetsConfig } from './assets.js';
import { inlineSourcesOf } from './headers.js';
import { markdownCopy as copyOf } from './markdown-copy.js';
import type { SearchEntry } from './search/entries.js';
import type { SearchIndex } from './search/pagefind-index.js';
import type { SearchTags } from './search/tags.js';

declare module '../graph/stage.js' {
  interface Services {
    /**
     * Stops the search index being made (watch mode's, in the background, when a save makes it
     * useless): the stage then rejects with the signal's reason, and nothing is kept.
     */
    searchSignal?: AbortSignal;
  }
}

/** What of the config the assets depend on. */
export const assetsConfig = (config: ResolvedConfig): AssetsConfig => ({
  root: config.root,
  baseUrl: config.baseUrl,
  primaryColor: config.primaryColor,
  locale: config.locale,
  strings: config.strings,
  logo: config.logo,
  favicon: config.favicon,
  customCss: config.customCss,
  configFile: config.configFile,
  versioned: config.versions.list.length > 0,
});

/**
 * The client script and stylesheet, the icon and the logo; kept while the project's logo, icon and
 * stylesheet, and the sources of a bundle, have the same bytes. Kept on disk too: copying the
 * compiled client takes milliseconds, but bundling it from source (`docgen watch` in a docgen
 * checkout) takes esbuild about 300 ms, which every start would pay again.
 */
export const assets = stage({
  name: 'assets',
  run: ({ config, fromSource }: { config: AssetsConfig; fromSource: boolean }) =>
    bundleAssets(config, { fromSource }),
  files: (bundled) => bundled.sources,
});

/** The inline scripts and styles of a page, hashed for the Content-Security-Policy. */
export const inlineSources = stage({
  name: 'inline-sources',
  run: (page: RenderedPage) => inlineSourcesOf(page.output.contents),
});

export interface CopyInput {
  page: ContentPage;
  site: Pick<ResolvedConfig, 'url' | 'baseUrl'>;
  /** Every content file's route, by its path in the content folder (links resolve to them). */
  routes: ReadonlyMap<string, string>;
}

/**
 * A docs page's Markdown copy (its links made absolute), as UTF-8 bytes: kept while its source and
 * Markdown, the site's address and every page's route (which its links resolve to) are.
 */
export const markdownCopy = stage({
  name: 'markdown-copy',
  run: ({ page, site, routes }: CopyInput): Uint8Array =>
    Buffer.from(copyOf(page, { config: site, routeOf: (relPath) => routes.get(relPath) }), 'utf8'),
});

/** A content page's search entries, one per section: kept while its source and Markdown are. */
export const pageSearchEntries = stage({
  name: 'page-search-entries',
  run: async (page: ContentPage) => (await import('./search/entries.js')).docsEntries([page]),
});

/**
 * The search entries of a section of the reference (a tag's pages, the webhooks'): its operations
 * and their parameters, kept while its pages are.
 */
export const apiSearchEntries = stage({
  name: 'api-search-entries',
  run: async (pages: readonly ApiPageModel[]) =>
    (await import('./search/api-entries.js')).operationEntries(pages),
});

/**
 * A variant's search entries with its version and language (search/tags.ts). Cheap, but a stage:
 * the tagged entries are then named by what they were made from, and the search index's key reads
 * their names instead of every entry's text again (GitHub REST in two versions: 80 ms of each
 * warm build).
 */
export const taggedSearchEntries = stage({
  name: 'search-tags',
  keep: 'memory',
  run: async ({
    groups,
    tags,
  }: {
    groups: readonly (readonly SearchEntry[])[];
    tags: SearchTags;
  }) => (await import('./search/tags.js')).taggedGroups(groups, tags),
});

/** The search entries of the reference's schemas and properties, kept while their pages are. */
export const apiSchemaEntries = stage({
  name: 'api-schema-entries',
  run: async (pages: readonly ApiPageModel[]) =>
    (await import('./search/api-entries.js')).schemaEntries(pages),
});

/**
 * The Pagefind index of the entries; a failed one is not kept. Streamed: Pagefind's process is
 * opened before the entries exist and indexes each group as it is made (in its own process, on
 * another core), so that what is left once the pages are rendered is its last step.
 */
export const searchIndex: StreamingStage<SearchEntry, SearchIndex> = {
  name: 'search-index',
  run: async (entries, { services }) =>
    (await import('./search/pagefind-index.js')).buildSearchIndex(entries, services.searchSignal),
  keepable: (index) => index.diagnostics.length === 0,
  async open() {
    const indexer = (await import('./search/pagefind-index.js')).openSearchIndex();
    return {
      add: async (entries) => indexer.add(entries),
      finish: () => indexer.finish(),
      discard: () => indexer.discard(),
    };
  },
};

/** `openapi.json` (and `openapi.yaml` for a YAML spec): the spec as one document. */
export const specDownloads = stage({
  name: 'spec-downloads',
  run: async (loaded: LoadedSpec) => (await import('./spec-downloads.js')).specDownloads(loaded),
});

export interface TryItInput {
  reference: ApiReference;
  spec: LoadedSpec;
  config: Pick<ResolvedConfig, 'baseUrl' | 'api'>;
  /** The site's language (a file field's type is a word of the reference's). */
  language: ReferenceLanguage;
}

/** `try-it.json`: the "Experimentar" console's form models, from the reference and the spec. */
export const tryIt = stage({
  name: 'try-it',
  run: async ({ reference, spec, config, language }: TryItInput): Promise<OutputFile> =>
    (await import('./try-it-file.js')).tryItFile(config, reference, spec.document, language),
});
