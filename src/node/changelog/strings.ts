import { uiStrings, type UiStrings } from '../../shared/i18n/catalogue.js';
import { fill, type MessageValues } from '../../shared/i18n/message.js';
import type { ReferenceLanguage } from '../openapi/strings.js';

/** The changelog's strings (src/shared/i18n/strings/changelog.ts), in one language. */
export type ChangelogStrings = UiStrings['changelog'];

/**
 * The changelog's strings in a language (a site's locale and its config's `strings`); pt-BR when
 * none is given, as `docgen diff` speaks by default.
 */
export const changelogStrings = (language?: ReferenceLanguage): ChangelogStrings =>
  uiStrings(language?.locale ?? 'pt-BR', language?.strings).changelog;

/** A place a sentence names: as its subject (`o corpo da requisição`) and after "of" (`do …`). */
export interface Phrase {
  subject: string;
  of: string;
}

/** A sentence: the message filled, its first letter a capital (it may start with a subject). */
export const sentence = (message: string, values: MessageValues = {}): string =>
  capital(fill(message, values));

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
