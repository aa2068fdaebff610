import path from 'node:path';
import { withBase } from '../../shared/urls.js';
import type {
  CardModel,
  CardsPageModel,
  LinkModel,
  PageModel,
  SidebarItemModel,
} from '../../shared/view-models.js';
import type { ResolvedConfig } from '../config/types.js';
import { formatDate } from '../content/last-updated.js';
import { pageTitle } from '../content/title.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { AssetHrefs } from '../publish/assets.js';
import type { ContentPage } from '../content/transform.js';
import { breadcrumbsFor } from './breadcrumbs.js';
import {
  createFrame,
  linkModel,
  rebased,
  sidebarStarts,
  type Frame,
  type PageHead,
} from './frame.js';
import { versionSwitch, type VersionsFrame } from './version-switch.js';
import { homeCards } from './home-cards.js';
import { markdownHref } from './routes.js';
import {
  flattenSidebar,
  generatedIndexes,
  resolveSidebar,
  type NavDoc,
  type ResolvedSidebar,
  type SidebarNode,
} from './sidebar.js';
import { pagination, paginationProblems, type DocPagination } from './pagination.js';
import { resolveTags, tagGroups, tagLinks, tagPages, type DocTag } from './tags.js';
import { withoutUnlisted } from './unlisted.js';
import type { FolderCategory } from './sidebars/category-files.js';
import type { ItemPlace } from './sidebars/sidebars-file.js';
import type { ContentLayout } from '../content/load.js';
import { toPointer } from '../openapi/parse-source.js';

/** What every page's frame and navigation are made of (besides the page itself): plain data. */
export interface FrameInputs {
  config: Omit<ResolvedConfig, 'outDir'>;
  sidebars: ResolvedSidebar[];
  assets: AssetHrefs;
  /** The site's versions as this variant's pages see them; none on a site of one version. */
  versions?: VersionsFrame | undefined;
}

/**
 * The site's structure as plain data, from which every page is planned: the frame's inputs, the
 * docs as the navigation lists them, and the routes the content has. A page's model depends on
 * it and on the page only.
 */
export interface SiteShape {
  frame: FrameInputs;
  docs: ShapeDoc[];
  /** The routes of the content pages (a site without `/` or `/docs/` gets generated ones). */
  routes: string[];
  diagnostics: Diagnostic[];
}

/**
 * A doc as the site's shape holds it: what navigation reads, and what its front matter says of
 * where it is listed (`unlisted`), its tags and its own previous/next.
 */
export type ShapeDoc = NavDoc & {
  unlisted: boolean;
  tags: DocTag[];
  /** Where its `tags` are written. */
  tagsAt: { line: number; column: number } | undefined;
  /** Its source file, where its front matter's problems are. */
  sourceFile: string;
  pagination: DocPagination | undefined;
};

/** The navigation's view of each docs page, and the routes of all: what shapes the site. */
export function contentOutline(
  content: readonly ContentPage[],
  layout: ContentLayout = 'site',
  docsRoute = '/docs/',
): {
  docs: ShapeDoc[];
  routes: string[];
} {
  return {
    docs: content.filter((p) => p.source.kind === 'doc').map((p) => shapeDoc(p, layout, docsRoute)),
    routes: content.map((p) => p.route),
  };
}

/**
 * Resolves the sidebars against the docs: the config's, or those of the sidebars file
 * (`sidebarPath`, which the variant's config then holds), with the docs folders' `_category_`
 * files.
 */
export function shapeSite(input: {
  config: ResolvedConfig;
  assets: AssetHrefs;
  docs: ShapeDoc[];
  routes: string[];
  categories?: Record<string, FolderCategory> | undefined;
  places?: Record<string, ItemPlace> | undefined;
  versions?: VersionsFrame | undefined;
}): SiteShape {
  const { config, docs, routes, assets, versions, categories, places } = input;
  const file = config.sidebarPath ?? config.configFile;
  // An unlisted doc is out of every sidebar (and so of previous/next), even one that names it.
  const unlisted = new Set(docs.filter((d) => d.unlisted).map((d) => d.route));
  const sidebars = Object.entries(config.sidebars)
    .map(([id, sidebar]) =>
      resolveSidebar(id, sidebar, docs, {
        file,
        pointer: toPointer(config.sidebarPath ? [id] : ['sidebars', id]),
        docsRoute: config.docsRoute,
        categories,
        places,
      }),
    )
    .map((sidebar) => withoutUnlisted(sidebar, unlisted));
  const { outDir: _where, ...shown } = config;
  return {
    frame: { config: shown, sidebars, assets, ...(versions ? { versions } : {}) },
    docs,
    routes,
    diagnostics: [
      ...sidebars.flatMap((s) => s.diagnostics),
      ...paginationProblems(docs),
      ...tagGroups(docs).diagnostics,
    ],
  };
}

/** Head and chrome of any route, from the frame's inputs (frame.ts). */
export const frameOf = (inputs: FrameInputs): Frame =>
  createFrame(inputs.config as ResolvedConfig, inputs.sidebars, inputs.assets, inputs.versions);

/** Every folder holding docs (or folders of them) under the docs folder: `guides`, `guides/sdk`. */
export function docFolders(docs: readonly Pick<NavDoc, 'dir'>[]): string[] {
  const folders = new Set<string>();
  for (const { dir } of docs) {
    const parts = dir === '.' ? [] : dir.split('/');
    for (let n = 1; n <= parts.length; n++) folders.add(parts.slice(0, n).join('/'));
  }
  return [...folders].sort();
}

/** A doc's folder under the docs folder (`.` at its top) and its file's name. */
export function docPlace(relPath: string, layout: ContentLayout): { dir: string; file: string } {
  const inDocs = layout === 'site' ? relPath.replace(/^docs\//, '') : relPath;
  const slash = inDocs.lastIndexOf('/');
  return slash < 0
    ? { dir: '.', file: inDocs }
    : { dir: inDocs.slice(0, slash), file: inDocs.slice(slash + 1) };
}

function shapeDoc(p: ContentPage, layout: ContentLayout, docsRoute: string): ShapeDoc {
  const title = pageTitle(p);
  const { dir, file } = docPlace(p.source.relPath, layout);
  const fm = p.source.frontMatter;
  const at = p.source.positions ?? {};
  const paged = fm.pagination_next !== undefined || fm.pagination_prev !== undefined;
  return {
    id: p.source.id,
    route: p.route,
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    description: fm.description ?? '',
    // A number prefix (`01-intro.md`) is the position when the front matter gives none.
    position: fm.sidebar_position ?? p.source.numberPrefix,
    unlisted: fm.unlisted ?? false,
    tags: resolveTags(fm.tags ?? [], docsRoute),
    tagsAt: at.tags,
    sourceFile: p.source.file,
    pagination: paged
      ? {
          ...(fm.pagination_next === undefined ? {} : { next: fm.pagination_next }),
          ...(fm.pagination_prev === undefined ? {} : { prev: fm.pagination_prev }),
          file: p.source.file,
          at: {
            ...(at.pagination_next ? { next: at.pagination_next } : {}),
            ...(at.pagination_prev ? { prev: at.pagination_prev } : {}),
          },
        }
      : undefined,
    dir,
    file,
  };
}

function sidebarModel(
  nodes: readonly SidebarNode[],
  route: string,
  base: string,
): SidebarItemModel[] {
  return nodes.map((node): SidebarItemModel => {
    if (node.kind === 'doc')
      return {
        kind: 'doc',
        label: node.label,
        href: withBase(base, node.route),
        active: node.route === route,
      };
    if (node.kind === 'link')
      return {
        kind: 'link',
        label: node.label,
        href: node.href,
        external: /^[a-z]+:/i.test(node.href),
      };
    if (node.kind === 'html') return node;
    const items = sidebarModel(node.items, route, base);
    const own = node.index?.route ?? node.docRoute;
    const active =
      own === route || items.some((i) => (i.kind === 'doc' || i.kind === 'category') && i.active);
    return {
      kind: 'category',
      label: node.label,
      href: own ? withBase(base, own) : undefined,
      active,
      collapsed: node.collapsed && !active,
      ...(node.collapsible ? {} : { collapsible: false }),
      items,
    };
  });
}

function cardsOf(
  nodes: readonly SidebarNode[],
  docs: ReadonlyMap<string, NavDoc>,
  site: Pick<ResolvedConfig, 'baseUrl' | 'docsRoute'>,
): CardModel[] {
  const base = site.baseUrl;
  return nodes.flatMap((node): CardModel[] => {
    if (node.kind === 'doc') {
      const doc = docs.get(node.docId);
      return [
        {
          title: node.label,
          description: doc?.description ?? '',
          href: withBase(base, node.route),
        },
      ];
    }
    if (node.kind === 'category') {
      const href = node.index?.route ?? node.docRoute;
      return [
        {
          title: node.label,
          description:
            node.description ??
            node.index?.description ??
            `${cardsOf(node.items, docs, site).length} itens`,
          href: withBase(base, href ?? site.docsRoute),
        },
      ];
    }
    return [];
  });
}

/**
 * What plans the pages of a shape: a content page's model, and the pages the site makes itself
 * (generated indexes, `/docs/`, a home page when the content has none, the 404 page).
 */
function planner(shape: SiteShape) {
  const { sidebars } = shape.frame;
  const config = shape.frame.config as ResolvedConfig;
  const docs = shape.docs;
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const order = new Map(sidebars.map((s) => [s.id, flattenSidebar(s.items)]));
  const sidebarStart = sidebarStarts(sidebars);
  const frame = frameOf(shape.frame);
  const sidebarOf = (route: string) =>
    sidebars.find((s) => order.get(s.id)?.some((e) => e.route === route)) ?? sidebars[0];
  const base = config.baseUrl;
  const around = (route: string): { prev: LinkModel | undefined; next: LinkModel | undefined } => {
    const list = order.get(sidebarOf(route)?.id ?? '') ?? [];
    const i = list.findIndex((e) => e.route === route);
    const link = (e: { label: string; route: string } | undefined) =>
      e ? linkModel(config, e.label, { to: e.route }) : undefined;
    return i < 0
      ? { prev: undefined, next: undefined }
      : { prev: link(list[i - 1]), next: link(list[i + 1]) };
  };
  const common = (
    route: string,
    title: string | undefined,
    description: string | undefined,
    extra: Omit<PageHead, 'title' | 'description'> = {},
  ) => frame(route, { title, description, ...extra });

  const mainSidebar = sidebars.find((s) => s.id === 'tutorialSidebar') ?? sidebars[0];
  const docsStart = sidebarStart.get('tutorialSidebar');
  /** `/`: a hero and the cards, above the page's own Markdown (none when content has no home). */
  // On a site of several versions, the home page leads to the last version's docs and reference.
  const toLast = shape.frame.versions
    ? versionSwitch(shape.frame.versions, '/', base).frameLink
    : (route: string) => route;
  const homePage = (title: string | undefined, tagline: string | undefined, html: string) => {
    const actions = [
      ...(docsStart || docs.length > 0
        ? [linkModel(config, 'Começar', { to: toLast(docsStart ?? config.docsRoute) })]
        : []),
      ...(config.api.spec
        ? [linkModel(config, 'Referência da API', { to: toLast(config.api.route) })]
        : []),
    ];
    const cards = homeCards({
      sidebar: mainSidebar?.items ?? [],
      docs: docsById,
      baseUrl: base,
      apiRoute: config.api.spec ? config.api.route : undefined,
    });
    return {
      layout: 'home' as const,
      hero: { title: title ?? config.title, tagline: tagline ?? config.tagline, actions },
      cards: shape.frame.versions
        ? cards.map((card) => ({ ...card, href: rebased(base, card.href, toLast) }))
        : cards,
      html,
    };
  };
  const contentPage = (p: ContentPage, updated: string | undefined): PageModel => {
    const fm = p.source.frontMatter;
    const base0 = common(p.route, p.route === '/' ? fm.title : pageTitle(p), fm.description, {
      // An unlisted page is reachable, and asks search engines not to index it.
      noIndex: (fm.noIndex ?? false) || (fm.unlisted ?? false),
      ...(p.source.kind === 'doc' ? { ogType: 'article' as const } : {}),
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      ...(fm.image ? { image: fm.image } : {}),
    });
    if (p.source.kind === 'page' && p.route === '/')
      return { ...base0, ...homePage(fm.title, fm.description, p.markdown.html) };
    if (p.source.kind === 'page') return { ...base0, layout: 'page', html: p.markdown.html };
    const sidebar = sidebarOf(p.route);
    const doc = docsById.get(p.source.id);
    const tags = doc?.tags.length ? { tags: tagLinks(doc.tags, base) } : {};
    // The page's title as its h1 when its Markdown has none; `hide_title` hides it from sight,
    // not from screen readers (the page keeps its one h1).
    const heading = p.markdown.source.hasTitle
      ? {}
      : { title: pageTitle(p), ...(fm.hide_title ? { titleHidden: true } : {}) };
    return {
      ...base0,
      layout: 'doc',
      ...heading,
      sidebar: sidebarModel(sidebar?.items ?? [], p.route, base),
      breadcrumbs: breadcrumbsFor(p.route, pageTitle(p), sidebar?.items ?? [], config),
      html: p.markdown.html,
      markdownHref: markdownHref(base, p.route),
      toc: fm.hide_table_of_contents ? [] : p.markdown.toc,
      ...pagination(doc, around(p.route), docsById, base),
      editHref: editLink(config, p.source.file, fm.custom_edit_url),
      lastUpdated: updated ? formatDate(updated) : undefined,
      ...(fm.unlisted ? { unlisted: true } : {}),
      ...tags,
    };
  };

  const sitePages = (site: boolean): PageModel[] => {
    const pages: PageModel[] = [];
    for (const sidebar of sidebars) {
      for (const { index, items } of generatedIndexes(sidebar.items)) {
        pages.push({
          ...common(index.route, index.title, index.description),
          layout: 'cards',
          sidebar: sidebarModel(sidebar.items, index.route, base),
          breadcrumbs: breadcrumbsFor(index.route, index.title, sidebar.items, config),
          title: index.title,
          description: index.description,
          sections: [
            {
              title: '',
              description: '',
              href: undefined,
              cards: cardsOf(items, docsById, config),
            },
          ],
          ...around(index.route),
        });
      }
    }

    const main = mainSidebar;
    const groups = tagGroups(docs).groups;
    for (const tagPage of tagPages(groups, config)) {
      pages.push({
        ...common(tagPage.route, tagPage.title, tagPage.description || undefined),
        layout: 'cards',
        sidebar: sidebarModel(main?.items ?? [], tagPage.route, base),
        breadcrumbs: tagPage.breadcrumbs,
        title: tagPage.title,
        description: tagPage.description,
        sections: [{ title: '', description: '', href: undefined, cards: tagPage.cards }],
        prev: undefined,
        next: undefined,
      });
    }
    // With no docs (an API-only site), /docs/ would be an empty page.
    if (
      main &&
      docs.length > 0 &&
      !shape.routes.includes(config.docsRoute) &&
      !pages.some((p) => p.route === config.docsRoute)
    )
      pages.push(
        docsOverview(
          config,
          main,
          docsById,
          common(config.docsRoute, 'Documentação', 'Visão geral da documentação.'),
        ),
      );

    if (!site) return pages;
    // A site without content/pages/index.md (an API with no guides yet) still has a home page.
    if (!shape.routes.includes('/'))
      pages.push({
        ...common('/', config.title, config.tagline),
        ...homePage(undefined, undefined, ''),
      });

    pages.push({
      ...common('/404.html', 'Página não encontrada', 'A página procurada não foi encontrada.', {
        noIndex: true,
      }),
      layout: 'notFound',
      homeHref: withBase(base, '/'),
      docsHref:
        docs.length > 0
          ? withBase(base, sidebarStart.get('tutorialSidebar') ?? config.docsRoute)
          : undefined,
    });
    return pages;
  };
  return { contentPage, sitePages };
}

/** A content page's model: it depends on the page, its last commit date and the shape only. */
export const contentPageModel = (
  shape: SiteShape,
  page: ContentPage,
  updated: string | undefined,
): PageModel => planner(shape).contentPage(page, updated);

/** The pages the site makes itself: generated indexes, `/docs/`, a home page, the 404 page. */
export const sitePages = (shape: SiteShape, site = true): PageModel[] =>
  planner(shape).sitePages(site);

/** A doc's "Editar esta página": its `custom_edit_url` (`null`: none), else under `editUrl`. */
function editLink(
  config: Pick<ResolvedConfig, 'editUrl' | 'root'>,
  file: string,
  custom: string | null | undefined,
): string | undefined {
  if (custom !== undefined) return custom ?? undefined;
  return config.editUrl ? editHref(config.editUrl, config.root, file) : undefined;
}

/** `editUrl` + the page's path from the project root: `…/edit/main/content/docs/intro.md`. */
export function editHref(editUrl: string, root: string, file: string): string {
  return `${editUrl}/${encodeURI(path.relative(root, file).split(path.sep).join('/'))}`;
}

/**
 * The sections of `/docs/`, in the sidebar's order: each category, and each run of docs between
 * them. A run is named by where it stands ("Comece por aqui" first, "Mais páginas" after a
 * category), never by one of its own docs (a "Primeiros passos" section held a "Primeiros passos"
 * card); alone, it needs no name.
 */
function overviewSections(
  items: readonly SidebarNode[],
  docs: ReadonlyMap<string, NavDoc>,
  config: Pick<ResolvedConfig, 'baseUrl' | 'docsRoute'>,
): CardsPageModel['sections'] {
  const base = config.baseUrl;
  const sections: CardsPageModel['sections'] = [];
  const runs = new Set<CardsPageModel['sections'][number]>();
  let run: SidebarNode[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const title = sections.length === 0 ? 'Comece por aqui' : 'Mais páginas';
    const section = { title, description: '', href: undefined, cards: cardsOf(run, docs, config) };
    runs.add(section);
    sections.push(section);
    run = [];
  };
  for (const node of items) {
    if (node.kind !== 'category') {
      run.push(node);
      continue;
    }
    flush();
    sections.push({
      title: node.label,
      description: node.index?.description ?? '',
      href: node.index ? withBase(base, node.index.route) : undefined,
      cards: cardsOf(node.items, docs, config),
    });
  }
  flush();
  const shown = sections.filter((section) => section.cards.length > 0);
  return shown.length === 1 && runs.has(shown[0]!) ? [{ ...shown[0]!, title: '' }] : shown;
}

/** `/docs/`: the sidebar's sections as cards. */
function docsOverview(
  config: ResolvedConfig,
  sidebar: ResolvedSidebar,
  docs: ReadonlyMap<string, NavDoc>,
  common: Pick<CardsPageModel, 'route' | 'head' | 'chrome'>,
): CardsPageModel {
  const base = config.baseUrl;
  return {
    ...common,
    layout: 'cards',
    sidebar: sidebarModel(sidebar.items, config.docsRoute, base),
    breadcrumbs: [],
    title: 'Documentação',
    description: config.tagline,
    sections: overviewSections(sidebar.items, docs, config),
    prev: undefined,
    next: undefined,
  };
}
