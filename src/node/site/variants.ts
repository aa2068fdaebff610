import type { ResolvedConfig } from '../config/types.js';
import type { ContentLayout } from '../content/load.js';
import type { VariantTranslation } from '../pipeline/content.js';
import type { Translation } from './locales.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ItemPlace, SidebarsFile } from './sidebars/sidebars-file.js';

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
  /** How its content folder is laid out: a released version's holds its docs alone. */
  layout: ContentLayout;
  /** A released version's own sidebars (JSON), which replace the config's `sidebars`. */
  sidebarsFile?: string | undefined;
  /** Where the sidebars file (`sidebarPath`) writes each item of the variant's sidebars. */
  sidebarPlaces?: Record<string, ItemPlace> | undefined;
  /** In a language other than the default one: where its translated pages are. */
  translation?: VariantTranslation | undefined;
  /** Its sidebars' labels in its language (Docusaurus's `current.json`, `version-<name>.json`). */
  sidebarLabels?: Record<string, string> | undefined;
}

/**
 * The variants of a site: one per version of its docs and spec (config/versions.ts), or, with no
 * released version, the working tree's alone. The last version is at the config's routes
 * (`/docs/`, `/api/`), each other one under its path (`/docs/1.0/`, `/api/1.0/`); the working
 * tree's (`current`) is the primary one wherever it is.
 */
export function siteVariants(
  config: ResolvedConfig,
  translation?: Translation | undefined,
): SiteVariant[] {
  const { list, lastVersion } = config.versions;
  // A language's translations of a version's docs: Docusaurus's `current/`, `version-<name>/`.
  const translated = (name: string, layout: ContentLayout) =>
    translation
      ? {
          translation: {
            untranslated: translation.untranslated,
            from: translation.from,
            docs: `${translation.docs}/${name === 'current' ? 'current' : `version-${name}`}`,
            pages: layout === 'site' ? translation.pages : undefined,
          },
        }
      : {};
  if (list.length === 0)
    return [
      {
        name: config.docsVersion,
        config,
        primary: true,
        layout: 'site',
        ...translated('current', 'site'),
      },
    ];
  return list.map((version) => {
    const under = (route: string) =>
      version.name === lastVersion ? route : `${route}${version.path}/`;
    const current = version.name === 'current';
    const spec = current ? config.api.spec : version.spec;
    const variantConfig: ResolvedConfig = {
      ...config,
      contentDir: version.docs ?? config.contentDir,
      docsRoute: under(config.docsRoute),
      api: {
        ...config.api,
        route: under(config.api.route),
        spec,
      },
      // The navbar's link to the reference leads to this version's (its Docs link already does).
      navbar: {
        ...config.navbar,
        items: config.navbar.items.map((item) =>
          item.to === config.api.route && spec ? { ...item, to: under(config.api.route) } : item,
        ),
      },
      docsVersion: version.name,
      noIndex: config.noIndex || version.noIndex,
    };
    return {
      name: version.name,
      config: variantConfig,
      primary: current,
      layout: current ? 'site' : 'docs',
      ...(version.sidebars ? { sidebarsFile: version.sidebars } : {}),
      ...translated(version.name, current ? 'site' : 'docs'),
    };
  });
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
          ...said('duplicateVariantRoute', { route, taken, name }),
          ...(configFile ? { file: configFile } : {}),
        });
    }
  return diagnostics;
}

/**
 * The variants with their sidebars read: a released version's own file (`versionSidebars`), else
 * the project's sidebars file (`sidebarPath`) when the config names one, else the config's
 * `sidebars`. The variant's `sidebarPath` is then the file its sidebars come from, where a problem
 * with them is reported.
 */
export async function withOwnSidebars(
  variants: readonly SiteVariant[],
  read: (file: string) => Promise<{ sidebars: ResolvedConfig['sidebars'] | undefined }>,
  project?: SidebarsFile | undefined,
): Promise<SiteVariant[]> {
  const { sidebars: own, places } = project ?? {};
  return Promise.all(
    variants.map(async (variant) => {
      if (!variant.sidebarsFile)
        return own
          ? { ...variant, config: { ...variant.config, sidebars: own }, sidebarPlaces: places }
          : variant;
      const { sidebars } = await read(variant.sidebarsFile);
      if (!sidebars) return variant;
      const config = { ...variant.config, sidebars, sidebarPath: variant.sidebarsFile };
      return { ...variant, config };
    }),
  );
}
