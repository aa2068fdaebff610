import type { Strings } from '../message.js';

/** What a site of several languages says of them: the notice of a page without a translation. */
export const ptBR = {
  untranslatedTitle: 'Página sem tradução',
  untranslatedText: 'Esta página ainda não foi traduzida. Ela é mostrada em {language}.',
};

export const en: Strings<typeof ptBR> = {
  untranslatedTitle: 'Untranslated page',
  untranslatedText: 'This page has not been translated yet. It is shown in {language}.',
};

export const es: Strings<typeof ptBR> = {
  untranslatedTitle: 'Página sin traducir',
  untranslatedText: 'Esta página aún no ha sido traducida. Se muestra en {language}.',
};
