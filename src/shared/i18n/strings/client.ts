import type { Strings } from '../message.js';

/** What the page script says: search dialog, copy buttons, diagram viewer, islands' errors. */
export const ptBR = {
  close: 'Fechar',
};

export const en: Strings<typeof ptBR> = {
  close: 'Close',
};

export const es: Strings<typeof ptBR> = {
  close: 'Cerrar',
};
