import { decodeHTMLAttribute } from 'entities';
import { decodePartOrKeep } from './decode-uri.js';

/** A fragment link of rendered HTML. */
const FRAGMENT_HREF = /href="#([^"]+)"/g;

/**
 * Rewrites the fragment links (`href="#…"`) of rendered HTML: `href` gets the id a link names
 * (entities and percent-encoding decoded) and its fragment as written, and returns the link's new
 * `href` value, escaped, or undefined to keep the link as it is.
 */
export function replaceFragmentLinks(
  html: string,
  href: (id: string, fragment: string) => string | undefined,
): string {
  return html.replace(FRAGMENT_HREF, (link, fragment: string) => {
    const value = href(decodePartOrKeep(decodeHTMLAttribute(fragment)), fragment);
    return value === undefined ? link : `href="${value}"`;
  });
}

/** The ids the fragment links of some HTML name, each once, in the order met. */
export function htmlLinkedIds(htmls: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const html of new Set(htmls))
    if (html.includes('href="#'))
      replaceFragmentLinks(html, (id) => {
        ids.add(id);
        return undefined;
      });
  return [...ids];
}
