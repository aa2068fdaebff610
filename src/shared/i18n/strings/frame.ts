import type { Strings } from '../message.js';

/**
 * The frame around every page: navbar, sidebar, table of contents, footer, banners, breadcrumbs,
 * pagination, admonition titles, dates.
 */
export const ptBR = {
  onThisPage: 'Nesta página',
};

export const en: Strings<typeof ptBR> = {
  onThisPage: 'On this page',
};

export const es: Strings<typeof ptBR> = {
  onThisPage: 'En esta página',
};
