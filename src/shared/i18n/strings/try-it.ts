import type { Strings } from '../message.js';

/** The try-it console. */
export const ptBR = {
  send: 'Enviar',
};

export const en: Strings<typeof ptBR> = {
  send: 'Send',
};

export const es: Strings<typeof ptBR> = {
  send: 'Enviar',
};
