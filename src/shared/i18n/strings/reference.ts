import type { Strings } from '../message.js';

/** The API reference: its pages, operations, parameters, responses, schema labels, samples. */
export const ptBR = {
  navLabel: 'Referência da API',
};

export const en: Strings<typeof ptBR> = {
  navLabel: 'API reference',
};

export const es: Strings<typeof ptBR> = {
  navLabel: 'Referencia de la API',
};
