import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
