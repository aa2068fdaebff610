import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';

/** Hosts that name the machine the site is built on, never a published site. */
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\])$/i;

/**
 * The site's public origin and path (`https://docs.exemplo.com.br`), or '' when the config gives
 * none: `url` unset (the config then says `http://localhost`) or on this machine. Absolute URLs of
 * the site are then written from its root (`/docs/intro/`), and what only an absolute URL can say
 * is left out: sitemap.xml (its protocol takes only absolute URLs), robots.txt's `Sitemap:` line,
 * the pages' canonical link and `og:url`.
 */
export function publicUrl(config: Pick<ResolvedConfig, 'url'>): string {
  try {
    return LOCAL_HOST.test(new URL(config.url).hostname) ? '' : config.url;
  } catch {
    return '';
  }
}

/**
 * The one warning of a build (and `docgen check`) whose config gives no public `url`: what the
 * site then lacks, and how to give it.
 */
export function siteUrlWarnings(config: Pick<ResolvedConfig, 'url' | 'configFile'>): Diagnostic[] {
  if (publicUrl(config) !== '') return [];
  return [
    {
      code: codes.siteUrlMissing,
      severity: 'warning',
      rule: 'config',
      ...said('siteUrlMissing'),
      ...(config.configFile ? { file: config.configFile } : {}),
      pointer: '/url',
    },
  ];
}
