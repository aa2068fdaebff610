import type { ResolvedConfig, SidebarItemConfig } from '../config/types.js';
import { pageTitle } from '../content/title.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { AssetHrefs } from '../publish/assets.js';
import type { ContentPage } from '../content/transform.js';
import { createFrame, type Frame } from './frame.js';
import type { LanguagesFrame } from './locales.js';
import { translatedSidebar } from './theme-translations.js';
import type { VersionsFrame } from './version-switch.js';
import { resolveSidebar, type NavDoc, type ResolvedSidebar } from './sidebar.js';
import { paginationProblems, type DocPagination } from './pagination.js';
import { resolveTags, tagGroups, type DocTag } from './tags.js';
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
  /** The site's languages as this variant's pages see them; none on a site of one language. */
  languages?: LanguagesFrame | undefined;
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

/** What the site's shape is made from: the config, the docs, the routes, the sidebars' files. */
export interface ShapeInput {
  config: ResolvedConfig;
  assets: AssetHrefs;
  docs: ShapeDoc[];
  routes: string[];
  categories?: Record<string, FolderCategory> | undefined;
  places?: Record<string, ItemPlace> | undefined;
  versions?: VersionsFrame | undefined;
  languages?: LanguagesFrame | undefined;
  /** The docs the language left out for want of a translation: its sidebars drop them. */
  omitted?: string[] | undefined;
  /** The sidebars' labels in the variant's language, by Docusaurus's keys. */
  labels?: Record<string, string> | undefined;
}

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
export function shapeSite(input: ShapeInput): SiteShape {
  const { config, docs, routes, assets, versions, languages, categories, places } = input;
  const absent = new Set(input.omitted);
  const file = config.sidebarPath ?? config.configFile;
  // An unlisted doc is out of every sidebar (and so of previous/next), even one that names it.
  const unlisted = new Set(docs.filter((d) => d.unlisted).map((d) => d.route));
  const sidebars = Object.entries(config.sidebars)
    .map(([id, sidebar]) =>
      resolveSidebar(id, absent.size > 0 ? withoutDocs(sidebar, absent) : sidebar, docs, {
        file,
        pointer: toPointer(config.sidebarPath ? [id] : ['sidebars', id]),
        docsRoute: config.docsRoute,
        categories,
        places,
      }),
    )
    .map((sidebar) => withoutUnlisted(sidebar, unlisted))
    .map((sidebar) => (input.labels ? translatedSidebar(sidebar, input.labels) : sidebar));
  const { outDir: _where, ...shown } = config;
  return {
    frame: {
      config: shown,
      sidebars,
      assets,
      ...(versions ? { versions } : {}),
      ...(languages ? { languages } : {}),
    },
    docs,
    routes,
    diagnostics: [
      ...sidebars.flatMap((s) => s.diagnostics),
      ...paginationProblems(docs),
      ...tagGroups(docs).diagnostics,
    ],
  };
}

/**
 * A sidebar's items without the docs of `ids` (a language left them out): their items, and their
 * categories' links to them.
 */
export function withoutDocs(
  items: readonly SidebarItemConfig[],
  ids: ReadonlySet<string>,
): SidebarItemConfig[] {
  return items.flatMap((item): SidebarItemConfig[] => {
    if (typeof item === 'string') return ids.has(item) ? [] : [item];
    if (item.type === 'doc' || item.type === 'ref') return ids.has(item.id) ? [] : [item];
    if (item.type !== 'category') return [item];
    const { link, ...category } = item;
    const keep = link && !(link.type === 'doc' && ids.has(link.id));
    return [{ ...category, ...(keep ? { link } : {}), items: withoutDocs(item.items, ids) }];
  });
}

/** Head and chrome of any route, from the frame's inputs (frame.ts). */
export const frameOf = (inputs: FrameInputs): Frame =>
  createFrame(inputs.config as ResolvedConfig, inputs.sidebars, inputs.assets, inputs);

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
