/**
 * The languages of a site, resolved: the config's `i18n` (Docusaurus's shape: `defaultLocale`,
 * `locales`, `localeConfigs`), each language with its label, `lang`, the part of the routes it is
 * served under and the folder its translations are in (`i18n/<path>/`, Docusaurus's layout).
 */
import path from 'node:path';
import { uiKeys, unknownKeys } from '../../shared/i18n/catalogue.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';
import { closest } from './suggest.js';
import type { I18nConfig, ResolvedI18n, ResolvedLocale } from './types.js';

/** The folder of every language's translations, beside the config (Docusaurus's). */
export const I18N_DIR = 'i18n';

export function resolveI18n(i18n: I18nConfig | undefined, root: string): ResolvedI18n {
  const untranslated = i18n?.untranslated ?? 'fallback';
  if (!i18n) return { defaultLocale: undefined, untranslated, list: [] };
  const { defaultLocale, locales } = i18n;
  if (!locales.includes(defaultLocale))
    invalid(
      `i18n.defaultLocale "${defaultLocale}" is not one of i18n.locales (${locales.join(', ')})`,
      `Add "${defaultLocale}" to i18n.locales, or name one of them as the default.`,
    );
  const configs = i18n.localeConfigs ?? {};
  for (const locale of Object.keys(configs))
    if (!locales.includes(locale))
      invalid(
        `i18n.localeConfigs names "${locale}", which is not one of i18n.locales`,
        hintFor(locale, locales, 'Add it to i18n.locales, or remove its localeConfigs entry.'),
      );
  const ordered = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  const list = [...new Set(ordered)].map((locale) =>
    resolveLocale(locale, locale === defaultLocale, configs[locale] ?? {}, root),
  );
  const paths = new Map<string, string>();
  for (const { locale, path: at } of list.slice(1)) {
    const taken = paths.get(at);
    if (taken !== undefined)
      invalid(
        `Languages "${taken}" and "${locale}" are both served under /${at}/`,
        'Give one of them another i18n.localeConfigs.<locale>.path.',
      );
    paths.set(at, locale);
  }
  return { defaultLocale, untranslated, list: list.length > 1 ? list : [] };
}

function resolveLocale(
  locale: string,
  primary: boolean,
  options: NonNullable<I18nConfig['localeConfigs']>[string],
  root: string,
): ResolvedLocale {
  const htmlLang = options.htmlLang ?? locale;
  const at = options.path ?? locale;
  checkedStrings(options.strings, `i18n.localeConfigs.${locale}.strings`);
  return {
    locale,
    label: options.label ?? nativeName(htmlLang),
    htmlLang,
    path: primary ? '' : at,
    translations: path.join(root, I18N_DIR, at),
    ...(options.spec ? { spec: path.resolve(root, options.spec) } : {}),
    ...(options.strings ? { strings: options.strings } : {}),
  };
}

/** The config's `strings` (at `field`), once every key is known to be one of the catalogue's. */
export function checkedStrings<Strings extends Readonly<Record<string, string>> | undefined>(
  strings: Strings,
  field: string,
): Strings {
  const [key] = unknownKeys(strings ?? {});
  if (key !== undefined)
    invalid(
      `${field} names "${key}", which is not one of docgen's strings`,
      hintFor(key, uiKeys(), 'The keys are listed in docs/idiomas.md.'),
    );
  // A route (the search page's) starts and ends with `/`.
  for (const [name, value] of Object.entries((strings ?? {}) as Record<string, string>))
    if (name.endsWith('Route') && !/^\/(.*\/)?$/.test(value))
      invalid(
        `${field}["${name}"] is "${value}", not a route`,
        'A route starts and ends with "/": "/search/".',
      );
  return strings;
}

/** A language's name in itself, capitalised as a menu shows it: `Português (Brasil)`, `English`. */
export function nativeName(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
  } catch {
    name = undefined;
  }
  if (!name) return locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

function hintFor(value: string, candidates: readonly string[], otherwise: string): string {
  const near = closest(value, candidates);
  return near ? `Did you mean "${near}"? ${otherwise}` : otherwise;
}

function invalid(message: string, hint: string): never {
  throw new DocgenError({ code: codes.i18nInvalid, severity: 'error', message, hint });
}
