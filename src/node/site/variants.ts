import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * A variant of the site: one docs folder and one spec, under their own routes. A site is a list
 * of them, declared here and nowhere else: `compile()` builds each variant's pages from the one
 * graph of stages (a page or a spec two variants read is read and parsed once, the stages being
 * keyed by their inputs) and publishes them as one site. A dimension (the API's versions, the
 * site's languages) is added by declaring its variants: each is the site's config with its own
 * folders and routes, which every stage reads as it reads any config.
 */
export interface SiteVariant {
  /** The variant's name: the docs version (`current` for the working tree's). */
  name: string;
  /** The config the variant's pages are made with: its content folder, its spec, its routes. */
  config: ResolvedConfig;
  /**
   * Whether the variant makes what the site has once: its home page, 404 page, search page, the
   * robots file and llms.txt.
   */
  primary: boolean;
}

/** The variants of a site: today one, the working tree's docs and spec (`docsVersion`). */
export function siteVariants(config: ResolvedConfig): SiteVariant[] {
  return [{ name: config.docsVersion, config, primary: true }];
}

/**
 * Two variants making one route (a version's `path` that another's docs already use): an error
 * naming both, at the config file, since the variants are declared there.
 */
export function variantClashes(
  variants: readonly { name: string; routes: readonly string[] }[],
  configFile: string | undefined,
): Diagnostic[] {
  const owner = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const { name, routes } of variants)
    for (const route of routes) {
      const taken = owner.get(route);
      if (taken === undefined) owner.set(route, name);
      else if (taken !== name)
        diagnostics.push({
          code: codes.duplicateRoute,
          severity: 'error',
          message: `Route ${route} is produced by both variant "${taken}" and variant "${name}"`,
          ...(configFile ? { file: configFile } : {}),
          hint: 'Give the versions different paths in the config.',
        });
    }
  return diagnostics;
}
