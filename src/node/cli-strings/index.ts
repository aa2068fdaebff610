import { languageOf, type Language } from '../../shared/i18n/languages.js';
import type { Strings } from '../../shared/i18n/message.js';
import * as help from './help.js';
import * as messages from './messages.js';
import * as report from './report.js';
import * as run from './run.js';
import * as titles from './titles.js';

const ptBR = {
  help: help.ptBR,
  run: run.ptBR,
  report: report.ptBR,
  titles: titles.ptBR,
  messages: messages.ptBR,
};

/** Every string the CLI prints (help, progress, summaries, diagnostics), by area. */
export type CliStrings = Strings<typeof ptBR>;

/** A diagnostic message of the catalogue: its key (`specUnreadable`). */
export type MessageKey = keyof typeof messages.ptBR;

/** A code's name in `codes` (`specUnreadable` for DG3001). */
export type CodeName = keyof typeof titles.ptBR;

/** The CLI's catalogue in each language docgen speaks. */
export const cliCatalogues: Readonly<Record<Language, CliStrings>> = {
  'pt-BR': ptBR,
  en: {
    help: help.en,
    run: run.en,
    report: report.en,
    titles: titles.en,
    messages: messages.en,
  },
  es: {
    help: help.es,
    run: run.es,
    report: report.es,
    titles: titles.es,
    messages: messages.es,
  },
};

/** The CLI's strings for a language or a locale (`pt-BR`, `en-US`: English for any other). */
export function cliStrings(locale: string = 'en'): CliStrings {
  return cliCatalogues[languageOf(locale)];
}

/** A number as the language writes it (`1.223` in pt-BR, `1,223` in English). */
export function formatNumber(language: Language, n: number): string {
  return n.toLocaleString(language === 'en' ? 'en-US' : language);
}
