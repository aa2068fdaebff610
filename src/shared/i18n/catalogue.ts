import { languageOf, type Language } from './languages.js';
import { keysOf, lookup, type StringKey, type Strings } from './message.js';
import * as changelog from './strings/changelog.js';
import * as client from './strings/client.js';
import * as frame from './strings/frame.js';
import * as languages from './strings/languages.js';
import * as pages from './strings/pages.js';
import * as reference from './strings/reference.js';
import * as tryIt from './strings/try-it.js';

const ptBR = {
  frame: frame.ptBR,
  pages: pages.ptBR,
  reference: reference.ptBR,
  changelog: changelog.ptBR,
  client: client.ptBR,
  tryIt: tryIt.ptBR,
  languages: languages.ptBR,
};

/** Every string a reader sees that docgen writes (not the site's own), by area. */
export type UiStrings = Strings<typeof ptBR>;

/** A string's dotted key (`client.close`): what the client's `t()` and `strings` name. */
export type UiKey = StringKey<UiStrings>;

/** The config's `strings`: messages of the catalogue replaced, by dotted key. */
export type UiOverrides = Readonly<Partial<Record<UiKey, string>>>;

/** The catalogue of each language docgen speaks. */
export const catalogues: Readonly<Record<Language, UiStrings>> = {
  'pt-BR': ptBR,
  en: {
    frame: frame.en,
    pages: pages.en,
    reference: reference.en,
    changelog: changelog.en,
    client: client.en,
    tryIt: tryIt.en,
    languages: languages.en,
  },
  es: {
    frame: frame.es,
    pages: pages.es,
    reference: reference.es,
    changelog: changelog.es,
    client: client.es,
    tryIt: tryIt.es,
    languages: languages.es,
  },
};

/** Every key of the catalogue, in the order written. */
export const uiKeys = (): string[] => keysOf(ptBR);

// Pure: the client's bundles, which import the catalogue for its types and tests, leave it out.
const resolved = /* @__PURE__ */ new Map<string, UiStrings>();

/**
 * The strings of a site: its locale's catalogue with the config's `strings` in place of the
 * messages they name. Made once per locale and overrides (the object is shared, never changed).
 */
export function uiStrings(locale: string, overrides?: Readonly<Record<string, string>>): UiStrings {
  const language = languageOf(locale);
  const base = catalogues[language];
  if (!overrides || Object.keys(overrides).length === 0) return base;
  const id = `${language}\n${JSON.stringify(overrides)}`;
  const known = resolved.get(id);
  if (known) return known;
  const copy = structuredClone(base) as Record<string, Record<string, unknown>>;
  for (const [key, message] of Object.entries(overrides)) {
    if (lookup(base, key) === undefined) continue;
    const parts = key.split('.');
    const last = parts.pop() as string;
    let node: Record<string, unknown> = copy;
    for (const part of parts) node = node[part] as Record<string, unknown>;
    node[last] = message;
  }
  const strings = copy as unknown as UiStrings;
  resolved.set(id, strings);
  return strings;
}

/** The keys of `overrides` that name no message of the catalogue (a typo, a removed string). */
export function unknownKeys(overrides: Readonly<Record<string, string>>): string[] {
  return Object.keys(overrides).filter((key) => lookup(ptBR, key) === undefined);
}
