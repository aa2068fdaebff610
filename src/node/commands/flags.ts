import type { ConfigOverrides } from '../config/resolve.js';

/** The flags of every command that compiles the site (build, watch, check). */
export interface SiteFlags {
  config?: string;
  baseUrl?: string;
  spec?: string;
  content?: string;
  /** commander's negation of --no-cache. */
  cache?: boolean;
}

/** What the pipeline takes from those flags. */
export function siteOptions(
  flags: SiteFlags,
  cwd: string,
  extra: ConfigOverrides = {},
): { cwd: string; configFile: string | undefined; overrides: ConfigOverrides } {
  return {
    cwd,
    configFile: flags.config,
    overrides: {
      ...extra,
      ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
      ...(flags.spec ? { spec: flags.spec } : {}),
      ...(flags.content ? { contentDir: flags.content } : {}),
    },
  };
}
