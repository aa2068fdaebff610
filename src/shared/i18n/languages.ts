/** The languages docgen's own strings are written in: each has a complete catalogue. */
export const languages = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof languages)[number];

/**
 * The catalogue a site's locale (a BCP 47 tag: `pt-BR`, `en-US`, `es`) is shown with: its
 * language's, and English for a language docgen has no catalogue of (the site's `strings` can
 * then translate every string).
 */
export function languageOf(locale: string): Language {
  const primary = locale.toLowerCase().split('-')[0];
  return primary === 'pt' ? 'pt-BR' : primary === 'es' ? 'es' : 'en';
}
