import path from 'node:path';
import { uiStrings, type UiStrings } from '../../shared/i18n/catalogue.js';
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
import type { ContentPage } from '../content/transform.js';
import { breadcrumbsFor } from './breadcrumbs.js';
import { countMessage } from './counts.js';
import { linkModel, rebased, sidebarStarts, type PageHead } from './frame.js';
import { versionSwitch } from './version-switch.js';
import { homeCards } from './home-cards.js';
import { markdownHref } from './routes.js';
import {
  flattenSidebar,
  generatedIndexes,
  type NavDoc,
  type ResolvedSidebar,
  type SidebarNode,
} from './sidebar.js';
import { pagination } from './pagination.js';
import { tagGroups, tagLinks, tagPages } from './tags.js';
import { frameOf, type SiteShape } from './shape.js';

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

/** The words of a site: its locale and its strings (the catalogue's, with the config's). */
interface Words {
  locale: string;
  s: UiStrings;
}

function cardsOf(
  nodes: readonly SidebarNode[],
  docs: ReadonlyMap<string, NavDoc>,
  site: Pick<ResolvedConfig, 'baseUrl' | 'docsRoute'>,
  words: Words,
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
            countMessage(words.locale, cardsOf(node.items, docs, site, words).length, {
              one: words.s.pages.itemsOne,
              other: words.s.pages.itemsOther,
            }),
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
  const words: Words = { locale: config.locale, s: uiStrings(config.locale, config.strings) };
  const { pages: say } = words.s;
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
        ? [linkModel(config, say.homeStart, { to: toLast(docsStart ?? config.docsRoute) })]
        : []),
      ...(config.api.spec
        ? [linkModel(config, say.apiReference, { to: toLast(config.api.route) })]
        : []),
    ];
    const cards = homeCards({
      sidebar: mainSidebar?.items ?? [],
      docs: docsById,
      baseUrl: base,
      apiRoute: config.api.spec ? config.api.route : undefined,
      words,
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
    const from = p.source.untranslated;
    // A page of another language without a translation: the default language's, with a notice.
    const untranslated = from
      ? {
          untranslated: {
            lang: from.lang,
            language: from.label,
            href: withBase(from.baseUrl, p.route),
          },
        }
      : {};
    if (p.source.kind === 'page')
      return { ...base0, layout: 'page', html: p.markdown.html, ...untranslated };
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
      breadcrumbs: breadcrumbsFor(p.route, pageTitle(p), sidebar?.items ?? [], config, words.s),
      html: p.markdown.html,
      markdownHref: markdownHref(base, p.route),
      toc: fm.hide_table_of_contents ? [] : p.markdown.toc,
      ...pagination(doc, around(p.route), docsById, base),
      editHref: editLink(config, p.source.file, fm.custom_edit_url),
      lastUpdated: updated ? formatDate(updated, config.locale) : undefined,
      ...(fm.unlisted ? { unlisted: true } : {}),
      ...untranslated,
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
          breadcrumbs: breadcrumbsFor(index.route, index.title, sidebar.items, config, words.s),
          title: index.title,
          description: index.description,
          sections: [
            {
              title: '',
              description: '',
              href: undefined,
              cards: cardsOf(items, docsById, config, words),
            },
          ],
          ...around(index.route),
        });
      }
    }

    const main = mainSidebar;
    const groups = tagGroups(docs).groups;
    for (const tagPage of tagPages(groups, config, words)) {
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
          common(config.docsRoute, words.s.frame.docs, say.docsDescription),
          words,
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
      ...common('/404.html', say.notFoundTitle, say.notFoundDescription, { noIndex: true }),
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

/** A doc's "Edit this page" link: its `custom_edit_url` (`null`: none), else under `editUrl`. */
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
 * category: `pages.docsFirst`, `pages.docsMore`), never by one of its own docs (a "Primeiros
 * passos" section held a "Primeiros passos" card); alone, it needs no name.
 */
function overviewSections(
  items: readonly SidebarNode[],
  docs: ReadonlyMap<string, NavDoc>,
  config: Pick<ResolvedConfig, 'baseUrl' | 'docsRoute'>,
  words: Words,
): CardsPageModel['sections'] {
  const base = config.baseUrl;
  const sections: CardsPageModel['sections'] = [];
  const runs = new Set<CardsPageModel['sections'][number]>();
  let run: SidebarNode[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const title = sections.length === 0 ? words.s.pages.docsFirst : words.s.pages.docsMore;
    const cards = cardsOf(run, docs, config, words);
    const section = { title, description: '', href: undefined, cards };
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
      cards: cardsOf(node.items, docs, config, words),
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
  words: Words,
): CardsPageModel {
  const base = config.baseUrl;
  return {
    ...common,
    layout: 'cards',
    sidebar: sidebarModel(sidebar.items, config.docsRoute, base),
    breadcrumbs: [],
    title: words.s.frame.docs,
    description: config.tagline,
    sections: overviewSections(sidebar.items, docs, config, words),
    prev: undefined,
    next: undefined,
  };
}
