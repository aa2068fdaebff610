import { fill } from '../../shared/i18n/message.js';

/**
 * A count in words: the message of its plural form (`one`: "1 página.", `other`: "3 páginas."),
 * `{count}` written as the locale writes numbers ("1.234" in pt-BR, "1,234" in English).
 */
export function countMessage(
  locale: string,
  count: number,
  forms: { one: string; other: string },
): string {
  // Zero takes the plural in the languages docgen speaks ("0 páginas"), though CLDR files it
  // under Portuguese's "one".
  const one = count !== 0 && new Intl.PluralRules(locale).select(count) === 'one';
  return fill(one ? forms.one : forms.other, {
    count: new Intl.NumberFormat(locale).format(count),
  });
}
