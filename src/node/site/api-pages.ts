import { TRY_IT_FILE } from '../../shared/try-it.js';
import { withBase } from '../../shared/urls.js';
import type { ApiPageModel } from '../../shared/view-models.js';
import type { Frame } from './frame.js';
import { anchors } from '../openapi/ids.js';
import { packParts } from './api-parts.js';
import { operationWeight } from './api-weight.js';
import type {
  ApiNavTag,
  ApiPageView,
  ApiReference,
  OperationView,
  SchemaView,
  TagView,
} from '../../shared/api-view-models.js';

export interface ApiPagesOptions {
  /** Route of the reference, e.g. `/api/`. */
  route: string;
  baseUrl: string;
  /** More operations than this split the reference into one page per tag (so does `oversized`). */
  splitThreshold: number;
  /** Whether `openapi.yaml` is offered beside `openapi.json` (the spec is written in YAML). */
  yamlDownload: boolean;
  /** Whether each operation gets the "Experimentar" console (`api.tryIt`). @default false */
  tryIt?: boolean | undefined;
  /** Head and chrome of a route (frame.ts). */
  frame: Frame;
}

const TITLE = 'Referência da API';

/**
 * Operations on one page of a split reference at most: a larger tag is cut into parts (Microsoft
 * Graph has a tag of 1,346 operations).
 */
export const MAX_OPERATIONS_PER_PAGE = 500;

/**
 * Bytes of operations' HTML on one page at most (as api-weight.ts estimates them): counting
 * operations does not bound a page, as one operation may render to 1 KB or to 2 MB (Microsoft
 * Graph's groups.site tag made a page of 17 MB, 1.1 MB gzip, with fewer than 500). The reference's
 * HTML gzips 12 to 35 times, so a page stays under about 100 KB gzip; and the browser decodes,
 * parses and lays out less before its first paint (GitHub REST's repos tag, 4 MB on one page,
 * showed its first operation after about 0.7 s; in parts of 1 MB, about half of that).
 */
export const PAGE_WEIGHT_BUDGET = 1_000_000;

/**
 * A tag's operations in parts, in order: each under PAGE_WEIGHT_BUDGET and MAX_OPERATIONS_PER_PAGE,
 * as few and as even as they can be; an operation heavier than the budget alone on its page.
 */
function parts(operations: OperationView[], weigh: (op: OperationView) => number) {
  return packParts(operations, weigh, {
    budget: PAGE_WEIGHT_BUDGET,
    count: MAX_OPERATIONS_PER_PAGE,
  });
}

function navOperations(
  ops: OperationView[],
  href: (op: OperationView) => string,
): ApiNavTag['operations'] {
  return ops.map((op) => ({
    id: op.id,
    method: op.method,
    summary: op.summary || op.path,
    href: href(op),
    deprecated: op.deprecated,
  }));
}

/** What every page of the reference shows or links to alike. */
type Common = Pick<ApiPageView, 'title' | 'version' | 'downloads' | 'tryIt'>;

function intro(reference: ApiReference): ApiPageView['intro'] {
  return {
    descriptionHtml: reference.descriptionHtml,
    about: reference.about,
    servers: reference.servers,
    securitySchemes: reference.securitySchemes,
  };
}

/** Everything on `/api/`: the reference is small enough for one page. */
function singlePage(
  reference: ApiReference,
  options: ApiPagesOptions,
  common: Common,
): ApiPageModel[] {
  const local = (op: OperationView) => `#${anchors.operation(op.id)}`;
  const nav: ApiNavTag[] = reference.tags.map((t) => ({
    name: t.name,
    href: `#${anchors.tag(t.slug)}`,
    current: true,
    operations: navOperations(t.operations, local),
  }));
  if (reference.webhooks.length > 0)
    nav.push({
      name: 'Webhooks',
      href: '#secao/webhooks',
      current: true,
      operations: navOperations(reference.webhooks, local),
    });
  if (reference.schemas.length > 0)
    nav.push({ name: 'Esquemas', href: '#secao/schemas', current: true, operations: [] });
  const api: ApiPageView = {
    ...common,
    intro: intro(reference),
    nav,
    pageLinks: [],
    tags: reference.tags,
    parts: [],
    webhooks: reference.webhooks,
    schemas: reference.schemas,
    schemaPage: '',
    idRoutes: undefined,
    redocAliases: reference.redocAliases,
  };
  return [
    {
      ...options.frame(options.route, {
        title: TITLE,
        description: `Referência da API ${reference.title}.`,
      }),
      layout: 'api',
      api,
    },
  ];
}

/**
 * Overview on `/api/`, one page per tag (a very large tag in parts: `/api/<tag>/`, `/api/<tag>/2/`,
 * …), webhooks and schemas apart: no page grows with the spec.
 */
function splitPages(
  reference: ApiReference,
  options: ApiPagesOptions,
  common: Common,
): ApiPageModel[] {
  const routeOf = (slug: string) => `${options.route}${slug}/`;
  const href = (route: string) => withBase(options.baseUrl, route);
  const sections = [
    ...reference.tags.map((t) => ({
      label: t.name,
      route: routeOf(t.slug),
      description: t.descriptionHtml,
      count: t.operations.length as number | undefined,
      tag: t as TagView | undefined,
    })),
    ...(reference.webhooks.length > 0
      ? [
          {
            label: 'Webhooks',
            route: routeOf('webhooks'),
            description: '',
            count: reference.webhooks.length,
            tag: undefined,
          },
        ]
      : []),
    ...(reference.schemas.length > 0
      ? [
          {
            label: 'Esquemas',
            route: routeOf('schemas'),
            description: '',
            count: undefined,
            tag: undefined,
          },
        ]
      : []),
  ];
  const pageLinks = (current: string) => [
    {
      label: 'Visão geral',
      href: href(options.route),
      current: current === options.route,
      description: '',
      count: undefined,
    },
    ...sections.map((s) => ({
      label: s.label,
      href: href(s.route),
      current: s.route === current,
      description: s.description,
      count: s.count,
    })),
  ];
  const schemaPage = href(routeOf('schemas'));
  const partRoute = (slug: string, index: number) =>
    index === 0 ? routeOf(slug) : `${routeOf(slug)}${index + 1}/`;
  const memo = new WeakMap<SchemaView, number>();
  const weigh = (op: OperationView) => operationWeight(op, memo);
  const tagParts = new Map(reference.tags.map((t) => [t, parts(t.operations, weigh)]));
  const idRoutes: Record<string, string> = {};
  for (const [t, split] of tagParts) {
    idRoutes[anchors.tag(t.slug)] = href(routeOf(t.slug));
    split.forEach((ops, i) => {
      for (const op of ops) idRoutes[anchors.operation(op.id)] = href(partRoute(t.slug, i));
    });
  }
  for (const op of reference.webhooks)
    idRoutes[anchors.operation(op.id)] = href(routeOf('webhooks'));
  for (const s of reference.schemas) idRoutes[anchors.schema(s.name)] = schemaPage;
  const empty = {
    intro: undefined,
    tags: [],
    parts: [],
    webhooks: [],
    schemas: [],
    schemaPage,
    idRoutes: undefined,
    redocAliases: undefined,
    nav: [],
  };
  const page = (
    route: string,
    title: string,
    description: string,
    api: ApiPageView,
  ): ApiPageModel => ({ ...options.frame(route, { title, description }), layout: 'api', api });
  const local = (op: OperationView) => `#${anchors.operation(op.id)}`;

  const pages: ApiPageModel[] = [
    page(options.route, TITLE, `Referência da API ${reference.title}.`, {
      ...common,
      ...empty,
      intro: intro(reference),
      pageLinks: pageLinks(options.route),
      idRoutes,
      redocAliases: reference.redocAliases,
    }),
  ];
  for (const s of sections) {
    const tag = s.tag;
    const isHooks = !tag && s.label === 'Webhooks';
    const ops = tag ? tag.operations : isHooks ? reference.webhooks : [];
    const split = tag ? tagParts.get(tag)! : [ops];
    split.forEach((partOps, i) => {
      const route = tag ? partRoute(tag.slug, i) : s.route;
      const here = new Set(partOps);
      // The nav lists the whole tag: its operations on another part link there.
      const navHref = (op: OperationView) =>
        here.has(op) ? local(op) : `${idRoutes[anchors.operation(op.id)]}${local(op)}`;
      const nav: ApiNavTag[] =
        ops.length > 0
          ? [
              {
                name: s.label,
                href: tag ? `#${anchors.tag(tag.slug)}` : '#secao/webhooks',
                current: true,
                operations: navOperations(ops, navHref),
              },
            ]
          : [];
      const label = split.length > 1 ? `${s.label} (parte ${i + 1} de ${split.length})` : s.label;
      pages.push(
        page(route, `${label} — ${TITLE}`, `${label}: ${TITLE} ${reference.title}.`, {
          ...common,
          ...empty,
          nav,
          pageLinks: pageLinks(s.route),
          tags: tag ? [split.length > 1 ? { ...tag, operations: partOps } : tag] : [],
          parts:
            tag && split.length > 1
              ? split.map((_, j) => ({
                  label: `Parte ${j + 1}`,
                  href: href(partRoute(tag.slug, j)),
                  current: j === i,
                }))
              : [],
          webhooks: isHooks ? reference.webhooks : [],
          schemas: !tag && !isHooks ? reference.schemas : [],
        }),
      );
    });
  }
  return pages;
}

/**
 * The reference's page models: one page, or an overview plus a page per tag above the threshold.
 */
export function planApiPages(reference: ApiReference, options: ApiPagesOptions): ApiPageModel[] {
  const url = (file: string) => withBase(options.baseUrl, `${options.route}${file}`);
  const common: Common = {
    title: reference.title,
    version: reference.version,
    downloads: {
      json: url('openapi.json'),
      yaml: options.yamlDownload ? url('openapi.yaml') : undefined,
    },
    tryIt: options.tryIt === true ? url(TRY_IT_FILE) : undefined,
  };
  return reference.operationCount > options.splitThreshold || reference.oversized
    ? splitPages(reference, options, common)
    : singlePage(reference, options, common);
}
