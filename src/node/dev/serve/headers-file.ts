/**
 * `_headers` (the Netlify / Cloudflare Pages format `docgen build` writes): a path pattern on its
 * own line, then indented `Name: value` lines. `docgen serve` applies it, so the preview sends the
 * same Content-Security-Policy a host would, and a CSP mistake shows up before deploying.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

const toPattern = (path: string) =>
  new RegExp(
    '^' +
      path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: toPattern(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0)
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for a URL path: every matching rule in order, later ones overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules)
    if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) out[name] = value;
  return out;
}
