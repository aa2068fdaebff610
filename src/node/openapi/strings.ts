import { uiStrings, type UiStrings } from '../../shared/i18n/catalogue.js';
import type { ResolvedConfig } from '../config/types.js';

/** The reference's strings (src/shared/i18n/strings/reference.ts), in the site's language. */
export type ReferenceStrings = UiStrings['reference'];

/**
 * What the reference's words depend on: the site's locale and the config's `strings`. A stage
 * whose result holds them takes this in its input, so that its key changes with them.
 */
export interface ReferenceLanguage {
  locale: string;
  strings: Readonly<Record<string, string>> | undefined;
}

/** The language of a config's reference. */
export const referenceLanguage = (config: ResolvedConfig): ReferenceLanguage => ({
  locale: config.locale,
  strings: config.strings,
});

/** The reference's strings in a language; pt-BR when none is given. */
export const referenceStrings = (language?: ReferenceLanguage): ReferenceStrings =>
  uiStrings(language?.locale ?? 'pt-BR', language?.strings).reference;
