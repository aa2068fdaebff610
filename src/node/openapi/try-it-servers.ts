import type { TryItServer } from '../../shared/try-it.js';
import type { ResolvedConfig } from '../config/types.js';
import { plainText } from '../content/plain-text.js';
import { isObject, type JsonObject } from '../util/objects.js';
import {
  ownServers,
  pathServers,
  serverUrlVariants,
  serverUrlWithDefaults,
  serverVariables,
} from './servers.js';

/** The console shows text: a description's Markdown (`code`, **bold**, links) as its words. */
const textOf = (description: unknown) =>
  typeof description === 'string' ? plainText(description) : '';

function toServers(list: readonly unknown[]): TryItServer[] {
  return list.filter(isObject).map((s) => ({
    url: serverUrlWithDefaults(s),
    description: textOf(s.description),
    template: String(s.url ?? '/'),
    variables: serverVariables(s).map(({ description, ...variable }) => ({
      ...variable,
      description: textOf(description),
    })),
  }));
}

/**
 * The servers the console offers: `api.tryIt.servers`, else the reference's (`api.servers`, else
 * the spec's). Their URLs have their variables at their defaults; the reader may set them.
 */
export function tryItServers(
  config: Pick<ResolvedConfig, 'api'>,
  document: JsonObject,
): TryItServer[] {
  const list =
    config.api.tryIt?.servers ??
    config.api.servers ??
    (Array.isArray(document.servers) ? document.servers : []);
  return toServers(list);
}

/**
 * An operation's own servers (its, else its path item's), which replace the document's; undefined
 * when it has none or when the config names the console's servers (those are what it offers).
 */
export function operationServers(
  config: Pick<ResolvedConfig, 'api'>,
  op: JsonObject,
  pathItem: JsonObject,
): TryItServer[] | undefined {
  if (config.api.tryIt?.servers) return undefined;
  const own = ownServers(op, pathItem);
  return own.length > 0 ? toServers(own) : undefined;
}

/** What a CSP host-source can name: a scheme, a host (letters, digits, dots, dashes), a port. */
const CSP_ORIGIN = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/;

/**
 * `https://api.exemplo.com/v1` → `https://api.exemplo.com`; none for a relative URL, another
 * scheme, or a host a policy cannot name (an unresolved `{variable}`).
 */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const { origin } = new URL(url);
    return CSP_ORIGIN.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sources the console may connect to, for the CSP's `connect-src` (besides 'self'): the
 * servers it offers (with every enum value of their variables), the absolute URLs of the spec's
 * OAuth endpoints (the authorization endpoint too: the console checks it answers before leaving
 * for it) and OpenID Connect discovery, and the config's `customServers` (servers the reader
 * types). Relative URLs are the site's or a server's origin, already there. Sorted, without
 * repeats; empty when the console is off.
 */
export function tryItConnectSources(
  config: Pick<ResolvedConfig, 'api'>,
  document: JsonObject,
): string[] {
  if (!config.api.tryIt) return [];
  const urls: string[] = [];
  const servers =
    config.api.tryIt.servers ??
    config.api.servers ??
    (Array.isArray(document.servers) ? document.servers : []);
  for (const s of servers) if (isObject(s)) urls.push(...serverUrlVariants(s));
  if (!config.api.tryIt.servers)
    for (const s of pathServers(document)) urls.push(...serverUrlVariants(s));
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const scheme of Object.values(schemes)) {
    if (!isObject(scheme)) continue;
    if (typeof scheme.openIdConnectUrl === 'string') urls.push(scheme.openIdConnectUrl);
    for (const flow of Object.values(isObject(scheme.flows) ? scheme.flows : {}))
      if (isObject(flow))
        for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'])
          if (typeof flow[key] === 'string') urls.push(flow[key]);
  }
  const sources = new Set([
    ...urls.flatMap((u) => originOf(u) ?? []),
    ...config.api.tryIt.customServers,
  ]);
  return [...sources].sort();
}
