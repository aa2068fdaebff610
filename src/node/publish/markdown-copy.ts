import path from 'node:path';
import { isExternal, withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SourceLink } from '../content/data.js';
import { resolveSiteHref } from '../content/plugins/links.js';
import type { ContentPage } from '../content/transform.js';
import { pageTitle } from '../content/title.js';
import { publicUrl } from '../site/site-url.js';

/** The absolute URL a link or image of the page points at, or undefined to leave it as written. */
function absoluteUrl(
  url: string,
  node: { kind: SourceLink['kind'] },
  page: ContentPage,
  context: CopyContext,
): string | undefined {
  const site = (route: string) =>
    publicUrl(context.config) + withBase(context.config.baseUrl, route);
  if (url === '' || isExternal(url)) return undefined;
  if (url.startsWith('#')) return site(page.route) + url;
  if (node.kind === 'image') {
    // The images plugin published the file as assets/img/<name>-<hash><ext>.
    const base = path.basename(url.split(/[?#]/, 1)[0]!);
    const ext = path.extname(base).toLowerCase();
    const name = path.basename(base, path.extname(base)).replace(/[^A-Za-z0-9_-]+/g, '-');
    const published = page.markdown.images.find(
      (i) => i.file.startsWith(`assets/img/${name}-`) && i.file.endsWith(ext),
    );
    return published ? site('/' + published.file) : url.startsWith('/') ? site(url) : undefined;
  }
  const route = resolveSiteHref(url, {
    relPath: page.source.relPath,
    routeOf: context.routeOf,
    route: page.route,
  });
  return route === undefined ? undefined : site(route);
}

export interface CopyContext {
  config: Pick<ResolvedConfig, 'url' | 'baseUrl'>;
  routeOf: (relPath: string) => string | undefined;
}

/**
 * The Markdown copy of a docs page: its source without the front matter, a `# Title` when the body
 * has no h1, and every relative link and image rewritten to an absolute URL of the published site,
 * so the copy reads the same pasted anywhere (an LLM prompt, an issue, llms-full.txt).
 */
export function markdownCopy(page: ContentPage, context: CopyContext): string {
  // Where each destination is was recorded while the page was parsed (plugins/source-links.ts),
  // and which lines are code blocks' magic comments (plugins/code-meta.ts), which it leaves out.
  const { text: body, links, hasTitle, cuts = [] } = page.markdown.source;
  const edits = [
    ...links.map((link) => ({ ...link, with: absoluteUrl(link.url, link, page, context) })),
    ...cuts.map((cut) => ({ ...cut, with: '' })),
  ];
  let text = body;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    if (edit.with !== undefined)
      text = text.slice(0, edit.start) + edit.with + text.slice(edit.end);
  text = text.replace(/^\s*\n/, '').trimEnd() + '\n';
  return hasTitle ? text : `# ${pageTitle(page)}\n\n${text}`;
}
