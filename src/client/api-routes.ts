/**
 * On the overview of a split reference, `/api/#operation/x` names an element on another page: the
 * page carries a JSON map of deep-link id → page, and this moves the reader there, keeping the
 * hash.
 */
export function setupApiRoutes(root: Document): void {
  const data = root.querySelector<HTMLScriptElement>('script[data-api-routes]');
  if (!data) return;
  let routes: Record<string, string>;
  try {
    routes = JSON.parse(data.textContent ?? '{}') as Record<string, string>;
  } catch {
    return;
  }
  const follow = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const page = routes[id];
    if (page && !root.getElementById(id))
      location.replace(`${page}#${encodeURIComponent(id).replace(/%2F/g, '/')}`);
  };
  follow();
  window.addEventListener('hashchange', follow);
}
