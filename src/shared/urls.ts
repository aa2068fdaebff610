/** Pure URL helpers shared by the node side, the templates and the client. */

/** Prefixes an absolute site route with the base URL: ('/docs/', '/intro/') → '/docs/intro/'. */
export function withBase(baseUrl: string, route: string): string {
  if (!route.startsWith('/')) return route;
  return baseUrl.replace(/\/$/, '') + route;
}

/** Normalises a route to start with `/` and (when trailingSlash) end with `/`, keeping any hash. */
export function normalizeRoute(route: string, trailingSlash = true): string {
  const [pathPart = '', hash] = route.split('#', 2);
  let p = ('/' + pathPart).replace(/\/{2,}/g, '/');
  if (trailingSlash && !p.endsWith('/') && !/\.[a-z0-9]+$/i.test(p)) p += '/';
  return hash !== undefined ? `${p}#${hash}` : p;
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
