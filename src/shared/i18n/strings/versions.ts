import type { Strings } from '../message.js';

/** What a site of several versions calls them by default. */
export const ptBR = {
  /** The working tree's version, without a `label` in the config (Docusaurus's "Next"). */
  next: 'Próxima versão',
};

export const en: Strings<typeof ptBR> = {
  next: 'Next',
};

export const es: Strings<typeof ptBR> = {
  next: 'Próxima versión',
};
