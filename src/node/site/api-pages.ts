import { TRY_IT_FILE } from '../../shared/try-it.js';
import { withBase } from '../../shared/urls.js';
import type { ApiPageModel } from '../../shared/view-models.js';
import type { Frame } from './frame.js';
import { anchors } from '../openapi/ids.js';
import { packParts } from './api-parts.js';
import { PageLinks } from './page-links.js';
import { uniqueDescriptionIds } from './unique-ids.js';
import { operationWeight, schemaEntryWeight } from './api-weight.js';
import type {
  ApiNavTag,
  ApiPageView,
  ApiReference,
  OperationView,
  SafeHtml,
  SchemaView,
} from '../../shared/api-view-models.js';

export interface ApiPagesOptions {
  /** Route of the reference, e.g. `/api/`. */
  route: string;
  baseUrl: string;
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
 * A tag's operations, or the schemas, in parts, in order: each under PAGE_WEIGHT_BUDGET and
 * MAX_OPERATIONS_PER_PAGE, as few and as even as they can be; an item heavier than the budget alone
 * on its page.
 */
function parts<T>(items: T[], weigh: (item: T) => number): T[][] {
  return packParts(items, weigh, {
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
    schemaPages: undefined,
    idRoutes: undefined,
    redocAliases: reference.redocAliases,
    overview: undefined,
  };
  return [
    {
      ...options.frame(options.route, {
        title: TITLE,
        description: `Referência da API ${reference.title}.`,
      }),
      layout: 'api',
      api: uniqueDescriptionIds(api, ['intro']),
    },
  ];
}

/** What one page of a split reference holds besides the overview's links. */
type Held = Pick<ApiPageView, 'tags' | 'webhooks' | 'schemas'>;

/** A tag, the webhooks or the schemas: a section of a split reference, on one page or in parts. */
interface Section {
  label: string;
  /** Its route under the reference's: `/api/<slug>/`, parts at `/api/<slug>/2/`, …. */
  slug: string;
  description: SafeHtml;
  count: number | undefined;
  /** What each of its pages holds, in order. */
  held: Held[];
  /** Its operations, listed in the navigation of each of its pages. */
  operations: OperationView[];
  /** The id its navigation entry links to. */
  id: string;
}

const nothing: Held = { tags: [], webhooks: [], schemas: [] };

/** The operations a page holds: its tag's (or its part's), or the webhooks. */
const operationsOf = (held: Held) => [...held.tags.flatMap((t) => t.operations), ...held.webhooks];

/** `A … B`: the first and last schema of a part. */
const schemaRange = (held: Held) =>
  held.schemas.length > 1
    ? `${held.schemas[0]!.name} … ${held.schemas.at(-1)!.name}`
    : (held.schemas[0]?.name ?? '');

/**
 * Overview on `/api/`, one page per tag (a very large tag in parts: `/api/<tag>/`, `/api/<tag>/2/`,
 * …), webhooks and schemas (in parts too) apart: no page grows with the spec.
 */
function splitPages(
  reference: ApiReference,
  options: ApiPagesOptions,
  common: Common,
): ApiPageModel[] {
  const routeOf = (slug: string) => `${options.route}${slug}/`;
  const href = (route: string) => withBase(options.baseUrl, route);
  const partRoute = (slug: string, index: number) =>
    index === 0 ? routeOf(slug) : `${routeOf(slug)}${index + 1}/`;
  const memo = new WeakMap<SchemaView, number>();
  const sections: Section[] = [
    ...reference.tags.map((t) => {
      const split = parts(t.operations, (op) => operationWeight(op, memo));
      return {
        label: t.name,
        slug: t.slug,
        description: t.descriptionHtml,
        count: t.operations.length,
        held: split.map((ops) => ({
          ...nothing,
          tags: [split.length > 1 ? { ...t, operations: ops } : t],
        })),
        operations: t.operations,
        id: anchors.tag(t.slug),
      };
    }),
    ...(reference.webhooks.length > 0
      ? [
          {
            label: 'Webhooks',
            slug: 'webhooks',
            description: '',
            count: reference.webhooks.length,
            held: [{ ...nothing, webhooks: reference.webhooks }],
            operations: reference.webhooks,
            id: 'secao/webhooks',
          },
        ]
      : []),
    ...(reference.schemas.length > 0
      ? [
          {
            label: 'Esquemas',
            slug: 'schemas',
            description: '',
            count: undefined,
            held: parts(reference.schemas, (s) => schemaEntryWeight(s, memo)).map((schemas) => ({
              ...nothing,
              schemas,
            })),
            operations: [],
            id: 'secao/schemas',
          },
        ]
      : []),
  ];
  const idRoutes: Record<string, string> = {};
  const schemaPages: [string, string][] = [];
  for (const s of sections)
    s.held.forEach((held, i) => {
      const at = href(partRoute(s.slug, i));
      if (i === 0 && held.tags.length > 0) idRoutes[s.id] = at;
      for (const op of operationsOf(held)) idRoutes[anchors.operation(op.id)] = at;
      for (const { name } of held.schemas) {
        idRoutes[anchors.schema(name)] = at;
        schemaPages.push([name, at]);
      }
    });
  // A description's link to an operation, a tag or a schema leads to the page that holds it.
  const links = new PageLinks((id) => (Object.hasOwn(idRoutes, id) ? idRoutes[id] : undefined));
  const pageLinks = (current: string) => [
    {
      label: 'Visão geral',
      href: href(options.route),
      current: current === options.route,
      descriptionHtml: '',
      count: undefined,
    },
    ...sections.map((s) => ({
      label: s.label,
      href: href(routeOf(s.slug)),
      current: routeOf(s.slug) === current,
      descriptionHtml: links.html(s.description),
      count: s.count,
    })),
  ];
  const empty = {
    intro: undefined,
    ...nothing,
    parts: [],
    // Object.fromEntries defines each name as its own key, `__proto__` included.
    schemaPages: Object.fromEntries(schemaPages),
    idRoutes: undefined,
    redocAliases: undefined,
    overview: undefined,
    nav: [],
  };
  const page = (
    route: string,
    title: string,
    description: string,
    api: ApiPageView,
  ): ApiPageModel => ({
    ...options.frame(route, { title, description }),
    layout: 'api',
    api: uniqueDescriptionIds(api, ['intro']),
  });
  const local = (op: OperationView) => `#${anchors.operation(op.id)}`;

  const pages: ApiPageModel[] = [
    page(options.route, TITLE, `Referência da API ${reference.title}.`, {
      ...common,
      ...empty,
      intro: links.map(intro(reference)),
      pageLinks: pageLinks(options.route),
      idRoutes,
      redocAliases: reference.redocAliases,
    }),
  ];
  for (const s of sections) {
    s.held.forEach((held, i) => {
      const here = new Set(operationsOf(held));
      // The nav lists the whole tag: its operations on another part link there.
      const navHref = (op: OperationView) =>
        here.has(op) ? local(op) : `${idRoutes[anchors.operation(op.id)]}${local(op)}`;
      const nav: ApiNavTag[] =
        s.operations.length > 0
          ? [
              {
                name: s.label,
                href: `#${s.id}`,
                current: true,
                operations: navOperations(s.operations, navHref),
              },
            ]
          : [];
      const count = s.held.length;
      const label = count > 1 ? `${s.label} (parte ${i + 1} de ${count})` : s.label;
      pages.push(
        page(
          partRoute(s.slug, i),
          `${label} — ${TITLE}`,
          `${label}: ${TITLE} ${reference.title}.`,
          {
            ...common,
            ...empty,
            ...links.map(held),
            nav,
            pageLinks: pageLinks(routeOf(s.slug)),
            parts:
              count > 1
                ? s.held.map((other, j) => ({
                    label: `Parte ${j + 1}`,
                    names: schemaRange(other),
                    href: href(partRoute(s.slug, j)),
                    current: j === i,
                  }))
                : [],
            overview: href(options.route),
          },
        ),
      );
    });
  }
  return pages;
}

/**
 * A version as the header shows it: a number (`1.2.0`, `2`, `1.0.0-beta`) after a `v`; anything
 * else (`v1`, `2024-10-01`, `beta`) as it is.
 */
export function versionLabel(version: string): string {
  return /^\d+(?:\.\d+)*(?:-[0-9A-Za-z.-]+)?$/.test(version) && !/^\d{4}-\d{2}-\d{2}/.test(version)
    ? `v${version}`
    : version;
}

/**
 * The reference's page models: one page, or an overview plus a page per tag above the threshold.
 */
export function planApiPages(reference: ApiReference, options: ApiPagesOptions): ApiPageModel[] {
  const url = (file: string) => withBase(options.baseUrl, `${options.route}${file}`);
  const common: Common = {
    title: reference.title,
    version: versionLabel(reference.version),
    downloads: {
      json: url('openapi.json'),
      yaml: options.yamlDownload ? url('openapi.yaml') : undefined,
    },
    tryIt: options.tryIt === true ? url(TRY_IT_FILE) : undefined,
  };
  return reference.split
    ? splitPages(reference, options, common)
    : singlePage(reference, options, common);
}
