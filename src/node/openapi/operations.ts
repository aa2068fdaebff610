import type { Describe } from './describe.js';
import { exampleText, mediaExamples, namedExamples } from './examples.js';
import { externalDocsLink } from './external-links.js';
import { generatedOperationId } from './ids.js';
import { jsonText } from './schema-labels.js';
import type { SchemaWalker } from './schema-tree.js';
import { samplesOf } from './operation-samples.js';
import { directed } from './directed.js';
import { responseLinks } from './links.js';
import { ownServers, serverView } from './servers.js';
import { uniqueLabels } from './variants.js';
import { statusText } from './status-text.js';
import type {
  HttpMethod,
  MediaView,
  OperationView,
  ParameterView,
  ResponseExampleView,
  ResponseView,
} from '../../shared/api-view-models.js';
import { HTTP_METHODS } from '../../shared/api-view-models.js';
import type { ReferenceStrings } from './strings.js';
import { isObject, type JsonObject } from '../util/objects.js';

const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

const LOCATIONS = [
  { location: 'path', label: 'pathParameters' },
  { location: 'query', label: 'queryParameters' },
  { location: 'header', label: 'headerParameters' },
  { location: 'cookie', label: 'cookieParameters' },
] as const;

export interface OperationContext {
  document: JsonObject;
  describe: Describe;
  walker: SchemaWalker;
  /**
   * The API's first server, its variables at their defaults: where the samples send requests;
   * undefined when the spec declares none (the samples' URLs are relative).
   */
  serverUrl: string | undefined;
  /** The operations under `paths`, by pointer (`#/paths/~1pets/get`) and id: links lead there. */
  operations: OperationIndex;
  /** What an operation without security requirements says (see `openAccessNote`). */
  openAccessNote: string;
  /** The reference's strings, in the site's language. */
  strings: ReferenceStrings;
  /**
   * The id of a callback's or a webhook's operation: unique on the page, given out (by the outline,
   * outline.ts) after every operation's under `paths`.
   */
  laterId: (site: OperationSite) => string;
}

/** An operation as a link to it names it. */
export interface OperationTarget {
  id: string;
  method: HttpMethod;
  path: string;
}

export interface OperationIndex {
  byPointer: ReadonlyMap<string, OperationTarget>;
  byId: ReadonlyMap<string, OperationTarget>;
}

/** Where an operation sits: `/paths/~1v1~1me/get`, a webhook or a callback. */
export interface OperationSite {
  kind: OperationView['kind'];
  pathItem: JsonObject;
  path: string;
  method: HttpMethod;
  pointer: string;
  /** Prefix of generated ids, for webhooks and callbacks (`webhook-`, `<parent>-`). */
  idPrefix: string;
  /** The operation's id when it was given out before its view is made (operationIdOf). */
  id?: string | undefined;
}

/** The operationId the spec gives the operation, if any (an empty one is none). */
export function givenOperationId(site: OperationSite): string | undefined {
  const { operationId } = site.pathItem[site.method] as JsonObject;
  return typeof operationId === 'string' && operationId ? operationId : undefined;
}

/** The operation's id before it is made unique: its operationId, else one from method and path. */
export function operationIdOf(site: OperationSite): string {
  return givenOperationId(site) ?? site.idPrefix + generatedOperationId(site.method, site.path);
}

function parameterView(
  p: JsonObject,
  pointer: string,
  ctx: OperationContext,
  location?: ParameterView['location'],
): ParameterView {
  const media = isObject(p.content) ? Object.values(p.content).find(isObject) : undefined;
  const schema = isObject(p.schema) ? p.schema : media?.schema;
  return {
    pointer,
    name: String(p.name ?? ''),
    location: location ?? (p.in as ParameterView['location']),
    required: p.required === true || p.in === 'path',
    deprecated: p.deprecated === true,
    descriptionHtml: ctx.describe(p.description),
    schema: isObject(schema) ? ctx.walker.view(schema, `${pointer}/schema`) : undefined,
    example: 'example' in p ? jsonText(p.example) : undefined,
    examples: namedExamples(p.examples).map((e) => ({
      label: e.label,
      descriptionHtml: ctx.describe(e.description),
      value: jsonText(e.value),
    })),
  };
}

/** Path-level parameters, overridden by the operation's own with the same name and location. */
function mergedParameters(
  site: OperationSite,
  op: JsonObject,
): { p: JsonObject; pointer: string }[] {
  const own = (Array.isArray(op.parameters) ? op.parameters : [])
    .filter(isObject)
    .map((p, i) => ({ p, pointer: `${site.pointer}/parameters/${i}` }));
  const base = site.pointer.replace(/\/[^/]+$/, '');
  const shared = (Array.isArray(site.pathItem.parameters) ? site.pathItem.parameters : [])
    .filter(isObject)
    .map((p, i) => ({ p, pointer: `${base}/parameters/${i}` }))
    .filter(({ p }) => !own.some((o) => o.p.name === p.name && o.p.in === p.in));
  return [...shared, ...own];
}

function contents(
  content: unknown,
  pointer: string,
  ctx: OperationContext,
  direction: 'request' | 'response',
): MediaView[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => ({
    mediaType,
    schema:
      isObject(media) && isObject(media.schema)
        ? directed(
            ctx.walker.view(media.schema, `${pointer}/content/${token(mediaType)}/schema`),
            direction,
          )
        : undefined,
  }));
}

/**
 * Which way a message goes, for readOnly (only the API sends it) and writeOnly (only a client
 * does): an operation's request is a client's and its responses the API's; a webhook's or
 * callback's request is the API's (the payload it sends) and its responses the subscriber's.
 */
function directions(kind: OperationView['kind']) {
  return kind === 'operation'
    ? ({ body: 'request', responses: 'response' } as const)
    : ({ body: 'response', responses: 'request' } as const);
}

/** The most characters of an example's name its response tab shows. */
const TAB_LABEL_MAX = 22;

/**
 * A name cut for a tab, at a word, with an ellipsis: a tab row of a narrow panel holds the other
 * statuses too ("401 · Token de acesso inválido ou expirado (mensagens ilustrativas: …)" pushed
 * 403 and 422 out of view). The panel shows the whole name.
 */
export function shortLabel(text: string, max = TAB_LABEL_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= max / 2 ? cut.slice(0, space) : text.slice(0, max);
  return `${head.replace(/[\s,;:·(–—-]+$/u, '')}…`;
}

function responses(
  op: JsonObject,
  pointer: string,
  ctx: OperationContext,
  direction: 'request' | 'response',
): { views: ResponseView[]; examples: ResponseExampleView[] } {
  const views: ResponseView[] = [];
  const examples: ResponseExampleView[] = [];
  for (const [status, r] of Object.entries(isObject(op.responses) ? op.responses : {})) {
    if (!isObject(r)) continue;
    const at = `${pointer}/responses/${token(status)}`;
    const headers = Object.entries(isObject(r.headers) ? r.headers : {}).flatMap(([name, h]) =>
      isObject(h)
        ? [parameterView({ ...h, name }, `${at}/headers/${token(name)}`, ctx, 'header')]
        : [],
    );
    views.push({
      pointer: at,
      status,
      statusText: statusText(status, ctx.strings.status),
      descriptionHtml: ctx.describe(r.description),
      headers,
      contents: contents(r.content, at, ctx, direction),
      links: responseLinks(r.links, at, ctx),
    });
    examples.push(...responseExamples(status, r.content, direction, ctx));
  }
  return { views, examples };
}

/**
 * A response's examples: every one of its first media type (generated from the schema when it
 * gives none), then those the spec writes for each other media type, labelled by it.
 */
function responseExamples(
  status: string,
  content: unknown,
  direction: 'request' | 'response',
  ctx: OperationContext,
): ResponseExampleView[] {
  const media = Object.entries(isObject(content) ? content : {}).filter(
    (entry): entry is [string, JsonObject] => isObject(entry[1]),
  );
  const found = media.flatMap(([mediaType, m], i) =>
    mediaExamples(m, direction, ctx.document, ctx.strings)
      .filter((ex) => i === 0 || !ex.generated)
      .map((ex) => ({
        mediaType,
        label: i === 0 ? ex.label : ex.key ? `${ex.label} (${mediaType})` : mediaType,
        value: ex.value,
      })),
  );
  const labels = uniqueLabels(found.map((ex) => ex.label));
  return found.map((ex, i) => {
    const label = labels[i]!;
    const named = label !== ctx.strings.samples.example && label !== ctx.strings.samples.generated;
    return {
      status,
      mediaType: ex.mediaType,
      label,
      title: named ? `${status} · ${label}` : status,
      tab: named ? `${status} · ${shortLabel(label)}` : status,
      lang: ex.mediaType.includes('json') ? 'json' : 'text',
      code: exampleText(ex.value),
    };
  });
}

/**
 * An operation's security requirements (its own, else the document's), each a list of schemes
 * that must all hold; any one requirement will do.
 */
export function securityRequirements(
  op: JsonObject,
  document: JsonObject,
): { scheme: string; scopes: string[] }[][] {
  const list = Array.isArray(op.security)
    ? op.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  return list.filter(isObject).map((req) =>
    Object.entries(req).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    })),
  );
}

/**
 * The view model of one operation: parameters, body, responses, callbacks and precomputed samples.
 */
export function operationView(site: OperationSite, ctx: OperationContext): OperationView {
  const op = site.pathItem[site.method] as JsonObject;
  const params = mergedParameters(site, op);
  const views = params.map(({ p, pointer }) => parameterView(p, pointer, ctx));
  const body = isObject(op.requestBody) ? op.requestBody : undefined;
  const sent = directions(site.kind);
  const { views: responseViews, examples } = responses(op, site.pointer, ctx, sent.responses);
  const security: OperationView['security'] = securityRequirements(op, ctx.document).flat();
  const id = site.id ?? ctx.laterId(site);
  const servers = ownServers(op, site.pathItem);
  return {
    pointer: site.pointer,
    id,
    kind: site.kind,
    method: site.method,
    path: site.path,
    summary: typeof op.summary === 'string' ? op.summary : '',
    descriptionHtml: ctx.describe(op.description),
    deprecated: op.deprecated === true,
    servers: servers.map((server) => serverView(server, ctx.describe)),
    security,
    openAccessNote: ctx.openAccessNote,
    parameterGroups: LOCATIONS.map(({ location, label }) => ({
      location,
      label: ctx.strings.operation[label],
      parameters: views.filter((v) => v.location === location),
    })).filter((g) => g.parameters.length > 0),
    requestBody: body
      ? {
          pointer: `${site.pointer}/requestBody`,
          required: body.required === true,
          descriptionHtml: ctx.describe(body.description),
          contents: contents(body.content, `${site.pointer}/requestBody`, ctx, sent.body),
        }
      : undefined,
    responses: responseViews,
    callbacks: callbacks(op, site, id, ctx),
    ...samplesOf(site, op, { params, body, security, servers }, ctx),
    responseExamples: examples,
    externalDocs: externalDocsLink(op.externalDocs),
  };
}

/** Every operation of a path item, in method order. */
export function pathItemSites(
  pathItem: unknown,
  path: string,
  pointer: string,
  kind: OperationView['kind'],
  idPrefix: string,
): OperationSite[] {
  if (!isObject(pathItem)) return [];
  return HTTP_METHODS.filter((m) => isObject(pathItem[m])).map((method) => ({
    kind,
    pathItem,
    path,
    method,
    pointer: `${pointer}/${method}`,
    idPrefix,
  }));
}

/**
 * The operations of an operation's callbacks, in order (by name, then expression, then method):
 * the order their ids are given out in, after their operation's.
 */
export function callbackSites(
  op: JsonObject,
  site: OperationSite,
  parentId: string,
): { name: string; sites: OperationSite[] }[] {
  return Object.entries(isObject(op.callbacks) ? op.callbacks : {}).flatMap(([name, cb]) => {
    if (!isObject(cb)) return [];
    const at = `${site.pointer}/callbacks/${token(name)}`;
    const sites = Object.entries(cb).flatMap(([expression, item]) =>
      pathItemSites(
        item,
        expression,
        `${at}/${token(expression)}`,
        'callback',
        `${parentId}-${name}-`,
      ),
    );
    return [{ name, sites }];
  });
}

function callbacks(
  op: JsonObject,
  site: OperationSite,
  parentId: string,
  ctx: OperationContext,
): OperationView['callbacks'] {
  return callbackSites(op, site, parentId).map(({ name, sites }) => ({
    name,
    operations: sites.map((s) => operationView(s, ctx)),
  }));
}
