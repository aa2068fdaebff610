import type { RedocAliases } from '../../shared/redoc-anchors.js';
import type { ApiReference, OperationView, TagView } from '../../shared/api-view-models.js';
import type { ServerConfig } from '../config/types.js';
import { htmlLinkedIds } from '../util/fragment-links.js';
import { isObject, type JsonObject } from '../util/objects.js';
import {
  describeWith,
  renderMarkdown,
  type Describe,
  type DescriptionMap,
  type RenderMarkdown,
} from './describe.js';
import { aboutApi, externalDocsLink } from './external-links.js';
import type { LoadedSpec } from './load.js';
import { operationView, type OperationContext, type OperationSite } from './operations.js';
import {
  referenceOutline,
  serversOf,
  type ReferenceOutline,
  type ReferencePart,
} from './outline.js';
import { redocSectionAliases, withRedocLinks } from './redoc-anchors.js';
import { SchemaWalker } from './schema-tree.js';
import { securitySchemeKeys, securitySchemes } from './security.js';
import { serverView } from './servers.js';
import { referenceStrings, type ReferenceLanguage, type ReferenceStrings } from './strings.js';
import { assembleReference, partSettings } from './assemble.js';

const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

export interface ReferenceOptions {
  /** Renders the descriptions that are Markdown (with the site's sanitizing processor). */
  markdown: RenderMarkdown;
  /** Replaces the spec's `servers` (config `api.servers`). */
  servers?: ServerConfig[] | undefined;
  /** Levels of nested component schemas expanded inside an operation. @default COMPONENT_DEPTH */
  componentDepth?: number | undefined;
  /** The site's language (its locale and the config's `strings`); pt-BR when not given. */
  language?: ReferenceLanguage | undefined;
}

/** A tag as its section's heading shows it (TagView without its operations). */
export type TagHead = Omit<TagView, 'operations'>;

/**
 * What the reference shows around its parts: the introduction, each tag's heading, and Redoc's ids
 * (which every description's links may name).
 */
export type ReferenceHead = Pick<
  ApiReference,
  'title' | 'version' | 'descriptionHtml' | 'about' | 'servers' | 'securitySchemes' | 'redocAliases'
> & {
  /** Each tag of the outline's, in its order. */
  tags: TagHead[];
};

/** The rendered descriptions of the introduction and of the nodes every part shares. */
export interface HeadDescriptions {
  intro: DescriptionMap;
  shared: DescriptionMap;
}

/** The reference's head, from its outline and the descriptions of the introduction. */
export function referenceHead(
  document: JsonObject,
  outline: ReferenceOutline,
  rendered: HeadDescriptions,
  servers: ServerConfig[] | undefined,
  words: ReferenceStrings,
): ReferenceHead {
  const plain = describeWith(rendered.intro, rendered.shared);
  const declared = Array.isArray(document.tags) ? document.tags : [];
  const tagOf = (index: number | undefined): JsonObject =>
    index !== undefined && isObject(declared[index]) ? declared[index] : {};
  const info = isObject(document.info) ? document.info : {};
  const slugs = new Map(outline.tags.map((t) => [t.name, t]));
  // Redoc's ids of this reference; links written for Redoc (`#tag/Envelopes`) point at its own.
  const redocAliases = {
    ...redocSectionAliases({
      descriptionHtml: plain(info.description),
      securitySchemes: securitySchemeKeys(document),
      tags: outline.shownTags.map((name) => ({
        name,
        slug: slugs.get(name)!.slug,
        descriptionHtml: plain(tagOf(slugs.get(name)!.declared).description),
      })),
    }),
    ...outline.redocOperations,
  };
  const describe = withRedocLinks(plain, redocAliases);
  return {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    descriptionHtml: describe(info.description),
    about: aboutApi(document, words.about),
    servers: serversOf(document, servers).map((server) => serverView(server, describe)),
    securitySchemes: securitySchemes(document, describe, words),
    tags: outline.tags.map((t) => {
      const tag = tagOf(t.declared);
      return {
        pointer: t.pointer,
        name: t.name,
        slug: t.slug,
        descriptionHtml: t.declared === undefined ? '' : describe(tag.description),
        externalDocs: t.declared === undefined ? undefined : externalDocsLink(tag.externalDocs),
      };
    }),
    redocAliases,
  };
}

/** What a part's views read besides the spec: the outline's globals, already plain data. */
export interface PartSettings {
  /** The operations under `paths`, as links name them (ReferenceOutline.operations). */
  operations: ReferenceOutline['operations'];
  serverUrl: string | undefined;
  openAccessNote: string;
  redocAliases: RedocAliases;
  /** Levels of nested component schemas expanded inside an operation. @default COMPONENT_DEPTH */
  componentDepth: number | undefined;
  /** The site's language: the views' labels, notes and samples are written in it. */
  language: ReferenceLanguage;
}

/**
 * A part's descriptions as HTML, and the shared ones they fall back on (walkers of one document
 * given the same shared map share their component schemas' trees: schema-tree.ts).
 */
export interface PartDescribe {
  describe: Describe;
  shared: DescriptionMap;
}

/** Descriptions of a part: its own rendered, then the shared ones, links pointed at own ids. */
export const partDescribe = (
  own: DescriptionMap,
  shared: DescriptionMap,
  aliases: RedocAliases,
): PartDescribe => ({ describe: withRedocLinks(describeWith(own, shared), aliases), shared });

const componentSchemas = (document: JsonObject): JsonObject | undefined => {
  const components = isObject(document.components) ? document.components : {};
  return isObject(components.schemas) ? components.schemas : undefined;
};

/**
 * The views of a part's operations (a tag's, or the webhooks): parameters, bodies, responses,
 * callbacks and samples, each tree of component schemas walked once per part.
 */
export function partViews(
  document: JsonObject,
  part: Pick<ReferencePart, 'sites' | 'laterIds'>,
  describe: PartDescribe,
  settings: PartSettings,
): OperationView[] {
  const strings = referenceStrings(settings.language);
  const ctx: OperationContext = {
    document,
    describe: describe.describe,
    walker: new SchemaWalker(
      componentSchemas(document),
      describe.describe,
      settings.componentDepth,
      describe.shared,
      strings.schema,
    ),
    serverUrl: settings.serverUrl,
    operations: settings.operations,
    openAccessNote: settings.openAccessNote,
    strings,
    laterId: (site) => part.laterIds.get(site.pointer)!,
  };
  const paths = isObject(document.paths) ? document.paths : {};
  const webhooks = isObject(document.webhooks) ? document.webhooks : {};
  return part.sites.map((s) => {
    const site: OperationSite = {
      kind: s.kind,
      pathItem: (s.kind === 'webhook' ? webhooks : paths)[s.path] as JsonObject,
      path: s.path,
      method: s.method,
      pointer: s.pointer,
      idPrefix: s.kind === 'webhook' ? 'webhook-' : '',
      id: s.id,
    };
    return operationView(site, ctx);
  });
}

/**
 * The ids a part's pages link to (`#operation/x`, `#tag/x`, `#schema/X`, once its descriptions'
 * Redoc links are its own): those of the descriptions it has of its own and of its operations'
 * response links. Those of the shared descriptions are the outline's (`sharedLinks`).
 */
export function partLinks(
  own: Iterable<string>,
  describe: PartDescribe,
  operations: readonly OperationView[] = [],
): string[] {
  const targets = (ops: readonly OperationView[]): string[] =>
    ops.flatMap((op) => [
      ...op.responses.flatMap((r) => r.links.map((l) => l.targetHtml)),
      ...op.callbacks.flatMap((c) => targets(c.operations)),
    ]);
  return htmlLinkedIds([...[...own].map(describe.describe), ...targets(operations)]);
}

/** The Schemas section: every component schema's tree. */
export function schemaViews(
  document: JsonObject,
  describe: PartDescribe,
  componentDepth: number | undefined,
  language: ReferenceLanguage,
): ApiReference['schemas'] {
  const schemas = componentSchemas(document) ?? {};
  const walker = new SchemaWalker(
    schemas,
    describe.describe,
    componentDepth,
    describe.shared,
    referenceStrings(language).schema,
  );
  return Object.keys(schemas).map((name) => ({
    name,
    schema: walker.view(schemas[name], `#/components/schemas/${token(name)}`),
  }));
}

/**
 * The whole API reference as view models, made in one go from the same parts as the site's stages
 * make it (openapi/stages.ts): the outline, the descriptions, each part's views, the schemas.
 */
export async function buildApiReference(
  spec: LoadedSpec,
  options: ReferenceOptions,
): Promise<ApiReference> {
  const { document } = spec;
  const language = options.language ?? { locale: 'pt-BR', strings: undefined };
  const words = referenceStrings(language);
  const outline = referenceOutline(spec, options.servers, words);
  const [intro, shared] = await Promise.all([
    renderMarkdown(outline.introTexts, options.markdown),
    renderMarkdown(outline.sharedTexts, options.markdown),
  ]);
  const head = referenceHead(document, outline, { intro, shared }, options.servers, words);
  const settings = partSettings(outline, head, options.componentDepth, language);
  const views = async (part: Pick<ReferencePart, 'sites' | 'laterIds' | 'texts'>) => {
    const own = await renderMarkdown(part.texts, options.markdown);
    return partViews(document, part, partDescribe(own, shared, head.redocAliases), settings);
  };
  const [tags, webhooks, schemas] = await Promise.all([
    Promise.all(outline.tags.map((t) => views(t.part))),
    views(outline.webhooks),
    renderMarkdown(outline.schemas.texts, options.markdown).then((own) =>
      schemaViews(
        document,
        partDescribe(own, shared, head.redocAliases),
        options.componentDepth,
        language,
      ),
    ),
  ]);
  return assembleReference({
    head,
    tags,
    webhooks,
    schemas,
    operationCount: outline.operationCount,
    split: options.componentDepth !== undefined,
  });
}
