import type { ResolvedConfig } from '../config/types.js';
import { loadContent, type ContentLayout } from '../content/load.js';
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
  { layout = 'site', drafts = false }: { layout?: ContentLayout; drafts?: boolean } = {},
): Promise<{ pages: ContentPage[]; routes: ReadonlyMap<string, string> }> {
  const { contentDir } = config;
  const read = (relPath: string) => run.get(sourcePage, { contentDir, relPath, layout });
  const all = await run.step('load content', () => loadContent(contentDir, read, config.root));
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
    return { pages, routes };
  });
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
