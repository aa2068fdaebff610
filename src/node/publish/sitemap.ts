import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import type { OutputFile } from '../types.js';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml with every indexable route. */
export function sitemap(config: ResolvedConfig, routes: readonly string[]): OutputFile {
  const urls = [...routes]
    .sort()
    .map(
      (route) =>
        `  <url><loc>${escapeXml(config.url + withBase(config.baseUrl, route))}</loc></url>`,
    )
    .join('\n');
  return {
    file: 'sitemap.xml',
    contents:
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  };
}

/** robots.txt: indexing allowed unless the config says noIndex. */
export function robots(config: ResolvedConfig): OutputFile {
  const rule = config.noIndex ? 'Disallow: /' : 'Allow: /';
  return {
    file: 'robots.txt',
    contents:
      `User-agent: *\n${rule}\n\n` +
      `Sitemap: ${config.url}${withBase(config.baseUrl, '/sitemap.xml')}\n`,
  };
}
