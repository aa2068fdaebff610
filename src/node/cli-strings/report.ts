import type { Strings } from '../../shared/i18n/message.js';

/** The reporter's framing of diagnostics: severities, the hint, the summary line. */
export const ptBR = {
  error: 'erro',
  warning: 'aviso',
  hint: 'dica: {hint}',
  errorsOne: '1 erro',
  errorsOther: '{count} erros',
  warningsOne: '1 aviso',
  warningsOther: '{count} avisos',
  summary: '{errors}, {warnings}',
  /** An unconverted diagnostic (its message written in English): the code's title first. */
  titled: '{title}: {message}',
};

export const en: Strings<typeof ptBR> = {
  error: 'error',
  warning: 'warning',
  hint: 'hint: {hint}',
  errorsOne: '1 error',
  errorsOther: '{count} errors',
  warningsOne: '1 warning',
  warningsOther: '{count} warnings',
  summary: '{errors}, {warnings}',
  titled: '{title}: {message}',
};

export const es: Strings<typeof ptBR> = {
  error: 'error',
  warning: 'advertencia',
  hint: 'sugerencia: {hint}',
  errorsOne: '1 error',
  errorsOther: '{count} errores',
  warningsOne: '1 advertencia',
  warningsOther: '{count} advertencias',
  summary: '{errors}, {warnings}',
  titled: '{title}: {message}',
};
