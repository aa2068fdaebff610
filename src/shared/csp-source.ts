/**
 * Whether a Content-Security-Policy `connect-src` made of 'self' and `sources` lets a page at
 * `self` (its origin) fetch `url`: the matching of CSP Level 3 for the sources docgen writes
 * (schemes, hosts with a `*.` wildcard, ports with `*`; no paths). The "Experimentar" console warns
 * with it before a request the browser would refuse.
 */
export function connectAllowed(url: string, sources: readonly string[], self: string): boolean {
  let target: URL;
  try {
    target = new URL(url, self);
  } catch {
    return false;
  }
  if (target.origin === new URL(self).origin) return true;
  return sources.some((source) => sourceMatches(source, target));
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };
const HOST_SOURCE = /^(https?:)\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/i;

/** An `http:` source also matches `https:` (CSP3 lets a source upgrade). */
const schemeMatches = (source: string, target: string) =>
  source === target || (source === 'http:' && target === 'https:');

function sourceMatches(source: string, target: URL): boolean {
  if (/^https?:$/i.test(source)) return schemeMatches(source.toLowerCase(), target.protocol);
  const host = HOST_SOURCE.exec(source);
  if (!host) return false;
  const [, scheme = '', wildcard, name = '', port] = host;
  if (!schemeMatches(scheme.toLowerCase(), target.protocol)) return false;
  const targetHost = target.hostname.toLowerCase();
  const hostName = name.toLowerCase();
  if (wildcard ? !targetHost.endsWith(`.${hostName}`) : targetHost !== hostName) return false;
  if (port === '*') return true;
  const targetPort = target.port || DEFAULT_PORT[target.protocol] || '';
  const wanted = port ?? DEFAULT_PORT[scheme.toLowerCase()] ?? '';
  // An upgraded `http://host` source (no port) allows the https default port too.
  return targetPort === wanted || (!port && targetPort === DEFAULT_PORT[target.protocol]);
}
