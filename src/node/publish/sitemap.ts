import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import type { OutputFile } from '../output-file.js';
import { publicUrl } from '../site/site-url.js';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml with every indexable route; none without a public `url` (a sitemap takes only
 * absolute URLs, see site-url.ts).
 */
export function sitemap(config: ResolvedConfig, routes: readonly string[]): OutputFile[] {
  const origin = publicUrl(config);
  if (!origin) return [];
  const urls = [...routes]
    .sort()
    .map(
      (route) => `  <url><loc>${escapeXml(origin + withBase(config.baseUrl, route))}</loc></url>`,
    )
    .join('\n');
  return [
    {
      file: 'sitemap.xml',
      contents:
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    },
  ];
}

/**
 * robots.txt: indexing allowed unless the config says noIndex; the sitemap's address, when there
 * is one.
 */
export function robots(config: ResolvedConfig): OutputFile {
  const rule = config.noIndex ? 'Disallow: /' : 'Allow: /';
  const origin = publicUrl(config);
  return {
    file: 'robots.txt',
    contents:
      `User-agent: *\n${rule}\n` +
      (origin ? `\nSitemap: ${origin}${withBase(config.baseUrl, '/sitemap.xml')}\n` : ''),
  };
}
