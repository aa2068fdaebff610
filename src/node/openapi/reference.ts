import { collectDescriptions, renderDescriptions, type RenderMarkdown } from './describe.js';
import { createIdRegistry, createTagSlugger } from './ids.js';
import type { LoadedSpec } from './load.js';
import {
  givenOperationId,
  operationIdOf,
  operationView,
  pathItemSites,
  type OperationContext,
  type OperationIndex,
  type OperationSite,
} from './operations.js';
import { SchemaWalker } from './schema-tree.js';
import { openAccessNote, securitySchemeKeys, securitySchemes } from './security.js';
import { redocOperationAliases, redocSectionAliases, withRedocLinks } from './redoc-anchors.js';
import type { RedocAliases } from '../../shared/redoc-anchors.js';
import { aboutApi, externalDocsLink } from './external-links.js';
import { serverUrlWithDefaults, serverView } from './servers.js';
import type { ApiReference, OperationView, TagView } from '../../shared/api-view-models.js';
import type { ServerConfig } from '../config/types.js';
import { isObject, type JsonObject } from '../util/objects.js';

const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

/** Tag of operations that name none; with no tags at all it is the only group. */
export const UNTAGGED = 'Operações';

export interface ReferenceOptions {
  /** Renders the descriptions that are Markdown (with the site's sanitizing processor). */
  markdown: RenderMarkdown;
  /** Replaces the spec's `servers` (config `api.servers`). */
  servers?: ServerConfig[] | undefined;
  /** Levels of nested component schemas expanded inside an operation. @default COMPONENT_DEPTH */
  componentDepth?: number | undefined;
}

/** Operations under `paths`, counted without building anything (decides the page split). */
export function countOperations(document: JsonObject): number {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).reduce(
    (n, [path, item]) => n + pathItemSites(item, path, '', 'operation', '').length,
    0,
  );
}

/**
 * The API's servers: `api.servers` from the config, else the spec's; none when neither gives one
 * (the samples' URLs are then relative, and the reference says so).
 */
function serversOf(document: JsonObject, override: ReferenceOptions['servers']): JsonObject[] {
  return (
    override?.map((server): JsonObject => ({ ...server })) ??
    (Array.isArray(document.servers) ? document.servers.filter(isObject) : [])
  );
}

/** The operations under `paths` as links name them: by pointer and by id. */
function operationIndex(sites: readonly SiteOfPath[]): OperationIndex {
  const targets = sites.map(({ site }) => ({
    pointer: site.pointer,
    target: { id: site.id, method: site.method, path: site.path },
  }));
  return {
    byPointer: new Map(targets.map((t) => [t.pointer, t.target])),
    byId: new Map(targets.map((t) => [t.target.id, t.target])),
  };
}

const declaredTags = (document: JsonObject): JsonObject[] =>
  (Array.isArray(document.tags) ? document.tags : []).filter(isObject);

/** A declared tag's name, as operations name it (a non-string name read as text). */
const tagName = (tag: JsonObject): string => String(tag.name ?? '');

/**
 * Each tag's slug: tags in spec order, then tags only operations name (as their first), then the
 * untagged group; a name given twice keeps its first.
 */
function tagSlugs(document: JsonObject, firstTags: string[]): Map<string, string> {
  const slug = createTagSlugger();
  const slugs = new Map<string, string>();
  for (const name of [...declaredTags(document).map(tagName), ...firstTags])
    if (!slugs.has(name)) slugs.set(name, slug(name));
  return slugs;
}

/**
 * Tags in spec order, then tags only operations name, then the untagged group; each operation in
 * its first tag.
 */
function groupByTag(
  document: JsonObject,
  operations: { view: OperationView; tags: string[] }[],
  slugs: Map<string, string>,
  describe: (t: unknown) => string,
): TagView[] {
  const tags = new Map<string, TagView>();
  declaredTags(document).forEach((t, i) => {
    const name = tagName(t);
    if (!tags.has(name))
      tags.set(name, {
        pointer: `#/tags/${i}`,
        name,
        slug: slugs.get(name)!,
        descriptionHtml: describe(t.description),
        externalDocs: externalDocsLink(t.externalDocs),
        operations: [],
      });
  });
  for (const { view, tags: names } of operations) {
    const name = names[0] ?? UNTAGGED;
    let tag = tags.get(name);
    if (!tag)
      tags.set(
        name,
        (tag = {
          pointer: view.pointer,
          name,
          slug: slugs.get(name)!,
          descriptionHtml: '',
          externalDocs: undefined,
          operations: [],
        }),
      );
    tag.operations.push(view);
  }
  return [...tags.values()].filter((t) => t.operations.length > 0);
}

interface SiteOfPath {
  site: OperationSite & { id: string };
  tags: string[];
}

/** The Redoc ids of a reference that are not its own (redoc-anchors.ts). */
function redocIdsOf(
  document: JsonObject,
  reference: {
    sites: SiteOfPath[];
    slugs: Map<string, string>;
    shownTags: Set<string>;
    rendered: (text: unknown) => string;
  },
): RedocAliases {
  const { sites, slugs, shownTags, rendered } = reference;
  const info = isObject(document.info) ? document.info : {};
  // A name given twice keeps its first tag, as groupByTag does.
  const declared = new Map<string, JsonObject>();
  for (const t of declaredTags(document))
    if (!declared.has(tagName(t))) declared.set(tagName(t), t);
  return {
    ...redocSectionAliases({
      descriptionHtml: rendered(info.description),
      securitySchemes: securitySchemeKeys(document),
      tags: [...shownTags].map((name) => ({
        name,
        slug: slugs.get(name)!,
        descriptionHtml: rendered(declared.get(name)?.description),
      })),
    }),
    ...redocOperationAliases(
      sites.map(({ site, tags }) => ({
        id: site.id,
        hasOperationId: givenOperationId(site) !== undefined,
        pointer: site.pointer.slice(1),
        tags,
      })),
      shownTags,
    ),
  };
}

/**
 * The whole API reference as view models: descriptions rendered once up front, then one pass over
 * paths, webhooks and component schemas.
 */
export async function buildApiReference(
  spec: LoadedSpec,
  options: ReferenceOptions,
): Promise<ApiReference> {
  const document = spec.document;
  const uniqueId = createIdRegistry();
  // The operations' ids are given out first (in spec order, as the pages list them), so that the
  // descriptions' links to them can be read before their views are made.
  const paths = isObject(document.paths) ? document.paths : {};
  const sites: SiteOfPath[] = Object.entries(paths).flatMap(([path, item]) =>
    pathItemSites(item, path, `#/paths/${token(path)}`, 'operation', '').map((site) => {
      const tags = (site.pathItem[site.method] as JsonObject).tags;
      return {
        site: { ...site, id: uniqueId(operationIdOf(site)) },
        tags: Array.isArray(tags) ? tags.map(String) : [],
      };
    }),
  );
  const firstTags = sites.map((s) => s.tags[0] ?? UNTAGGED);
  const slugs = tagSlugs(document, firstTags);
  const shownTags = new Set(firstTags);
  const info = isObject(document.info) ? document.info : {};
  // The config's servers (`api.servers`) are described in Markdown too.
  const texts = collectDescriptions([document, options.servers ?? []]);
  const rendered = await renderDescriptions(texts, options.markdown);
  // Redoc's ids of this reference; links written for Redoc (`#tag/Envelopes`) point at its own.
  const redocIds = redocIdsOf(document, { sites, slugs, shownTags, rendered });
  const describe = withRedocLinks(rendered, redocIds);
  const components = isObject(document.components) ? document.components : {};
  const walker = new SchemaWalker(
    isObject(components.schemas) ? components.schemas : undefined,
    describe,
    options.componentDepth,
  );
  const servers = serversOf(document, options.servers);
  const ctx: OperationContext = {
    document,
    describe,
    walker,
    serverUrl: servers[0] ? serverUrlWithDefaults(servers[0]) : undefined,
    operations: operationIndex(sites),
    openAccessNote: openAccessNote(document),
    uniqueId,
  };

  const operations = sites.map(({ site, tags }) => ({ view: operationView(site, ctx), tags }));
  const webhooks = Object.entries(isObject(document.webhooks) ? document.webhooks : {}).flatMap(
    ([name, item]) =>
      pathItemSites(item, name, `#/webhooks/${token(name)}`, 'webhook', 'webhook-').map((site) =>
        operationView(site, ctx),
      ),
  );
  return {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    descriptionHtml: describe(info.description),
    about: aboutApi(document),
    servers: servers.map((server) => serverView(server, describe)),
    securitySchemes: securitySchemes(document, describe),
    tags: groupByTag(document, operations, slugs, describe),
    webhooks,
    schemas: Object.keys(isObject(components.schemas) ? components.schemas : {}).map((name) => ({
      name,
      schema: walker.view(
        (components.schemas as JsonObject)[name],
        `#/components/schemas/${token(name)}`,
      ),
    })),
    operationCount: operations.length,
    split: options.componentDepth !== undefined,
    redocAliases: redocIds,
  };
}
