import { redocTarget } from '../shared/redoc-anchors.js';

/**
 * A JSON map the reference's route carries: deep-link id → page (`data-api-routes`, a split
 * reference), Redoc's id → the reference's (`data-api-aliases`); empty on other pages.
 */
function jsonMap(root: Document, attribute: string): Record<string, string> {
  const data = root.querySelector<HTMLScriptElement>(`script[${attribute}]`);
  if (!data) return {};
  try {
    return JSON.parse(data.textContent ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The page the navigation links `id` to, when that is another page (a tag's other part). */
function navPage(root: Document, id: string): string | undefined {
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[data-api-nav-link]')) {
    const url = new URL(a.href);
    if (url.pathname !== location.pathname && decodeURIComponent(url.hash.slice(1)) === id)
      return url.pathname;
  }
  return undefined;
}

const fragment = (id: string) => `#${encodeURIComponent(id).replace(/%2F/g, '/')}`;

/**
 * A split reference's `#operation/x` may name an element on another page: `/api/#operation/x`
 * (the overview carries a JSON map of deep-link id → page), or a tag's page after a change to the
 * spec moved x to another part of the tag (the navigation lists the tag's operations on its other
 * parts). A link saved from a Redoc reference (`/api/#tag/Envelopes/operation/x`) names Redoc's id,
 * which the reference's route reads as its own. This moves the reader there.
 */
export function setupApiRoutes(root: Document): void {
  const routes = jsonMap(root, 'data-api-routes');
  const aliases = jsonMap(root, 'data-api-aliases');
  const follow = () => {
    const hash = decodeFragment(location.hash.slice(1));
    if (!hash || root.getElementById(hash)) return;
    const id = redocTarget(hash, aliases) ?? hash;
    if (id !== hash && root.getElementById(id)) return location.replace(fragment(id));
    const page = routes[id] ?? navPage(root, id);
    if (page) location.replace(`${page}${fragment(id)}`);
  };
  follow();
  addEventListener('hashchange', follow);
}

function decodeFragment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
