import type { Strings } from '../message.js';

/** The API changelog page and `docgen diff`'s sentences. */
export const ptBR = {
  title: 'Alterações da API',
};

export const en: Strings<typeof ptBR> = {
  title: 'API changes',
};

export const es: Strings<typeof ptBR> = {
  title: 'Cambios de la API',
};
