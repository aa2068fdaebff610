import { uiStrings } from '../../shared/i18n/catalogue.js';
import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig, ResolvedLocale } from '../config/types.js';
import { publicUrl } from './site-url.js';

/**
 * A language of the site: the whole site again under `/<path>/` (Docusaurus builds each locale so,
 * Starlight routes them so), with its own `lang`, strings, search index and sitemap. A site is its
 * languages × its versions: `compile()` builds each language's variants (site/variants.ts) from the
 * one graph of stages, so a spec or a page two languages read is read and parsed once.
 */
export interface SiteLocale {
  /** The language's config: its `locale` (the `lang`), `baseUrl`, `strings`, spec, labels. */
  config: ResolvedConfig;
  /** The default language's (served at the root): it publishes the static folder and robots. */
  primary: boolean;
  /** The folder its files go to in the output (`en/`); `''` for the default language. */
  outPrefix: string;
  /** Where its translated pages are; none for the default language. */
  translation?: Translation | undefined;
}

/** A language's translations, in Docusaurus's layout (`i18n/<locale>/…`). */
export interface Translation {
  /** `i18n/<locale>/`: the language's folder. */
  dir: string;
  /** `i18n/<locale>/docusaurus-plugin-content-docs/`: `current/` and `version-<name>/` in it. */
  docs: string;
  /** `i18n/<locale>/docusaurus-plugin-content-pages/`: the pages outside the docs. */
  pages: string;
  /** A page without a translation: shown from the default language with a notice, or left out. */
  untranslated: 'fallback' | 'omit';
  /** The default language's `lang`, label and base URL (the notice says where the page is from). */
  from: { lang: string; label: string; baseUrl: string };
}

/**
 * The languages of a site: with `i18n`, each of its locales (the default one first, at the
 * config's routes); else the config's alone.
 */
export function siteLocales(config: ResolvedConfig): SiteLocale[] {
  const { list, untranslated } = config.i18n;
  const [first] = list;
  if (!first) return [{ config: labelled(config), primary: true, outPrefix: '' }];
  const from = { lang: first.htmlLang, label: first.label, baseUrl: config.baseUrl };
  return list.map((locale, i) => {
    const primary = i === 0;
    const baseUrl = localeBaseUrl(config.baseUrl, locale);
    const strings = { ...config.strings, ...locale.strings };
    const localeConfig: ResolvedConfig = {
      ...config,
      locale: locale.htmlLang,
      baseUrl,
      strings: Object.keys(strings).length > 0 ? strings : undefined,
      api: { ...config.api, spec: locale.spec ?? config.api.spec },
    };
    const translation: Translation = {
      dir: locale.translations,
      docs: `${locale.translations}/docusaurus-plugin-content-docs`,
      pages: `${locale.translations}/docusaurus-plugin-content-pages`,
      untranslated,
      from,
    };
    return {
      config: labelled(localeConfig),
      primary,
      outPrefix: primary ? '' : `${locale.path}/`,
      ...(primary ? {} : { translation }),
    };
  });
}

/** A language's config with the working tree's version named in it, unless the config names it. */
function labelled(config: ResolvedConfig): ResolvedConfig {
  const { list } = config.versions;
  if (list.every((version) => version.label !== undefined)) return config;
  const next = uiStrings(config.locale, config.strings).frame.nextVersion;
  return {
    ...config,
    versions: {
      ...config.versions,
      list: list.map((version) =>
        version.label === undefined ? { ...version, label: next } : version,
      ),
    },
  };
}

/** Where a language is served: the site's base URL, and its `path` below it (none by default). */
const localeBaseUrl = (baseUrl: string, locale: ResolvedLocale): string =>
  locale.path === '' ? baseUrl : `${baseUrl}${locale.path}/`;

/** The site's languages as a page's frame sees them: plain data, part of the site's shape. */
export interface LanguagesFrame {
  /** The `lang` of the pages framed. */
  current: string;
  list: {
    label: string;
    lang: string;
    baseUrl: string;
    /** The routes of its content pages (every language has the reference and its own pages). */
    content: string[];
  }[];
}

/** The languages of a site of several, for the frame of `locale`'s pages. */
export function languagesFrame(
  locales: readonly ResolvedLocale[],
  current: string,
  baseUrl: string,
  content: readonly (readonly string[])[],
): LanguagesFrame {
  return {
    current,
    list: locales.map((locale, i) => ({
      label: locale.label,
      lang: locale.htmlLang,
      baseUrl: localeBaseUrl(baseUrl, locale),
      content: [...(content[i] ?? [])],
    })),
  };
}

/** What a route's frame shows of the languages: the menu's links and the `hreflang` alternates. */
export interface LanguageSwitch {
  menu: { label: string; href: string; lang: string; current: boolean }[];
  alternates: { hreflang: string; href: string }[];
}

/**
 * The same page in each language, where that language has it; else the menu leads to its home
 * page (and no alternate names it). `x-default` is the default language's page.
 */
export function languageSwitcher(
  frame: LanguagesFrame,
  config: ResolvedConfig,
): (route: string) => LanguageSwitch {
  const content = frame.list.map((language) => new Set(language.content));
  const anyContent = new Set(content.flatMap((routes) => [...routes]));
  const origin = publicUrl(config) ?? '';
  return (route) => {
    // The 404 page is served at any path: its links lead to each language's home.
    const page = route === '/404.html' ? '/' : route;
    const has = (i: number) => !anyContent.has(page) || content[i]!.has(page);
    const menu = frame.list.map((language, i) => ({
      label: language.label,
      href: withBase(language.baseUrl, has(i) ? page : '/'),
      lang: language.lang,
      current: language.lang === frame.current,
    }));
    const alternates = frame.list.flatMap((language, i) =>
      has(i) ? [{ hreflang: language.lang, href: origin + withBase(language.baseUrl, page) }] : [],
    );
    const fallback = alternates[0];
    return {
      menu,
      alternates:
        route === '/404.html' || !fallback || !has(0)
          ? []
          : [...alternates, { hreflang: 'x-default', href: fallback.href }],
    };
  };
}
