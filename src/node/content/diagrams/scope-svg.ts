/**
 * Prefixes every id of an SVG and the references to them, drops the web-font @import, and drops the
 * root's inline `style` (the colour variables it sets are in markdown.css, as a strict CSP refuses
 * style attributes).
 */
export function scopeSvg(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
  let out = svg
    .replace(/^\s*@import[^\n]*\n?/gm, '')
    .replace(/^(<svg\b[^>]*?)\sstyle="[^"]*"/, '$1');
  out = out.replace(/\sid="([^"]+)"/g, (_m, id: string) => ` id="${prefix}-${id}"`);
  out = out.replace(/url\(#([^)]+)\)/g, (m, id: string) =>
    ids.has(id) ? `url(#${prefix}-${id})` : m,
  );
  return out.replace(/href="#([^"]+)"/g, (m, id: string) =>
    ids.has(id) ? `href="#${prefix}-${id}"` : m,
  );
}
