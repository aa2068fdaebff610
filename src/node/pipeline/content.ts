import type { ResolvedConfig } from '../config/types.js';
import { existsSync } from 'node:fs';
import {
  loadContent,
  type ContentLayout,
  type LoadedContent,
  type SourcePage,
} from '../content/load.js';
import type { Translation } from '../site/locales.js';
import { lastUpdated, markdown, sourcePage } from '../content/stages.js';
import { fenceLanguages } from '../content/fences.js';
import { markdownSettings } from '../content/transform.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import { markdownCopy } from '../publish/stages.js';
import { routeTable } from '../site/stages.js';
import type { ContentPage } from '../content/transform.js';

/**
 * The content pages, transformed: every Markdown file read, routed (the one route table), then
 * each page's Markdown made HTML, the ones unchanged since reused. `keep` takes each step's
 * diagnostics (the runner throws or keeps their errors). `layout`: how the content folder is laid
 * out (a released version's is a folder of docs alone); `drafts`: whether pages with `draft: true`
 * are built (watch mode) or left out (build, check).
 */
export async function contentPages(
  run: Runner,
  config: ResolvedConfig,
  keep: (diagnostics: readonly Diagnostic[]) => void,
  {
    layout = 'site',
    drafts = false,
    translation,
  }: { layout?: ContentLayout; drafts?: boolean; translation?: VariantTranslation } = {},
): Promise<{ pages: ContentPage[]; routes: ReadonlyMap<string, string>; omitted?: string[] }> {
  const { contentDir } = config;
  const read = (relPath: string) => run.get(sourcePage, { contentDir, relPath, layout });
  const own = await run.step('load content', () => loadContent(contentDir, read, config.root));
  const all: LoadedContent & { omitted?: string[] } = translation
    ? await run.step('load translations', () => translated(run, own, translation, layout, config))
    : own;
  const loaded = drafts ? all : { ...all, pages: all.pages.filter((p) => !p.frontMatter.draft) };
  // Only a head start, while the spec loads: were it to fail, the first page's transform starts
  // the workers.
  prepareProcessor(
    run,
    loaded.pages.map((page) => page.body),
  ).catch(() => undefined);
  keep(loaded.diagnostics);
  return run.step('transform markdown', async () => {
    const table = await run.get(routeTable, { sources: loaded.pages, docsRoute: config.docsRoute });
    keep(table.diagnostics);
    const routes = table.byRelPath;
    const settings = markdownSettings(config);
    // (A page left without a route, a duplicate kept by `docgen check`, is not transformed.)
    const routed = loaded.pages.filter((page) => routes.has(page.relPath));
    const pages = await Promise.all(
      routed.map(async (page) => ({
        source: page,
        route: routes.get(page.relPath)!,
        markdown: await run.get(markdown, { page, settings, routes }),
      })),
    );
    run.timings.push({ stage: 'markdown/page median', ms: median(run.services.pageTimes) });
    keep(pages.flatMap((page) => page.markdown.diagnostics));
    return { pages, routes, ...(all.omitted ? { omitted: all.omitted } : {}) };
  });
}

/** Where a variant's translated pages are: its docs' folder, and the pages' (a site's variant). */
export type VariantTranslation = Pick<Translation, 'untranslated' | 'from'> & {
  docs: string;
  pages: string | undefined;
};

/**
 * The pages of a language: each of the default language's, replaced by its translation where the
 * language has one (Docusaurus's layout: `docs/a.md` is `<docs>/a.md`, another page `<pages>/…`),
 * else the default's, marked `untranslated` (or left out, as `i18n.untranslated` says). A
 * translation keeps the original's place (its path, kind and id): the sidebars, routes and links
 * are the default language's.
 */
async function translated(
  run: Runner,
  own: LoadedContent,
  translation: VariantTranslation,
  layout: ContentLayout,
  config: ResolvedConfig,
): Promise<LoadedContent & { omitted?: string[] }> {
  const folder = async (dir: string | undefined, folderLayout: ContentLayout) => {
    if (!dir || !existsSync(dir)) return new Map<string, SourcePage>();
    const read = (relPath: string) =>
      run.get(sourcePage, { contentDir: dir, relPath, layout: folderLayout });
    const loaded = await loadContent(dir, read, config.root);
    diagnostics.push(...loaded.diagnostics);
    return new Map(loaded.pages.map((page) => [page.relPath, page]));
  };
  const diagnostics: Diagnostic[] = [...own.diagnostics];
  const [docs, pages] = await Promise.all([
    folder(translation.docs, 'docs'),
    folder(translation.pages, 'site'),
  ]);
  const { from, untranslated } = translation;
  const place = (page: SourcePage) =>
    layout === 'docs' || page.kind === 'doc'
      ? docs.get(layout === 'docs' ? page.relPath : page.relPath.replace(/^docs\//, ''))
      : pages.get(page.relPath.replace(/^pages\//, ''));
  const omitted: string[] = [];
  const made = own.pages.flatMap((page): SourcePage[] => {
    const other = place(page);
    if (other) {
      const { file, frontMatter, positions, body } = other;
      return [{ ...page, file, frontMatter, positions, body }];
    }
    if (untranslated === 'fallback') return [{ ...page, untranslated: from }];
    if (page.kind === 'doc') omitted.push(page.id);
    return [];
  });
  // The docs left out, which the language's sidebars drop (shape.ts).
  return { pages: made, diagnostics, ...(untranslated === 'omit' ? { omitted } : {}) };
}

/**
 * Has the processor start its workers (shiki with the pages' languages, the diagram drawer) now,
 * while the spec loads, rather than on the first block a page's transform reaches; not when the
 * runner holds transformed pages, which a build with a warm cache is likely to reuse.
 */
export async function prepareProcessor(run: Runner, bodies: readonly string[]): Promise<void> {
  const { processor } = run.services;
  if (!processor.prepare || (await run.likelyReused(markdown))) return;
  const langs = fenceLanguages(bodies);
  if (langs.length > 0) processor.prepare(langs);
}

/** The last commit date of each content file, when the config asks for them. */
export async function pageDates(
  run: Runner,
  config: ResolvedConfig,
): Promise<Record<string, string> | undefined> {
  if (!config.lastUpdated) return undefined;
  return (await run.step('last updated', () => run.get(lastUpdated, config.contentDir))).dates;
}

/** Each docs page's Markdown copy, kept while the page and the routes its links resolve to are. */
export async function markdownCopies(
  run: Runner,
  config: ResolvedConfig,
  content: { pages: readonly ContentPage[]; routes: ReadonlyMap<string, string> },
): Promise<Map<ContentPage, Uint8Array>> {
  const docs = content.pages.filter((page) => page.source.kind === 'doc');
  const site = { url: config.url, baseUrl: config.baseUrl };
  const copies = await Promise.all(
    docs.map((page) => run.get(markdownCopy, { page, site, routes: content.routes })),
  );
  return new Map(docs.map((page, i) => [page, copies[i]!]));
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
