/**
 * The page the overview's JSON map of deep-link id → page gives `id` (its own keys only: a hash
 * `#constructor` is no page); undefined on other pages.
 */
function mappedPage(root: Document, id: string): string | undefined {
  const data = root.querySelector<HTMLScriptElement>('script[data-api-routes]');
  if (!data) return undefined;
  try {
    const map = JSON.parse(data.textContent ?? '{}') as Record<string, string>;
    return Object.hasOwn(map, id) ? map[id] : undefined;
  } catch {
    return undefined;
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

/**
 * The overview of a split reference, from another of its pages, for a tag, an operation or a
 * schema this page does not hold: the overview's map knows the page of each.
 */
function overviewPage(root: Document, id: string): string | undefined {
  if (!/^(?:tag|operation|schema)\//.test(id)) return undefined;
  return root.querySelector<HTMLElement>('[data-api-overview]')?.dataset.apiOverview;
}

/**
 * Where `id` is: '' on this page, else the page that holds it, else undefined. A split reference's
 * `#operation/x` may name an element on another page: `/api/#operation/x` (the overview carries a
 * JSON map of deep-link id → page), or a page x is no longer on after a change to the spec moved
 * it (to another part of its tag, which the navigation lists, or further: through the overview).
 */
export function placeOf(root: Document, id: string): string | undefined {
  return root.getElementById(id)
    ? ''
    : (mappedPage(root, id) ?? navPage(root, id) ?? overviewPage(root, id));
}
