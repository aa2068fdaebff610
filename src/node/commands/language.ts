import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageOf, type Language } from '../../shared/i18n/languages.js';
import { findConfigFile } from '../config/load.js';

/** The config's default locale (config/definition.ts), for a config that gives none. */
const DEFAULT_LOCALE = 'pt-BR';

/** The value of `--name value` or `--name=value` (or its short form) on a command line. */
export function flagValue(args: readonly string[], ...names: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') return undefined;
    for (const name of names) {
      if (arg === name) return args[i + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return undefined;
}

/**
 * The locale a config file gives, read as text, without running it (the help must not wait for
 * esbuild, nor run user code): the first `locale: '…'` written as a literal, else the `i18n`
 * block's `defaultLocale`; the config's default (pt-BR) when neither is written so.
 */
export function configLocale(source: string): string {
  const literal = (name: string) =>
    new RegExp(`(?<![\\w$.])${name}\\s*:\\s*(['"\`])([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)\\1`).exec(
      source,
    )?.[2];
  return literal('locale') ?? literal('defaultLocale') ?? DEFAULT_LOCALE;
}

/**
 * The language the CLI speaks, known before commander parses the command line (its help is in
 * it): `--lang`, else `DOCGEN_LANG`, else the locale of the site in reach (the config `--config`
 * names, or the working folder's docgen.config.*), else, for `docgen init`, the `--locale` of the
 * site it makes; English where there is no site.
 */
export function cliLanguage(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Language {
  const asked = askedLanguage(args, env);
  if (asked) return asked;
  if (args[0] === 'init') {
    const locale = flagValue(args, '--locale');
    return locale ? languageOf(locale) : 'en';
  }
  const given = flagValue(args, '-c', '--config');
  const file = given ? path.resolve(cwd, given) : findConfigFile(cwd);
  if (!file) return 'en';
  try {
    return languageOf(configLocale(readFileSync(file, 'utf8')));
  } catch {
    // A config that cannot be read fails the command, which says so in English.
    return 'en';
  }
}

/** The language the command line asks for (`--lang`, else `DOCGEN_LANG`), if it asks. */
export function askedLanguage(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Language | undefined {
  const asked = flagValue(args, '--lang') ?? (env.DOCGEN_LANG || undefined);
  return asked ? languageOf(asked) : undefined;
}
