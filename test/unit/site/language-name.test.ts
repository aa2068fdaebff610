import { describe, expect, it } from 'vitest';
import { languageName } from '../../../src/node/site/frame.js';

const name = (locale: string, strings?: Record<string, string>) =>
  languageName({ locale, strings });

describe('languageName: the language menu names the site’s language in itself', () => {
  it('from the catalogue of a language docgen speaks', () => {
    expect(name('pt-BR')).toBe('Português (Brasil)');
    expect(name('pt')).toBe('Português (Brasil)');
    expect(name('en')).toBe('English');
    expect(name('en-GB')).toBe('English');
    expect(name('es')).toBe('Español');
    expect(name('en', { 'frame.languageName': 'English (US)' })).toBe('English (US)');
  });

  it('from Intl for another language, or another variety of Portuguese', () => {
    expect(name('fr')).toBe('Français');
    expect(name('de')).toBe('Deutsch');
    expect(name('pt-PT')).not.toBe('Português (Brasil)');
    expect(name('pt-PT')).toMatch(/^Português/);
  });
});
