import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliCatalogues } from '../../../src/node/cli-strings/index.js';
import { commanderError } from '../../../src/node/commands/commander-errors.js';
import {
  askedLanguage,
  cliLanguage,
  configLocale,
  flagValue,
} from '../../../src/node/commands/language.js';

const project = (config?: string, name = 'docgen.config.ts') => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-lang-'));
  if (config !== undefined) writeFileSync(path.join(dir, name), config);
  return dir;
};

describe('the language the CLI speaks', () => {
  it('is English where there is no site', () => {
    expect(cliLanguage(['--help'], project(), {})).toBe('en');
    expect(cliLanguage(['build'], project(), {})).toBe('en');
  });

  it("is the site's locale, pt-BR for a config that gives none (the config's default)", () => {
    expect(cliLanguage(['build'], project("export default { title: 'A' };\n"), {})).toBe('pt-BR');
    const english = project("export default defineConfig({\n  locale: 'en-US',\n});\n");
    expect(cliLanguage(['check'], english, {})).toBe('en');
    expect(
      cliLanguage([], project('export default { locale: "es-MX" };', 'docgen.config.mjs'), {}),
    ).toBe('es');
  });

  it('reads the config --config names, in either form', () => {
    const dir = project();
    writeFileSync(path.join(dir, 'outro.config.ts'), "export default { locale: 'es' };\n");
    expect(cliLanguage(['build', '--config', 'outro.config.ts'], dir, {})).toBe('es');
    expect(cliLanguage(['build', '-c', 'outro.config.ts'], dir, {})).toBe('es');
    expect(cliLanguage(['build', '--config=outro.config.ts'], dir, {})).toBe('es');
    // A config that is not there: the command fails, in English.
    expect(cliLanguage(['build', '-c', 'sumiu.ts'], dir, {})).toBe('en');
  });

  it('is --lang, else DOCGEN_LANG, before the site', () => {
    const dir = project("export default { locale: 'es' };\n");
    expect(cliLanguage(['build', '--lang', 'en'], dir, {})).toBe('en');
    expect(cliLanguage(['--lang=pt-BR', 'build'], dir, { DOCGEN_LANG: 'en' })).toBe('pt-BR');
    expect(cliLanguage(['build'], dir, { DOCGEN_LANG: 'en' })).toBe('en');
    expect(cliLanguage(['build'], dir, { DOCGEN_LANG: '' })).toBe('es');
    expect(askedLanguage(['build'], {})).toBeUndefined();
    expect(askedLanguage(['build', '--lang', 'es-AR'], {})).toBe('es');
  });

  it('is, for init, the --locale of the site it makes, else English until it is chosen', () => {
    const dir = project();
    expect(cliLanguage(['init', '--locale', 'es'], dir, {})).toBe('es');
    expect(cliLanguage(['init', 'docs'], dir, {})).toBe('en');
  });
});

describe("a config's locale read as text", () => {
  it('takes the literal of locale, else of i18n.defaultLocale, else pt-BR', () => {
    expect(configLocale("export default { locale: 'en' }")).toBe('en');
    expect(configLocale('export default { locale: `es` }')).toBe('es');
    expect(configLocale("export default { i18n: { defaultLocale: 'en', locales: ['en'] } }")).toBe(
      'en',
    );
    // Not a key named locale: another word that ends so, a member, a computed value.
    expect(configLocale("const myLocale = 'en'; export default { title: 'x' }")).toBe('pt-BR');
    expect(configLocale("export default { a: process.locale, locale: env('L') }")).toBe('pt-BR');
  });

  it('finds a flag value in its two forms, and not after --', () => {
    expect(flagValue(['a', '--lang', 'en'], '--lang')).toBe('en');
    expect(flagValue(['--lang=es'], '--lang')).toBe('es');
    expect(flagValue(['--', '--lang', 'en'], '--lang')).toBeUndefined();
  });
});

describe("commander's usage errors", () => {
  const errors = (lang: 'pt-BR' | 'en' | 'es') => cliCatalogues[lang].help.errors;

  it('are said in the language, what it does not know as commander wrote it', () => {
    expect(
      commanderError("error: unknown command 'biuld'\n(Did you mean build?)\n", errors('pt-BR')),
    ).toBe("erro: comando desconhecido 'biuld'\n(Você quis dizer build?)\n");
    expect(
      commanderError(
        "error: option '--format <format>' argument 'xml' is invalid. " +
          'Allowed choices are text, json.',
        errors('es'),
      ),
    ).toBe(
      "error: el valor 'xml' de la opción '--format <format>' no es válido. Los valores " +
        'admitidos son text, json.',
    );
    expect(
      commanderError(
        "error: option '-p, --port <number>' argument 'x' is invalid. mine",
        errors('pt-BR'),
      ),
    ).toBe("erro: o valor 'x' da opção '-p, --port <number>' é inválido. mine");
    const english = "error: unknown option '--x'\n(Did you mean --c?)";
    expect(commanderError(english, errors('en'))).toBe(english);
    expect(commanderError('something else', errors('pt-BR'))).toBe('something else');
  });
});
