import type { Strings } from '../message.js';

/** The pages docgen makes itself: home, search, 404, tags, the crash and chunk-failure pages. */
export const ptBR = {
  searchTitle: 'Buscar na documentação',
};

export const en: Strings<typeof ptBR> = {
  searchTitle: 'Search the documentation',
};

export const es: Strings<typeof ptBR> = {
  searchTitle: 'Buscar en la documentación',
};
