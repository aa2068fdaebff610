import type { HttpMethod, OperationView } from '../../shared/api-view-models.js';
import type { ServerConfig } from '../config/types.js';
import { sha256 } from '../sha256.js';
import { isObject, type JsonObject } from '../util/objects.js';
import { collectDescriptions } from './describe.js';
import { createIdRegistry, createTagSlugger } from './ids.js';
import type { LoadedSpec } from './load.js';
import {
  callbackSites,
  givenOperationId,
  operationIdOf,
  pathItemSites,
  type OperationIndex,
  type OperationSite,
  type OperationTarget,
} from './operations.js';
import { redocOperationAliases } from './redoc-anchors.js';
import type { RedocAliases } from '../../shared/redoc-anchors.js';
import { openAccessNote } from './security.js';
import { serverUrlWithDefaults } from './servers.js';
import { referenceStrings, type ReferenceStrings } from './strings.js';
import { SpecParts } from './spec-parts.js';

const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

/** An operation of a part, where it is in the spec and its id (plain data). */
export interface OutlineSite {
  kind: Extract<OperationView['kind'], 'operation' | 'webhook'>;
  /** Its path, or its webhook's name. */
  path: string;
  method: HttpMethod;
  pointer: string;
  id: string;
}

/**
 * A part of the reference whose view models are made on their own: a tag's operations, or the
 * webhooks. Plain data, keyed by content: `source` changes only when what the part reads of the
 * spec does.
 */
export interface ReferencePart {
  sites: OutlineSite[];
  /** The ids of the operations of its callbacks, by pointer (given out after the paths'). */
  laterIds: Map<string, string>;
  /** What the part reads of the spec, as a digest (spec-parts.ts), the spec's global parts too. */
  source: string;
  /** The descriptions written in the part and in no node a `$ref` leads to. */
  texts: string[];
}

/** A tag the reference shows (one that holds an operation), with its operations as a part. */
export interface OutlineTag {
  name: string;
  slug: string;
  /** `#/tags/<i>` for a declared tag, else its first operation's pointer. */
  pointer: string;
  /** Its index in `tags`, when the spec declares it. */
  declared: number | undefined;
  part: ReferencePart;
}

/**
 * What every part of the reference needs to know of the others, read off the spec without making
 * any view: the operations' ids (given out in spec order before any description is read, so that
 * links to them can be made anywhere), the tags and the operations each holds, which descriptions
 * each part has of its own and which are shared (written in nodes `$ref`s lead to), and what each
 * part reads of the spec, as a digest.
 */
export interface ReferenceOutline {
  /** The operations under `paths`, as links name them (by pointer and by id). */
  operations: OperationIndex;
  /** How many operations there are under `paths` (decides the page split). */
  operationCount: number;
  tags: OutlineTag[];
  webhooks: ReferencePart;
  /** The Schemas section: the component schemas' names, and what it reads of the spec. */
  schemas: { names: string[]; source: string; texts: string[] };
  /** Descriptions of the introduction: the API's, the tags', the servers', the schemes'. */
  introTexts: string[];
  /** Descriptions of the nodes `$ref`s lead to (components, mostly), shared by the parts. */
  sharedTexts: string[];
  /** The tags operations name first, in the order they first do (Redoc's ids of tags). */
  shownTags: string[];
  /** Redoc's ids of operations without an operationId, and of tags no operation names first. */
  redocOperations: RedocAliases;
  /** The API's first server, its variables at their defaults: where samples send requests. */
  serverUrl: string | undefined;
  /** What an operation without security requirements says. */
  openAccessNote: string;
}

const declaredTags = (document: JsonObject): JsonObject[] =>
  (Array.isArray(document.tags) ? document.tags : []).filter(isObject);

/** A declared tag's name, as operations name it (a non-string name read as text). */
const tagName = (tag: JsonObject): string => String(tag.name ?? '');

/**
 * The API's servers: `api.servers` from the config, else the spec's; none when neither gives one
 * (the samples' URLs are then relative, and the reference says so).
 */
export function serversOf(
  document: JsonObject,
  override: ServerConfig[] | undefined,
): JsonObject[] {
  return (
    override?.map((server): JsonObject => ({ ...server })) ??
    (Array.isArray(document.servers) ? document.servers.filter(isObject) : [])
  );
}

interface PathSite {
  site: OperationSite & { id: string };
  tags: string[];
}

/**
 * The ids of callbacks' and webhooks' operations, by pointer: given out after every operation's
 * under `paths`, in the order the views are made (each operation's callbacks after it, the
 * webhooks last), as the one registry of the page does.
 */
function laterIds(
  sites: readonly PathSite[],
  webhooks: readonly OperationSite[],
  uniqueId: (id: string) => string,
): Map<string, string> {
  const ids = new Map<string, string>();
  const give = (site: OperationSite, id: string) => {
    const op = site.pathItem[site.method] as JsonObject;
    for (const { sites: inner } of callbackSites(op, site, id))
      for (const s of inner) {
        const made = uniqueId(operationIdOf(s));
        ids.set(s.pointer, made);
        give(s, made);
      }
  };
  for (const { site } of sites) give(site, site.id);
  for (const site of webhooks) {
    const id = uniqueId(operationIdOf(site));
    ids.set(site.pointer, id);
    give(site, id);
  }
  return ids;
}

/** The operations under `paths` as links name them: by pointer and by id. */
function operationIndex(sites: readonly PathSite[]): OperationIndex {
  const targets = sites.map(({ site }) => ({
    pointer: site.pointer,
    target: { id: site.id, method: site.method, path: site.path } satisfies OperationTarget,
  }));
  return {
    byPointer: new Map(targets.map((t) => [t.pointer, t.target])),
    byId: new Map(targets.map((t) => [t.target.id, t.target])),
  };
}

/** The pointers under `prefix` in `ids`: a part's own callbacks' ids. */
const idsUnder = (ids: ReadonlyMap<string, string>, prefixes: readonly string[]) =>
  new Map([...ids].filter(([pointer]) => prefixes.some((p) => pointer.startsWith(`${p}/`))));

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
 * The introduction's nodes: the root's fields but paths, webhooks and components (the API's
 * description, tags, servers, security), and the security schemes.
 */
const introPointers = (source: JsonObject): string[] => [
  ...Object.keys(source)
    .filter((key) => key !== 'paths' && key !== 'webhooks' && key !== 'components')
    .map((key) => `/${token(key)}`),
  '/components/securitySchemes',
];

/**
 * What every view may read of the spec besides its own part: the introduction's nodes (security
 * requirements, schemes, servers) and the components' names (a schema is named by its component).
 */
function globalParts(parts: SpecParts, source: JsonObject): string {
  const intro = parts.part(introPointers(source)).digest;
  // Which component is which object once dereferenced: each name, and where a bare `$ref` leads.
  const components = isObject(source.components) ? source.components : {};
  const names = Object.entries(components).map(([section, entries]) => [
    section,
    Object.entries(isObject(entries) ? entries : {}).map(([name, value]) => [
      name,
      isObject(value) && typeof value.$ref === 'string' ? value.$ref : '',
    ]),
  ]);
  return sha256(`${intro}\n${JSON.stringify(names)}`);
}

/**
 * The reference's outline (see ReferenceOutline): the operations in spec order, each in its first
 * tag, its id given out as the one page's registry gives them; each tag's part and the webhooks'
 * with what they read of the spec.
 */
export function referenceOutline(
  spec: Pick<LoadedSpec, 'file' | 'source' | 'document' | 'parsedFiles'>,
  servers: ServerConfig[] | undefined,
  words: ReferenceStrings = referenceStrings(),
): ReferenceOutline {
  const document = spec.document;
  const uniqueId = createIdRegistry();
  const paths = isObject(document.paths) ? document.paths : {};
  const sites: PathSite[] = Object.entries(paths).flatMap(([path, item]) =>
    pathItemSites(item, path, `#/paths/${token(path)}`, 'operation', '').map((site) => {
      const tags = (site.pathItem[site.method] as JsonObject).tags;
      return {
        site: { ...site, id: uniqueId(operationIdOf(site)) },
        tags: Array.isArray(tags) ? tags.map(String) : [],
      };
    }),
  );
  const hooks = Object.entries(isObject(document.webhooks) ? document.webhooks : {}).flatMap(
    ([name, item]) => pathItemSites(item, name, `#/webhooks/${token(name)}`, 'webhook', 'webhook-'),
  );
  const later = laterIds(sites, hooks, uniqueId);
  // Operations of no tag are shown under one of the reference's own.
  const firstTags = sites.map((s) => s.tags[0] ?? words.page.untagged);
  const slugs = tagSlugs(document, firstTags);
  const parts = new SpecParts(spec);
  const globals = globalParts(parts, spec.source);

  // Tags in spec order, then tags only operations name; each operation in its first tag.
  const grouped = new Map<string, { declared: number | undefined; sites: PathSite[] }>();
  declaredTags(document).forEach((t, i) => {
    if (!grouped.has(tagName(t))) grouped.set(tagName(t), { declared: i, sites: [] });
  });
  sites.forEach((s, i) => {
    const name = firstTags[i]!;
    let tag = grouped.get(name);
    if (!tag) grouped.set(name, (tag = { declared: undefined, sites: [] }));
    tag.sites.push(s);
  });
  const partOf = (
    of: readonly OperationSite[],
    ids: (site: OperationSite) => string,
    pointers: readonly string[],
  ): ReferencePart => {
    const plain = of.map(
      (site): OutlineSite => ({
        kind: site.kind as OutlineSite['kind'],
        path: site.path,
        method: site.method,
        pointer: site.pointer,
        id: ids(site),
      }),
    );
    const content = parts.part(pointers, `${globals}\n${JSON.stringify(plain)}`);
    return {
      sites: plain,
      laterIds: idsUnder(
        later,
        of.map((s) => s.pointer),
      ),
      source: content.digest,
      texts: content.texts,
    };
  };
  const tags: OutlineTag[] = [...grouped]
    .filter(([, tag]) => tag.sites.length > 0)
    .map(([name, tag]) => ({
      name,
      slug: slugs.get(name)!,
      pointer: tag.declared === undefined ? tag.sites[0]!.site.pointer : `#/tags/${tag.declared}`,
      declared: tag.declared,
      part: partOf(
        tag.sites.map((s) => s.site),
        (site) => (site as PathSite['site']).id,
        [...new Set(tag.sites.map((s) => `/paths/${token(s.site.path)}`))],
      ),
    }));
  const webhooks = partOf(
    hooks,
    (site) => later.get(site.pointer)!,
    hooks.length > 0 ? ['/webhooks'] : [],
  );
  const components = isObject(document.components) ? document.components : {};
  const schemaNames = Object.keys(isObject(components.schemas) ? components.schemas : {});
  // Each schema a node of its own: the same nodes as tags' $refs lead to, read once.
  const schemas = parts.part(
    schemaNames.map((name) => `/components/schemas/${token(name)}`),
    globals,
  );
  const intro = parts.part(introPointers(spec.source));
  const shared = [...parts.referenced];
  const sharedSet = new Set(shared);
  const ownOnly = (texts: readonly string[]) =>
    [...new Set(texts)].filter((t) => !sharedSet.has(t));
  for (const tag of tags) tag.part.texts = ownOnly(tag.part.texts);
  webhooks.texts = ownOnly(webhooks.texts);
  const shownTags = new Set(firstTags);
  const first = serversOf(document, servers)[0];
  return {
    operations: operationIndex(sites),
    operationCount: sites.length,
    tags,
    webhooks,
    schemas: { names: schemaNames, source: schemas.digest, texts: ownOnly(schemas.texts) },
    introTexts: ownOnly([...intro.texts, ...collectDescriptions(servers ?? [])]),
    sharedTexts: shared,
    shownTags: [...shownTags],
    redocOperations: redocOperationAliases(
      sites.map(({ site, tags: names }) => ({
        id: site.id,
        hasOperationId: givenOperationId(site) !== undefined,
        pointer: site.pointer.slice(1),
        tags: names,
      })),
      shownTags,
    ),
    serverUrl: first ? serverUrlWithDefaults(first) : undefined,
    openAccessNote: openAccessNote(document, words),
  };
}
