import { decodeHTMLAttribute } from 'entities';
import { normalizeRoute, withBase } from '../../shared/urls.js';
import { decodePartOrKeep } from '../util/decode-uri.js';
import { asciiView, type AsciiView } from '../util/utf8.js';
import type { ResolvedConfig } from '../config/types.js';
import type { LinkRef } from '../content/data.js';
import { resolveSiteHref } from '../content/plugins/links.js';
import { codes } from '../diagnostics/codes.js';
import {
  type Diagnostic,
  type DiagnosticText,
  failOnErrors,
  said,
} from '../diagnostics/diagnostic.js';
import { DESCRIPTION_PATH } from '../openapi/describe.js';
import {
  locateInDescriptions,
  walkDescriptions,
  type FoundInDescription,
  type WrittenAt,
} from '../openapi/description-links.js';
import type { LoadedSpec } from '../openapi/load.js';

/** The element ids and the `<a>` hrefs of a page's HTML: what the link check reads of it. */
export interface PageAnchors {
  ids: string[];
  hrefs: string[];
}

/** The ids and hrefs of a page's HTML, as text or UTF-8 bytes, read in one copy of its bytes. */
export function anchorsOf(html: string | Uint8Array): PageAnchors {
  const view = asciiView(html);
  return { ids: [...collectIds(view)], hrefs: collectHrefs(view) };
}

/** One rendered route as the link check sees it. */
export interface CheckedPage {
  route: string;
  /**
   * Its ids and hrefs, or its HTML (as text or as UTF-8 bytes, read one page at a time) to read
   * them from.
   */
  html: string | Uint8Array | PageAnchors;
  /** Source file of the route, for locations. */
  file?: string | undefined;
  /** Links written in its Markdown, with their lines (route form, without the baseUrl). */
  links?: readonly LinkRef[] | undefined;
}

export interface LinkCheckInput {
  pages: readonly CheckedPage[];
  baseUrl: string;
  /** Other published paths a link may point at: `/assets/site-1a2b.css`, `/img/logo.svg`. */
  files?: Iterable<string>;
  /** Ids a route is known to have without its HTML (the API reference's anchors, from the spec). */
  knownIds?: ReadonlyMap<string, Iterable<string>>;
  /**
   * Where links found only in the HTML (no page's Markdown lists them) are written, those whose
   * place is known: the spec's descriptions (see checkSiteLinks). Asked once, for the broken ones.
   */
  locate?: ((hrefs: readonly string[]) => ReadonlyMap<string, WrittenAt>) | undefined;
}

const ORIGIN = 'http://docgen.invalid';

/**
 * Every element id in a page's HTML, as text or UTF-8 bytes (React and rehype both write
 * `id="…"`).
 */
export function collectIds(html: string | Uint8Array | AsciiView): Set<string> {
  return new Set(attributes(html, /[\t\n\f\r ]id="([^"]*)"/g));
}

/**
 * The href of every `<a>` in a page's HTML, as text or UTF-8 bytes; not of docgen's links to a
 * page in another language (React writes their `hrefLang`: the language menu, the notice of an
 * untranslated page), which it makes from that language's routes: each language is checked
 * against its own files.
 */
export function collectHrefs(html: string | Uint8Array | AsciiView): string[] {
  return attributes(html, /<a(?![^>]*[\t\n\f\r ]hrefLang=)[\t\n\f\r ][^>]*?href="([^"]*)"/g);
}

/** The values of the attribute a pattern's group matches, as text, entities decoded. */
function attributes(html: string | Uint8Array | AsciiView, pattern: RegExp): string[] {
  const view = typeof html === 'string' || html instanceof Uint8Array ? asciiView(html) : html;
  return detached(
    [...view.source.matchAll(pattern)].map((m) => decodeHTMLAttribute(view.text(m[1]!))),
  );
}

/**
 * The same strings, copied out of the text they were cut from: V8 keeps a long cut-out as a view
 * of the whole, so a kept id would keep its page's HTML alive (a page decoded for the check, which
 * is meant to live only while its links are read: Microsoft Graph's are 722 MB).
 */
function detached(values: string[]): string[] {
  // Joined into one new string (behind a separator, so that even a single value is copied), then
  // cut again: the parts are views of that string, which holds only them.
  return values.length === 0 ? values : `\0${values.join('\0')}`.split('\0').slice(1);
}

interface Target {
  route: string;
  hash: string | undefined;
}

/**
 * A fragment the URL parser keeps exactly as written: printable ASCII, none of the characters it
 * percent-encodes in a fragment (`"`, `<`, `>`, `` ` ``).
 */
const PLAIN_FRAGMENT = /^#[!#-;=?-_a-~]*$/;

type Resolved = Target | 'outside' | undefined;

/**
 * The resolver of the hrefs found on `fromRoute`: each to a site route and anchor; undefined when
 * it leaves the site. A page's own fragments (`#x`, most links of a reference page) are resolved
 * without parsing a URL each, to what the URL parser would give; a path from the root (`/api/x/#y`,
 * which a large reference repeats on page after page) is resolved once, in `absolute`, shared by
 * every page's resolver.
 */
function resolver(fromRoute: string, baseUrl: string, absolute: Map<string, Resolved>) {
  const from = new URL(withBase(baseUrl, fromRoute), ORIGIN);
  const page = resolve('', from, baseUrl);
  return (href: string): Resolved => {
    if (typeof page === 'object' && PLAIN_FRAGMENT.test(href))
      return {
        route: page.route,
        hash: href.length > 1 ? decodePartOrKeep(href.slice(1)) : undefined,
      };
    // A path from the root, not a scheme-relative `//host`: the page it is on does not matter.
    if (!href.startsWith('/') || href.startsWith('//')) return resolve(href, from, baseUrl);
    let target = absolute.get(href);
    if (target === undefined && !absolute.has(href))
      absolute.set(href, (target = resolve(href, from, baseUrl)));
    return target;
  };
}

/** Resolves an href found at `from` to a site route and anchor; undefined when it leaves it. */
function resolve(href: string, from: URL, baseUrl: string): Resolved {
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl : baseUrl + '/';
  if (!url.pathname.startsWith(base) && url.pathname + '/' !== base) return 'outside';
  const route = '/' + decodePartOrKeep(url.pathname).slice(base.length);
  const hash = url.hash.length > 1 ? decodePartOrKeep(url.hash.slice(1)) : undefined;
  return { route, hash };
}

/**
 * Checks every internal link and `#anchor` of a rendered site against the routes and element ids it
 * renders. Works on any route (Markdown pages, the API reference, generated indexes), so a future
 * `docgen check` can run it on the same data. Returns one warning per broken link: with file and
 * line for links written in Markdown; once per target for links in the page chrome.
 */
export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  const idsOf = new Map<string, Set<string>>();
  // Each page's HTML, unless its ids and hrefs come read already, is read once, one page at a
  // time (a copy of its bytes, see AsciiView).
  const hrefsOf = new Map<CheckedPage, string[]>();
  for (const page of input.pages) {
    const found =
      typeof page.html === 'string' || page.html instanceof Uint8Array
        ? anchorsOf(page.html)
        : page.html;
    idsOf.set(page.route, new Set(found.ids));
    hrefsOf.set(page, found.hrefs);
  }
  for (const [route, ids] of input.knownIds ?? [])
    idsOf.set(route, new Set([...(idsOf.get(route) ?? []), ...ids]));
  const files = new Set(input.files ?? []);
  // The same target is checked once, however many pages link it (by route, then anchor).
  const problems = new Map<string, Map<string | undefined, DiagnosticText | undefined>>();
  const problem = (t: Target | 'outside'): DiagnosticText | undefined => {
    if (t === 'outside') return problemOf(t);
    let byHash = problems.get(t.route);
    if (!byHash) problems.set(t.route, (byHash = new Map()));
    if (byHash.has(t.hash)) return byHash.get(t.hash);
    const reason = problemOf(t);
    byHash.set(t.hash, reason);
    return reason;
  };
  const problemOf = (t: Target | 'outside'): DiagnosticText | undefined => {
    if (t === 'outside') return said('linkOutsideBase', { baseUrl: input.baseUrl }).text;
    const route = idsOf.has(t.route)
      ? t.route
      : idsOf.has(t.route + '/')
        ? t.route + '/'
        : t.route.replace(/index\.html$/, '');
    const ids = idsOf.get(route);
    if (!ids) return files.has(t.route) ? undefined : said('linkNoPage', { route: t.route }).text;
    if (t.hash === undefined || t.hash === 'top' || ids.has(t.hash)) return undefined;
    return said('linkNoAnchor', { hash: t.hash, route }).text;
  };
  const diagnostics: Diagnostic[] = [];
  const absolute = new Map<string, Resolved>();
  // Links outside the Markdown (navbar, footer, API reference) have no line in a page: one warning
  // per target, at the spec's description that holds it if there is one.
  const chrome = new Map<string, { href: string; reason: DiagnosticText; routes: string[] }>();
  for (const page of input.pages) {
    const written = new Set<string>();
    const resolveHere = resolver(page.route, input.baseUrl, absolute);
    for (const link of page.links ?? []) {
      const href = link.href.startsWith('#') ? link.href : withBase(input.baseUrl, link.href);
      const target = resolveHere(href);
      if (!target) continue;
      written.add(keyOf(target));
      const reason = problem(target);
      if (reason)
        diagnostics.push(
          brokenLink(said('brokenLink', { href: link.href }, { reason }), {
            file: page.file,
            line: link.line,
            column: link.column,
          }),
        );
    }
    for (const href of hrefsOf.get(page)!) {
      const target = resolveHere(href);
      if (!target || written.has(keyOf(target))) continue;
      const reason = problem(target);
      if (!reason) continue;
      const key = `${keyOf(target)} ${JSON.stringify(reason)}`;
      const entry = chrome.get(key) ?? { href, reason, routes: [] };
      if (entry.routes.at(-1) !== page.route) entry.routes.push(page.route);
      chrome.set(key, entry);
    }
  }
  const written =
    chrome.size > 0 ? input.locate?.([...chrome.values()].map((e) => e.href)) : undefined;
  for (const { href, reason, routes } of chrome.values()) {
    const words =
      routes.length === 1
        ? said('brokenLinkOnPage', { href, route: routes[0]! }, { reason })
        : said('brokenLinkOnPages', { href, count: routes.length, route: routes[0]! }, { reason });
    diagnostics.push(brokenLink(words, written?.get(href)));
  }
  return diagnostics;
}

const keyOf = (t: Target | 'outside') =>
  t === 'outside' ? 'outside' : `${t.route}#${t.hash ?? ''}`;

function brokenLink(
  words: ReturnType<typeof said>,
  at: {
    file?: string | undefined;
    line?: number | undefined;
    column?: number | undefined;
    pointer?: string | undefined;
  } = {},
): Diagnostic {
  return {
    code: codes.brokenLink,
    severity: 'warning',
    ...words,
    ...(at.file !== undefined ? { file: at.file } : {}),
    ...(at.line !== undefined ? { line: at.line } : {}),
    ...(at.column !== undefined ? { column: at.column } : {}),
    ...(at.pointer !== undefined ? { pointer: at.pointer } : {}),
  };
}

/** What a build hands the link check. */
export interface SiteLinkInput {
  config: Pick<ResolvedConfig, 'baseUrl' | 'onBrokenLinks'> & { api: { route: string } };
  rendered: readonly Pick<CheckedPage, 'route' | 'html'>[];
  content: readonly {
    route: string;
    source: { file: string };
    markdown: { links: readonly LinkRef[] };
  }[];
  files: readonly { file: string }[];
  /**
   * Ids the reference's route leads to on its other pages (a split reference's `idRoutes`: its
   * client moves `/api/#operation/x` to x's page).
   */
  apiIds: Iterable<string>;
  /** The spec: its files as written (where its descriptions' links are). */
  spec: LinkedSpec | undefined;
  /**
   * Where the spec writes each of these links (`locateSpecLinks`, or a kept result of it: a
   * watch session asks again on every save for the same broken links).
   */
  locate?: ((hrefs: readonly string[]) => ReadonlyMap<string, WrittenAt>) | undefined;
}

/** What of a spec the link check reads: its files as written. */
export type LinkedSpec = Pick<
  LoadedSpec,
  'document' | 'file' | 'source' | 'parsedFiles' | 'convertedFrom'
>;

/**
 * The build's link check, following `onBrokenLinks`: `ignore` skips it, `warn` returns the
 * warnings, `throw` fails the build (before anything is written) with every broken link at once.
 */
export function checkSiteLinks(input: SiteLinkInput): Diagnostic[] {
  if (input.config.onBrokenLinks === 'ignore') return [];
  const sources = new Map(input.content.map((c) => [c.route, c]));
  const apiRoute = normalizeRoute(input.config.api.route);
  const diagnostics = checkLinks({
    baseUrl: input.config.baseUrl,
    pages: input.rendered.map((r) => ({
      route: r.route,
      html: r.html,
      file: sources.get(r.route)?.source.file,
      links: sources.get(r.route)?.markdown.links,
    })),
    files: input.files.map((f) => '/' + f.file),
    knownIds: new Map([[apiRoute, input.apiIds]]),
    locate:
      input.locate ??
      (input.spec
        ? (hrefs) => locateSpecLinks(input.spec!, input.config.baseUrl, hrefs)
        : undefined),
  });
  if (input.config.onBrokenLinks === 'throw')
    failOnErrors(diagnostics.map((d) => ({ ...d, severity: 'error' as const })));
  return diagnostics;
}

/** The link targets a Markdown text writes: inline links, reference definitions, `href`s. */
const WRITTEN_TARGET =
  /\]\(\s*<?([^\s)>]+)|^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)|\shref\s*=\s*["']([^"']+)/gm;

/**
 * Where links of the reference are written in the spec: each in the first description writing a
 * target that the renderer turns into it (as a page's links, links.ts), in one walk of the spec as
 * loaded, which stops once every link is found.
 */
export function locateSpecLinks(
  spec: LinkedSpec,
  baseUrl: string,
  hrefs: readonly string[],
): Map<string, WrittenAt> {
  const context = { relPath: DESCRIPTION_PATH, routeOf: () => undefined };
  // Each href by what a description may write for it: itself, percent-decoded, or a target the
  // renderer resolves to its route (the href without the base URL).
  const wanted = new Map<string, string>();
  for (const href of hrefs) {
    const route =
      baseUrl !== '/' && href.startsWith(baseUrl) ? href.slice(baseUrl.length - 1) : href;
    for (const form of [route, decodePartOrKeep(href), href]) wanted.set(form, href);
  }
  const count = new Set(hrefs).size;
  const found = new Map<string, FoundInDescription>();
  walkDescriptions(spec, (description) => {
    for (const m of description.text.matchAll(WRITTEN_TARGET)) {
      const target = decodeHTMLAttribute(m[1] ?? m[2] ?? m[3] ?? '');
      const route = resolveSiteHref(target, context);
      const href = wanted.get(target) ?? (route === undefined ? undefined : wanted.get(route));
      if (href !== undefined && !found.has(href)) found.set(href, { description, needle: target });
    }
    return found.size === count;
  });
  const located = locateInDescriptions([...found.values()]);
  return new Map([...found.keys()].map((href, i) => [href, located[i]!]));
}
