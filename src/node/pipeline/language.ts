import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { SiteAssets } from '../publish/assets.js';
import type { SearchEntry } from '../publish/search/entries.js';
import type { SearchIndex } from '../publish/search/pagefind-index.js';
import { assets as assetsStage, assetsConfig, searchIndex } from '../publish/stages.js';
import {
  languagesFrame,
  siteLocales,
  type LanguagesFrame,
  type SiteLocale,
} from '../site/locales.js';
import { sidebarsFile, translationFile, versionSidebars } from '../site/stages.js';
import { translatedTheme } from '../site/theme-translations.js';
import { siteVariants, withOwnSidebars, type SiteVariant } from '../site/variants.js';
import { siteVersionsOf, type SiteVersions } from '../site/version-switch.js';
import type { ContentPage } from '../content/transform.js';
import { changelogOf } from './changelog.js';
import type { CompileOptions } from './compile.js';
import { contentPages } from './content.js';
import { publish, type VariantPublished } from './publish.js';
import { settle } from './settle.js';
import { madeVariant, variantOf, type VariantParts } from './variant.js';

type Keep = (diagnostics: readonly Diagnostic[]) => void;
type Content = Promise<{ pages: ContentPage[]; routes: ReadonlyMap<string, string> }>;

/**
 * A language's search entries, a group per page and per section of the reference, and the folder
 * of the output its index goes to (`en/`; `''` for the default language).
 */
export interface LanguageEntries {
  prefix: string;
  groups: SearchEntry[][];
}

/** A language's site, declared: its assets, its variants' parts, its search index. */
export interface LanguageParts {
  locale: SiteLocale;
  assets: Promise<SiteAssets>;
  variants: VariantParts[];
  index: Promise<SearchIndex>;
  /** Its search entries, a group per page and per section of the reference. */
  searchEntries: () => Promise<SearchEntry[][]>;
  /** The spec's downloads and `try-it.json` are made when asked for (compile.ts). */
  onDemand: boolean;
}

/**
 * The site's languages (site/locales.ts: the config's alone, or each of `i18n.locales`), each with
 * its variants (site/variants.ts) declared: their sidebars read, their content read as soon as the
 * config is known, their other parts under way (variant.ts). The spec of each variant waits for
 * the pages of the one before (the languages' variants in a row), so that two versions or
 * translations of a large spec are not held at once.
 */
export async function languagesOf(
  run: Runner,
  config: ResolvedConfig,
  options: CompileOptions,
  keep: Keep,
): Promise<LanguageParts[]> {
  const locales = await Promise.all(siteLocales(config).map((l) => withTheme(run, l, keep)));
  const drafts = !!options.drafts;
  const declared = await Promise.all(locales.map((locale) => declaredVariants(run, locale, keep)));
  const contents = declared.map((variants) =>
    variants.map((v) =>
      settle(
        contentPages(run, v.config, keep, {
          layout: v.layout,
          drafts,
          ...(v.translation ? { translation: v.translation } : {}),
        }),
      ),
    ),
  );
  const frames = languageFrames(config, contents);
  let before: Promise<unknown> = Promise.resolve();
  const onDemand = options.onDemand === true;
  return locales.map((locale, i) => {
    const assets = settle(
      run.step('bundle assets', () =>
        run.get(assetsStage, {
          config: assetsConfig(locale.config),
          fromSource: !!options.assetsFromSource,
        }),
      ),
    );
    const versions = settle(versionsOf(locale.config, declared[i]!, contents[i]!));
    const variants: VariantParts[] = [];
    for (const [j, variant] of declared[i]!.entries()) {
      const after = before;
      const parts = {
        content: contents[i]![j]!,
        assets,
        versions,
        languages: frames(i),
        after,
        onDemand,
      };
      const made = variantOf(run, variant, parts, keep);
      // Made at once, beside the reference (a worker serialises them), unless made when asked.
      if (!onDemand) void made.downloads();
      before = made.pages.catch(() => undefined);
      variants.push(made);
    }
    const groups = variants.flatMap((variant) => variant.searchGroups);
    return {
      locale,
      assets,
      variants,
      index: searchIndexOf(run, options, groups),
      searchEntries: async () => (await Promise.all(groups.map((group) => group()))).flat(),
      onDemand,
    };
  });
}

/**
 * A language's pages with every file published beside them, put in its folder of the output
 * (`en/…`) when it is not the default language. The robots file is the default language's alone.
 */
export async function languageSite(run: Runner, parts: LanguageParts, warnings: Diagnostic[]) {
  const { locale } = parts;
  const made = await Promise.all(parts.variants.map(madeVariant));
  const variants = await withChangelog(run, locale.config, made);
  const published = await publish(run, {
    config: locale.config,
    assets: await parts.assets,
    index: parts.index,
    onDemand: parts.onDemand,
    warnings,
    variants,
  });
  const prefix = locale.outPrefix;
  const searchEntries = async (): Promise<LanguageEntries> => ({
    prefix,
    groups: await parts.searchEntries(),
  });
  if (prefix === '') return { ...published, searchEntries };
  return {
    ...published,
    files: published.files
      .filter((f) => f.file !== 'robots.txt')
      .map((f) => ({ ...f, file: prefix + f.file })),
    later: published.later.map((f) => ({ ...f, file: prefix + f.file })),
    pages: published.pages.map((page) => ({
      route: `/${prefix}${page.route.slice(1)}`,
      output: { ...page.output, file: prefix + page.output.file },
    })),
    searchEntries,
  };
}

/** The languages' sites as one: their files, pages and content together, the default's first. */
export function merged(sites: readonly Awaited<ReturnType<typeof languageSite>>[]) {
  const [primary] = sites;
  if (!primary) throw new Error('a site has at least one language');
  const searchEntries = () => Promise.all(sites.map((site) => site.searchEntries()));
  if (sites.length === 1) return { ...primary, searchEntries };
  return {
    ...primary,
    searchEntries,
    content: sites.flatMap((site) => site.content),
    variants: sites.flatMap((site) => site.variants),
    pages: sites.flatMap((site) => site.pages),
    files: sites.flatMap((site) => site.files),
    later: sites.flatMap((site) => site.later),
    inline: sites.flatMap((site) => site.inline),
    connect: [...new Set(sites.flatMap((site) => site.connect))],
  };
}

/** A language with its navbar and footer labels translated (Docusaurus's JSON files), if any. */
async function withTheme(run: Runner, locale: SiteLocale, keep: Keep): Promise<SiteLocale> {
  if (!locale.translation) return locale;
  const theme = path.join(locale.translation.dir, 'docusaurus-theme-classic');
  const [navbar, footer] = await Promise.all(
    ['navbar.json', 'footer.json'].map((file) => run.get(translationFile, path.join(theme, file))),
  );
  keep([...navbar!.diagnostics, ...footer!.diagnostics]);
  const messages = { navbar: navbar!.messages, footer: footer!.messages };
  return { ...locale, config: translatedTheme(locale.config, messages) };
}

/** A language's variants, each with its own sidebars read. */
async function declaredVariants(
  run: Runner,
  { config, translation }: SiteLocale,
  keep: Keep,
): Promise<SiteVariant[]> {
  const project = config.sidebarPath ? await run.get(sidebarsFile, config.sidebarPath) : undefined;
  if (project) keep(project.diagnostics);
  const read = async (file: string) => {
    const own = await run.get(versionSidebars, file);
    keep(own.diagnostics);
    return own;
  };
  const variants = await withOwnSidebars(siteVariants(config, translation), read, project);
  return Promise.all(variants.map((variant) => withSidebarLabels(run, variant, keep)));
}

/**
 * A variant of another language with its sidebars' labels (`<docs>.json` beside its translated
 * docs' folder: `current.json`, `version-<name>.json`), if it has them.
 */
async function withSidebarLabels(
  run: Runner,
  variant: SiteVariant,
  keep: Keep,
): Promise<SiteVariant> {
  if (!variant.translation) return variant;
  const read = await run.get(translationFile, `${variant.translation.docs}.json`);
  keep(read.diagnostics);
  return Object.keys(read.messages).length > 0
    ? { ...variant, sidebarLabels: read.messages }
    : variant;
}

/**
 * The languages as each one's pages see them, once every language's content is known (none on a
 * site of one language).
 */
function languageFrames(
  config: ResolvedConfig,
  contents: readonly (readonly Content[])[],
): (i: number) => Promise<LanguagesFrame | undefined> {
  const { list } = config.i18n;
  if (list.length === 0) return () => Promise.resolve(undefined);
  const routes = settle(
    Promise.all(
      contents.map(async (variants) =>
        (await Promise.all(variants)).flatMap((made) => made.pages.map((page) => page.route)),
      ),
    ),
  );
  return (i) => routes.then((all) => languagesFrame(list, list[i]!.htmlLang, config.baseUrl, all));
}

/** The variants, the primary one with the API changelog's page when the site has one. */
async function withChangelog(
  run: Runner,
  config: ResolvedConfig,
  variants: VariantPublished[],
): Promise<VariantPublished[]> {
  const changelog = await changelogOf(run, config, variants);
  if (!changelog) return variants;
  const [primary, ...others] = variants;
  return [
    {
      ...primary!,
      models: [...primary!.models, changelog.model],
      pages: [...primary!.pages, changelog.page],
    },
    ...others,
  ];
}

/** Every version's routes, once each variant's content is known (none on a one-version site). */
async function versionsOf(
  config: ResolvedConfig,
  variants: readonly SiteVariant[],
  contents: readonly Promise<{ pages: readonly ContentPage[] }>[],
): Promise<SiteVersions | undefined> {
  if (config.versions.list.length === 0) return undefined;
  const made = await Promise.all(contents);
  return siteVersionsOf(
    config,
    variants.map((variant, i) => ({
      variant,
      docs: made[i]!.pages.filter((p) => p.source.kind === 'doc').map((p) => p.route),
    })),
  );
}

/**
 * The search index, streamed: each group of entries goes to Pagefind as soon as it is made (the
 * pages' while the reference is made, the reference's while the pages render). None in watch
 * mode, which makes the entries and indexes them after serving the pages.
 */
function searchIndexOf(
  run: Runner,
  options: CompileOptions,
  groups: readonly (() => Promise<SearchEntry[][]>)[],
): Promise<SearchIndex> {
  if (options.searchIndex === false) return Promise.resolve({ files: [], diagnostics: [] });
  const flat = groups.map((group) => settle(group().then((made) => made.flat())));
  const index = run.step('search index', () => run.stream(searchIndex, flat));
  index.catch(() => undefined);
  return index;
}
