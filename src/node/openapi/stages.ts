import type { ApiReference, OperationView, SafeHtml } from '../../shared/api-view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { stage, type StageContext } from '../graph/stage.js';
import type { DescriptionMap } from './describe.js';
import type { LoadedSpec } from './load.js';
import type { ParsedText } from './merge-keys.js';
import type { ReferenceOutline, ReferencePart } from './outline.js';
import { referenceLanguage, referenceStrings, type ReferenceLanguage } from './strings.js';
import type { PartSettings, ReferenceHead } from './reference.js';

/**
 * The stages of the spec and its reference. The code they run is imported when a stage has to
 * run: a build whose spec is unchanged never loads the YAML parsers or the reference's walkers.
 */

/** Where the spec is and how much of it may be read: the `spec` stage's input. */
export interface SpecInput {
  file: string;
  maxSpecMiB: number;
}

/** The `spec` stage's input for a config's spec. */
export const specInput = (config: ResolvedConfig): SpecInput => ({
  file: config.api.spec ?? '',
  maxSpecMiB: config.api.maxSpecMiB,
});

/**
 * The spec, parsed and dereferenced: kept while every file it was read from is unchanged. The
 * files it `$ref`s are parsed through `specFile`.
 */
export const spec = stage({
  name: 'spec',
  run: async ({ file, maxSpecMiB }: SpecInput, { get }) =>
    (await import('./load.js')).loadSpec(file, { maxSpecMiB }, (text) => get(specFile, text)),
  files: (loaded: LoadedSpec) => loaded.sources,
});

/**
 * A file of a multi-file spec, parsed, by its text: a watch session keeps each, so a save of one
 * of a spec's files parses that file again, and only it (the spec itself is made again whole).
 */
export const specFile = stage({
  name: 'spec-file',
  keep: 'memory',
  run: async (text: string): Promise<ParsedText> => {
    const { value, error } = (await import('./parse-source.js')).parseSource(text);
    return error ? { value: undefined, error } : { value };
  },
});

/**
 * A batch of the spec's Markdown descriptions as HTML, through the site's processor: batches are
 * cut by their texts (describe.ts), so a changed description makes its batch again, and only it.
 */
export const descriptions = stage({
  name: 'descriptions',
  run: async (
    { texts, baseUrl, language }: { texts: string[]; baseUrl: string; language: ReferenceLanguage },
    { services },
  ) =>
    (await import('./describe.js')).processDescriptions(
      services.processor,
      baseUrl,
      texts,
      language,
    ),
});

/** A group of descriptions rendered, a batch at a time, each batch through `descriptions`. */
async function rendered(
  texts: readonly string[],
  baseUrl: string,
  language: ReferenceLanguage,
  get: StageContext['get'],
): Promise<Map<string, SafeHtml>> {
  return (await import('./describe.js')).renderMarkdown(texts, (batch) =>
    get(descriptions, { texts: batch, baseUrl, language }),
  );
}

export interface ReferenceSettings {
  baseUrl: string;
  /** The config's `api.servers`, which replace the spec's. */
  servers: ResolvedConfig['api']['servers'];
  /** The site's language: the untagged operations' tag, the introduction's labels, the notes. */
  language: ReferenceLanguage;
}

/** The reference's outline, its head and the descriptions its parts share. */
export interface OutlineResult {
  outline: ReferenceOutline;
  head: ReferenceHead;
  shared: DescriptionMap;
  /** The ids the shared descriptions link to (each part's pages may show them). */
  sharedLinks: string[];
}

/**
 * What every part of the reference needs of the others (openapi/outline.ts), the introduction and
 * the tags' headings, and the descriptions of the nodes `$ref`s lead to: made again whenever the
 * spec changes (about 0.15 s for GitHub REST), named by its content, so that a part whose outline,
 * digest and shared descriptions are unchanged keeps its key, whatever else changed in the spec.
 */
export const referenceOutline = stage({
  name: 'api-outline',
  cutoff: true,
  run: async (
    { spec, settings }: { spec: LoadedSpec; settings: ReferenceSettings },
    { get },
  ): Promise<OutlineResult> => {
    const made = await import('./outline.js');
    const { referenceHead, partDescribe, partLinks } = await import('./reference.js');
    const words = referenceStrings(settings.language);
    const outline = made.referenceOutline(spec, settings.servers, words);
    const [intro, shared] = await Promise.all([
      rendered(outline.introTexts, settings.baseUrl, settings.language, get),
      rendered(outline.sharedTexts, settings.baseUrl, settings.language, get),
    ]);
    const head = referenceHead(spec.document, outline, { intro, shared }, settings.servers, words);
    const describe = partDescribe(new Map(), shared, head.redocAliases);
    return { outline, head, shared, sharedLinks: partLinks(shared.keys(), describe) };
  },
});

/** What a part's views are made of: the part, and what of the outline every part reads. */
export interface PartInput {
  part: ReferencePart;
  shared: DescriptionMap;
  settings: PartSettings;
  baseUrl: string;
  /**
   * Where the spec is. The document itself is not part of the key: `part.source` is the digest of
   * what the views read of it (spec-parts.ts), so a part whose content is unchanged is kept however
   * the rest of the spec changed.
   */
  spec: SpecInput;
}

/**
 * A part's views, with the ids its own descriptions and response links link to (a split page's
 * links follow them; the shared descriptions' are the outline's).
 */
export interface PartViews {
  operations: OperationView[];
  links: string[];
}

/**
 * What a part's views are made with: the dereferenced document, its descriptions (its own, then
 * the shared ones) and the own ones rendered (whose links its pages follow).
 */
async function partContext(
  input: { texts: readonly string[] } & Pick<PartInput, 'shared' | 'baseUrl' | 'spec'> & {
      redocAliases: PartSettings['redocAliases'];
      language: ReferenceLanguage;
    },
  get: StageContext['get'],
) {
  const made = await import('./reference.js');
  const { document } = await get(spec, input.spec);
  const own = await rendered(input.texts, input.baseUrl, input.language, get);
  const describe = made.partDescribe(own, input.shared, input.redocAliases);
  const links = (operations?: OperationView[]) => made.partLinks(own.keys(), describe, operations);
  return { made, document, describe, links };
}

/** The views of a part of the reference: a tag's operations, or the webhooks. */
export const referencePart = stage({
  name: 'api-part',
  run: async (input: PartInput, { get }): Promise<PartViews> => {
    const { made, document, describe, links } = await partContext(
      {
        ...input,
        texts: input.part.texts,
        redocAliases: input.settings.redocAliases,
        language: input.settings.language,
      },
      get,
    );
    const operations = made.partViews(document, input.part, describe, input.settings);
    return { operations, links: links(operations) };
  },
});

export interface SchemasInput {
  schemas: ReferenceOutline['schemas'];
  shared: DescriptionMap;
  settings: Pick<PartSettings, 'redocAliases' | 'componentDepth' | 'language'>;
  baseUrl: string;
  /** Where the spec is (`schemas.source` digests what the views read of it). */
  spec: SpecInput;
}

/** The Schemas section's views, with the ids their descriptions link to. */
export interface SchemasViews {
  schemas: ApiReference['schemas'];
  links: string[];
}

/** The Schemas section: every component schema's tree. */
export const referenceSchemas = stage({
  name: 'api-schemas',
  run: async (input: SchemasInput, { get }): Promise<SchemasViews> => {
    const { made, document, describe, links } = await partContext(
      {
        ...input,
        texts: input.schemas.texts,
        redocAliases: input.settings.redocAliases,
        language: input.settings.language,
      },
      get,
    );
    return {
      schemas: made.schemaViews(
        document,
        describe,
        input.settings.componentDepth,
        input.settings.language,
      ),
      links: links(),
    };
  },
});

/** The settings of a config the reference depends on. */
export const referenceSettings = (config: ResolvedConfig): ReferenceSettings => ({
  baseUrl: config.baseUrl,
  servers: config.api.servers,
  language: referenceLanguage(config),
});
