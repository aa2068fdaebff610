import { createInterface } from 'node:readline/promises';
import type { Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import { isLocaleTag } from './starter.js';

/** What `docgen init` asks for: the site's language, its title and the OpenAPI file. */
export interface InitAnswers {
  /** A BCP 47 tag: `pt-BR`, `en`, `es`. */
  locale: string;
  title: string;
  /** Empty: the example spec. */
  spec: string;
}

/**
 * Whether init may ask: only on a terminal (both ends), never in CI (`CI` set, as GitHub Actions,
 * GitLab and most others do) and never with `--yes`.
 */
export function mayPrompt(yes: boolean): boolean {
  const ci = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
  return !yes && !ci && process.stdin.isTTY === true && process.stdout.isTTY === true;
}

/**
 * Asks for what the flags did not give, the language first, in the CLI's language; the next
 * questions are in the language then chosen (`languageFor`), and the title's default too. Enter
 * keeps the default shown in parentheses.
 */
export async function askInit(
  defaults: { locale: string; title: (locale: string) => string },
  given: Partial<InitAnswers>,
  language: Language,
  languageFor: (locale: string) => Language,
): Promise<InitAnswers> {
  const first = cliStrings(language).run.init;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, fallback: string) =>
    (await rl.question(question)).trim() || fallback;
  try {
    let locale = given.locale;
    // A language asked again until the answer is a tag (or Enter, the default).
    while (locale === undefined || !isLocaleTag(locale))
      locale = await ask(fill(first.askLanguage, { default: defaults.locale }), defaults.locale);
    const s = cliStrings(languageFor(locale)).run.init;
    const title =
      given.title ??
      (await ask(fill(s.askTitle, { default: defaults.title(locale) }), defaults.title(locale)));
    const spec = given.spec ?? (await ask(s.askSpec, ''));
    return { locale, title, spec };
  } finally {
    rl.close();
  }
}
