import { TRY_IT_FILE } from '../../shared/try-it.js';
import { withBase } from '../../shared/urls.js';
import type { ApiPageModel } from '../../shared/view-models.js';
import type { Frame } from './frame.js';
import { anchors } from '../openapi/ids.js';
import { packParts } from './api-parts.js';
import { PageLinks } from './page-links.js';
import { uniqueDescriptionIds } from './unique-ids.js';
import { operationWeight, schemaEntryWeight } from './api-weight.js';
import { fill } from '../../shared/i18n/message.js';
import {
  referenceStrings,
  type ReferenceLanguage,
  type ReferenceStrings,
} from '../openapi/strings.js';
import type {
  ApiNavTag,
  ApiPageView,
  ApiReference,
  OperationView,
  SafeHtml,
  SchemaView,
  TagView,
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
  /** The site's language (the pages' titles, the sections' names); pt-BR when not given. */
  language?: ReferenceLanguage | undefined;
}

/** The reference's words in the pages' language. */
const wordsOf = (options: Pick<ApiPagesOptions, 'language'>): ReferenceStrings =>
  referenceStrings(options.language);

/** The head of the reference's first page: `Referência da API`, and what it documents. */
const overviewHead = (words: ReferenceStrings, title: string) => ({
  title: words.page.title,
  description: fill(words.page.description, { title }),
});

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
export type Common = Pick<ApiPageView, 'title' | 'version' | 'downloads' | 'tryIt'>;

/** What the introduction shows of the reference. */
type Intro = Pick<ApiReference, 'descriptionHtml' | 'about' | 'servers' | 'securitySchemes'>;

function intro(reference: Intro): ApiPageView['intro'] {
  return {
    descriptionHtml: reference.descriptionHtml,
    about: reference.about,
    servers: reference.servers,
    securitySchemes: reference.securitySchemes,
  };
}

/** Everything on `/api/`: the reference is small enough for one page. */
export function singlePage(
  reference: ApiReference,
  options: ApiPagesOptions,
  common: Common,
): ApiPageModel[] {
  const words = wordsOf(options);
  const local = (op: OperationView) => `#${anchors.operation(op.id)}`;
  const nav: ApiNavTag[] = reference.tags.map((t) => ({
    name: t.name,
    href: `#${anchors.tag(t.slug)}`,
    current: true,
    operations: navOperations(t.operations, local),
  }));
  if (reference.webhooks.length > 0)
    nav.push({
      name: words.page.webhooks,
      href: '#secao/webhooks',
      current: true,
      operations: navOperations(reference.webhooks, local),
    });
  if (reference.schemas.length > 0)
    nav.push({ name: words.page.schemas, href: '#secao/schemas', current: true, operations: [] });
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
      ...options.frame(options.route, overviewHead(words, reference.title)),
      layout: 'api',
      api: uniqueDescriptionIds(api, ['intro']),
    },
  ];
}

/** What one page of a split reference holds besides the overview's links. */
export type Held = Pick<ApiPageView, 'tags' | 'webhooks' | 'schemas'>;

/**
 * A tag, the webhooks or the schemas: a section of a split reference, on one page or in parts, as
 * the pages around it show it.
 */
export interface SectionHead {
  label: string;
  /** Its route under the reference's: `/api/<slug>/`, parts at `/api/<slug>/2/`, …. */
  slug: string;
  description: SafeHtml;
  count: number | undefined;
  /** The id its navigation entry links to. */
  id: string;
}

export const tagSection = (t: Omit<TagView, 'operations'>, count: number): SectionHead => ({
  label: t.name,
  slug: t.slug,
  description: t.descriptionHtml,
  count,
  id: anchors.tag(t.slug),
});

export const webhooksSection = (count: number, words: ReferenceStrings): SectionHead => ({
  label: words.page.webhooks,
  slug: 'webhooks',
  description: '',
  count,
  id: 'secao/webhooks',
});

export const schemasSection = (words: ReferenceStrings): SectionHead => ({
  label: words.page.schemas,
  slug: 'schemas',
  description: '',
  count: undefined,
  id: 'secao/schemas',
});

const nothing: Held = { tags: [], webhooks: [], schemas: [] };

/** The operations a page holds: its tag's (or its part's), or the webhooks. */
const operationsOf = (held: Held) => [...held.tags.flatMap((t) => t.operations), ...held.webhooks];

/** `A … B`: the first and last schema of a part. */
const schemaRange = (held: Held) =>
  held.schemas.length > 1
    ? `${held.schemas[0]!.name} … ${held.schemas.at(-1)!.name}`
    : (held.schemas[0]?.name ?? '');

/**
 * How many operations (or schemas) each page of a section holds, in order: a tag's operations or
 * the schemas in parts under the budgets, the webhooks on one page.
 */
export function sectionCut(section: Held): number[] {
  const memo = new WeakMap<SchemaView, number>();
  const tag = section.tags[0];
  if (tag) return parts(tag.operations, (op) => operationWeight(op, memo)).map((p) => p.length);
  if (section.webhooks.length > 0) return [section.webhooks.length];
  return parts(section.schemas, (s) => schemaEntryWeight(s, memo)).map((p) => p.length);
}

/** A section's pages' content, cut as `sectionCut` says. */
export function heldParts(section: Held, cut: readonly number[]): Held[] {
  const slices = <T>(items: T[]): T[][] => {
    let start = 0;
    return cut.map((n) => items.slice(start, (start += n)));
  };
  const tag = section.tags[0];
  if (tag)
    return cut.length > 1
      ? slices(tag.operations).map((ops) => ({ ...nothing, tags: [{ ...tag, operations: ops }] }))
      : [{ ...nothing, tags: [tag] }];
  if (section.webhooks.length > 0) return [{ ...nothing, webhooks: section.webhooks }];
  return slices(section.schemas).map((schemas) => ({ ...nothing, schemas }));
}

/** The ids one page of a section holds: its operations' and its schemas' names. */
export interface PageIds {
  operations: string[];
  schemas: string[];
}

/** Where every id of a split reference is, and the links every page lists. */
export interface SplitIndex {
  /** Each deep-link id's page (the overview sends a link to an id it does not hold there). */
  idRoutes: Record<string, string>;
  /** Each schema's page. */
  schemaPages: Record<string, string>;
  /** The overview and each section, as every page links them (its route says which is current). */
  links: (Omit<ApiPageView['pageLinks'][number], 'current'> & { route: string })[];
}

type Routes = Pick<ApiPagesOptions, 'route' | 'baseUrl'>;

const routeOf = (options: Routes, slug: string) => `${options.route}${slug}/`;
const partRoute = (options: Routes, slug: string, index: number) =>
  index === 0 ? routeOf(options, slug) : `${routeOf(options, slug)}${index + 1}/`;

/** A PageLinks that points each id at the page the routes give it (site/page-links.ts). */
const linksTo = (routes: Record<string, string>) =>
  new PageLinks((id) => (Object.hasOwn(routes, id) ? routes[id] : undefined));

/**
 * Where every id is: each section's pages, in order, with the ids each holds. What every page of a
 * split reference shares besides its own content.
 */
export function splitIndex(
  sections: readonly { head: SectionHead; pages: readonly PageIds[] }[],
  options: Routes,
): SplitIndex {
  const href = (route: string) => withBase(options.baseUrl, route);
  const idRoutes: Record<string, string> = {};
  const schemaPages: [string, string][] = [];
  for (const s of sections)
    s.pages.forEach((ids, i) => {
      const at = href(partRoute(options, s.head.slug, i));
      if (i === 0 && s.head.id.startsWith('tag/')) idRoutes[s.head.id] = at;
      for (const id of ids.operations) idRoutes[anchors.operation(id)] = at;
      for (const name of ids.schemas) {
        idRoutes[anchors.schema(name)] = at;
        schemaPages.push([name, at]);
      }
    });
  // A description's link to an operation, a tag or a schema leads to the page that holds it.
  const links = linksTo(idRoutes);
  return {
    idRoutes,
    // Object.fromEntries defines each name as its own key, `__proto__` included.
    schemaPages: Object.fromEntries(schemaPages),
    links: [
      {
        // Named in the pages' language by pageLinksOf: the index holds no words.
        label: '',
        href: href(options.route),
        route: options.route,
        descriptionHtml: '',
        count: undefined,
      },
      ...sections.map(({ head }) => ({
        label: head.label,
        href: href(routeOf(options, head.slug)),
        route: routeOf(options, head.slug),
        descriptionHtml: links.html(head.description),
        count: head.count,
      })),
    ],
  };
}

/** The ids of each page of a section, cut as its content is. */
export const pageIds = (held: readonly Held[]): PageIds[] =>
  held.map((h) => ({
    operations: operationsOf(h).map((op) => op.id),
    schemas: h.schemas.map((s) => s.name),
  }));

/** The links of a page: every section's, the page's own current. */
const pageLinksOf = (
  index: Pick<SplitIndex, 'links'>,
  current: string,
  options: Pick<ApiPagesOptions, 'route' | 'language'>,
) =>
  index.links.map((link) => ({
    label: link.route === options.route ? wordsOf(options).page.overview : link.label,
    href: link.href,
    current: link.route === current,
    descriptionHtml: link.descriptionHtml,
    count: link.count,
  }));

/** What a page of a split reference shows besides its own content. */
const emptyPage = (index: Pick<SplitIndex, 'schemaPages'>) => ({
  intro: undefined,
  ...nothing,
  parts: [],
  schemaPages: index.schemaPages,
  idRoutes: undefined,
  redocAliases: undefined,
  overview: undefined,
  nav: [],
});

const splitPage = (
  options: ApiPagesOptions,
  route: string,
  head: { title: string; description: string },
  api: ApiPageView,
): ApiPageModel => ({
  ...options.frame(route, head),
  layout: 'api',
  api: uniqueDescriptionIds(api, ['intro']),
});

/** `/api/` of a split reference: the introduction, and every section linked. */
export function overviewPage(input: {
  reference: Pick<ApiReference, 'title' | 'redocAliases'> & Intro;
  index: SplitIndex;
  common: Common;
  options: ApiPagesOptions;
}): ApiPageModel {
  const { reference, index, common, options } = input;
  return splitPage(options, options.route, overviewHead(wordsOf(options), reference.title), {
    ...common,
    ...emptyPage(index),
    intro: linksTo(index.idRoutes).map(intro(reference)),
    pageLinks: pageLinksOf(index, options.route, options),
    idRoutes: index.idRoutes,
    redocAliases: reference.redocAliases,
  });
}

/**
 * The pages of one section of a split reference (a tag's in parts, the webhooks', the schemas'),
 * under its heading; `routes` gives the page of each id its descriptions link to.
 */
export function sectionPages(input: {
  head: SectionHead;
  held: Held;
  cut: readonly number[];
  index: Pick<SplitIndex, 'links' | 'schemaPages'>;
  routes: Record<string, string>;
  common: Common;
  options: ApiPagesOptions;
}): ApiPageModel[] {
  const { head: s, common, options, index } = input;
  const words = wordsOf(options);
  const href = (route: string) => withBase(options.baseUrl, route);
  const held = heldParts(input.held, input.cut);
  const links = linksTo(input.routes);
  const local = (op: OperationView) => `#${anchors.operation(op.id)}`;
  const pageOf = new Map(held.flatMap((h, i) => operationsOf(h).map((op) => [op, i] as const)));
  const operations = operationsOf(input.held);
  return held.map((part, i) => {
    // The nav lists the whole tag: its operations on another part link there.
    const navHref = (op: OperationView) =>
      pageOf.get(op) === i
        ? local(op)
        : `${href(partRoute(options, s.slug, pageOf.get(op)!))}${local(op)}`;
    const nav: ApiNavTag[] =
      operations.length > 0
        ? [
            {
              name: s.label,
              href: `#${s.id}`,
              current: true,
              operations: navOperations(operations, navHref),
            },
          ]
        : [];
    const count = held.length;
    const label =
      count > 1 ? fill(words.page.partOf, { section: s.label, part: i + 1, count }) : s.label;
    const reference = words.page.title;
    return splitPage(
      options,
      partRoute(options, s.slug, i),
      {
        title: fill(words.page.sectionTitle, { section: label, reference }),
        description: fill(words.page.sectionDescription, {
          section: label,
          reference,
          title: common.title,
        }),
      },
      {
        ...common,
        ...emptyPage(index),
        // Nothing to point elsewhere: the views stay as they are, unwalked.
        ...(Object.keys(input.routes).length > 0 ? links.map(part) : part),
        nav,
        pageLinks: pageLinksOf(index, routeOf(options, s.slug), options),
        parts:
          count > 1
            ? held.map((other, j) => ({
                label: fill(words.page.part, { part: j + 1 }),
                names: schemaRange(other),
                href: href(partRoute(options, s.slug, j)),
                current: j === i,
              }))
            : [],
        overview: href(options.route),
      },
    );
  });
}

/** A split reference's sections, each with all it holds: the tags, the webhooks, the schemas. */
function sectionsOf(
  reference: ApiReference,
  words: ReferenceStrings,
): { head: SectionHead; held: Held }[] {
  return [
    ...reference.tags.map((t) => ({
      head: tagSection(t, t.operations.length),
      held: { ...nothing, tags: [t] },
    })),
    ...(reference.webhooks.length > 0
      ? [
          {
            head: webhooksSection(reference.webhooks.length, words),
            held: { ...nothing, webhooks: reference.webhooks },
          },
        ]
      : []),
    ...(reference.schemas.length > 0
      ? [{ head: schemasSection(words), held: { ...nothing, schemas: reference.schemas } }]
      : []),
  ];
}

/**
 * Overview on `/api/`, one page per tag (a very large tag in parts: `/api/<tag>/`, `/api/<tag>/2/`,
 * …), webhooks and schemas (in parts too) apart: no page grows with the spec.
 */
function splitPages(
  reference: ApiReference,
  options: ApiPagesOptions,
  common: Common,
): ApiPageModel[] {
  const sections = sectionsOf(reference, wordsOf(options)).map((s) => ({
    ...s,
    cut: sectionCut(s.held),
  }));
  const index = splitIndex(
    sections.map((s) => ({ head: s.head, pages: pageIds(heldParts(s.held, s.cut)) })),
    options,
  );
  return [
    overviewPage({ reference, index, common, options }),
    ...sections.flatMap((s) =>
      sectionPages({ ...s, index, routes: index.idRoutes, common, options }),
    ),
  ];
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

/** What every page of the reference shows alike: its title, version, downloads, console. */
export function commonOf(
  reference: Pick<ApiReference, 'title' | 'version'>,
  options: Omit<ApiPagesOptions, 'frame'>,
): Common {
  const url = (file: string) => withBase(options.baseUrl, `${options.route}${file}`);
  return {
    title: reference.title,
    version: versionLabel(reference.version),
    downloads: {
      json: url('openapi.json'),
      yaml: options.yamlDownload ? url('openapi.yaml') : undefined,
    },
    tryIt: options.tryIt === true ? url(TRY_IT_FILE) : undefined,
  };
}

/**
 * The reference's page models: one page, or an overview plus a page per tag above the threshold.
 */
export function planApiPages(reference: ApiReference, options: ApiPagesOptions): ApiPageModel[] {
  const common = commonOf(reference, options);
  return reference.split
    ? splitPages(reference, options, common)
    : singlePage(reference, options, common);
}
