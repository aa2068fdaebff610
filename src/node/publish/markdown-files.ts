import type { ResolvedConfig } from '../config/types.js';
import { markdownFileOfRoute } from '../site/routes.js';
import { flattenSidebar, type ResolvedSidebar } from '../site/sidebar.js';
import type { ContentPage } from '../content/transform.js';
import type { OutputFile } from '../output-file.js';
import { llmsFullTxt, llmsTxt, type LlmsPage } from './llms.js';

/**
 * Docs pages in reading order: the sidebars' order first, then any page no sidebar lists, by path.
 */
function readingOrder(
  docs: readonly ContentPage[],
  sidebars: readonly ResolvedSidebar[],
): ContentPage[] {
  const rank = new Map<string, number>();
  for (const sidebar of sidebars)
    for (const entry of flattenSidebar(sidebar.items))
      if (!rank.has(entry.route)) rank.set(entry.route, rank.size);
  const at = (p: ContentPage) => rank.get(p.route) ?? Number.MAX_SAFE_INTEGER;
  return [...docs].sort((a, b) => at(a) - at(b) || (a.source.relPath < b.source.relPath ? -1 : 1));
}

/**
 * The files for readers that are not browsers: a Markdown copy of every docs page beside its HTML
 * (`docs/intro/index.md`; `copies` has each docs page's, from `markdownCopy`), `llms.txt` listing
 * them and `llms-full.txt` holding them all.
 */
export function markdownArtefacts(
  config: ResolvedConfig,
  content: readonly ContentPage[],
  sidebars: readonly ResolvedSidebar[],
  copies: ReadonlyMap<ContentPage, Uint8Array>,
  /** false: the Markdown copies only (a variant other than the site's primary one). */
  llms = true,
): OutputFile[] {
  const docs = readingOrder(
    content.filter((p) => p.source.kind === 'doc'),
    sidebars,
  );
  const pages: LlmsPage[] = docs.map((page) => ({ page, markdown: copies.get(page)! }));
  // An unlisted doc keeps its Markdown copy (its page links to it), out of llms.txt.
  const listed = pages.filter(({ page }) => page.source.frontMatter.unlisted !== true);
  return [
    ...pages.map(({ page, markdown }) => ({
      file: markdownFileOfRoute(page.route),
      contents: markdown,
    })),
    ...(llms
      ? [
          { file: 'llms.txt', contents: llmsTxt(config, listed) },
          { file: 'llms-full.txt', contents: llmsFullTxt(config, listed) },
        ]
      : []),
  ];
}
