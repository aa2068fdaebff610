import { type CliStrings, type CodeName, cliCatalogues } from '../cli-strings/index.js';
import { fill } from '../../shared/i18n/message.js';
import { codes } from './codes.js';
import { type Diagnostic, sayText } from './diagnostic.js';

const names = new Map<string, CodeName>(
  Object.entries(codes).map(([name, code]) => [code, name as CodeName]),
);

/**
 * A diagnostic in the CLI's language: a message from the catalogue (`text`) said in it; one still
 * written where it is made (in English) after its code's title in that language, so a reader of
 * another language knows at once what it is about.
 */
export function localize(d: Diagnostic, strings: CliStrings): Diagnostic {
  if (d.text) return { ...d, ...sayText(d.text, strings) };
  const name = names.get(d.code);
  if (strings === cliCatalogues.en || name === undefined) return d;
  return {
    ...d,
    message: fill(strings.report.titled, { title: strings.titles[name], message: d.message }),
  };
}
