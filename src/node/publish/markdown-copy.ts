import path from 'node:path';
import type { Definition, Image, Link, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import { isExternal, withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import { resolveSiteHref } from '../content/plugins/links.js';
import type { ContentPage } from '../site/pages.js';
import { fileOfRoute } from '../render/render-pages.js';

/** `/docs/intro/` → `docs/intro/index.md`: the Markdown copy sits beside the page's HTML. */
export function markdownFileOfRoute(route: string): string {
  return fileOfRoute(route).replace(/\.html$/, '.md');
}

/** The site URL of a page's Markdown copy (with the baseUrl), for links and the "Ver como Markdown" control. */
export function markdownHref(baseUrl: string, route: string): string {
  return withBase(baseUrl, '/' + markdownFileOfRoute(route));
}

export const titleOfPage = (p: ContentPage): string => p.source.frontMatter.title ?? p.markdown.firstHeading ?? p.source.id;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Offset and raw text of the destination of a link, image or definition, searched after its `](` or `]:`. */
function destination(body: string, node: Link | Image | Definition): { start: number; end: number } | undefined {
  const from = node.position?.start.offset;
  const to = node.position?.end.offset;
  if (from === undefined || to === undefined) return undefined;
  const afterText = node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? from) : from;
  const marker = node.type === 'definition' ? ']:' : '](';
  const open = body.indexOf(marker, afterText);
  if (open < 0 || open > to) return undefined;
  for (const raw of new Set([node.url, safeDecodeUri(node.url)])) {
    const at = body.indexOf(raw, open + 2);
    if (raw !== '' && at >= 0 && at + raw.length <= to) return { start: at, end: at + raw.length };
  }
  return undefined;
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** The absolute URL a link or image of the page points at, or undefined to leave it as written. */
function absoluteUrl(url: string, node: Nodes, page: ContentPage, context: CopyContext): string | undefined {
  const site = (route: string) => context.config.url + withBase(context.config.baseUrl, route);
  if (url === '' || isExternal(url)) return undefined;
  if (url.startsWith('#')) return site(page.route) + url;
  if (node.type === 'image') {
    // The images plugin published the file as assets/img/<name>-<hash><ext>.
    const base = path.basename(url.split(/[?#]/, 1)[0]!);
    const ext = path.extname(base).toLowerCase();
    const name = path.basename(base, path.extname(base)).replace(/[^A-Za-z0-9_-]+/g, '-');
    const published = page.markdown.images.find((i) => i.file.startsWith(`assets/img/${name}-`) && i.file.endsWith(ext));
    return published ? site('/' + published.file) : url.startsWith('/') ? site(url) : undefined;
  }
  const route = resolveSiteHref(url, { relPath: page.source.relPath, routeOf: context.routeOf, route: page.route });
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
  const body = page.source.body;
  const tree = fromMarkdown(body);
  const edits: Edit[] = [];
  let hasTitle = false;
  visit(tree, (node: Nodes) => {
    if (node.type === 'heading' && node.depth === 1) hasTitle = true;
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const url = absoluteUrl(node.url, node, page, context);
    const at = url === undefined ? undefined : destination(body, node);
    if (url !== undefined && at) edits.push({ ...at, text: url });
  });
  let text = body;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  text = text.replace(/^\s*\n/, '').trimEnd() + '\n';
  return hasTitle ? text : `# ${titleOfPage(page)}\n\n${text}`;
}
