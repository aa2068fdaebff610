// biome-ignore-all lint/suspicious/noTemplateCurlyInString: sources under test are JavaScript.
import { describe, expect, it } from 'vitest';
import { catalogues, uiStrings } from '../../../src/shared/i18n/catalogue.js';
import { inlineStrings } from '../../../src/node/publish/client-strings.js';

const strings = {
  ...catalogues.en,
  client: { ...catalogues.en.client, close: 'Close', found: '{count} results for “{query}”' },
} as unknown as typeof catalogues.en;

describe('inlineStrings', () => {
  it('writes a message without placeholders as a string literal, and drops the import of t', () => {
    const source = "import { t } from '../i18n.js';\nconst label = t('client.close');\n";
    expect(inlineStrings(source, 'a.ts', strings)).toBe('const label = "Close";\n');
  });

  it('writes a message with placeholders as a template literal of the expressions given', () => {
    const source = "x = t('client.found', { count: list.length, query });";
    expect(inlineStrings(source, 'a.ts', strings)).toBe(
      'x = `${(list.length)} results for “${(query)}”`;',
    );
  });

  it('reads values with brackets, strings and templates inside, across lines', () => {
    const source =
      "x = t(\n  'client.found',\n  { count: f(a, [1, 2]), query: `q${g({ b: ')' })}`, },\n);";
    expect(inlineStrings(source, 'a.ts', strings)).toBe(
      "x = `${(f(a, [1, 2]))} results for “${(`q${g({ b: ')' })}`)}”`;",
    );
  });

  it('escapes a backtick, a backslash and ${ in the message', () => {
    const odd = { ...strings, client: { ...strings.client, close: 'a `b` \\ ${ {n}' } };
    expect(inlineStrings("t('client.close', { n: 1 })", 'a.ts', odd as typeof strings)).toBe(
      '`a \\`b\\` \\\\ \\${ ${(1)}`',
    );
  });

  it('leaves methods and names ending in t alone', () => {
    const source = "a.t('x'); split('y'); const t2 = 1;";
    expect(inlineStrings(source, 'a.ts', strings)).toBe(source);
  });

  it('names the file and line of a key the catalogue lacks', () => {
    expect(() => inlineStrings("\n\nt('client.nope')", 'src/client/x.ts', strings)).toThrow(
      "src/client/x.ts:3: t('client.nope') is not in the catalogue",
    );
  });

  it('names a placeholder left without a value', () => {
    expect(() => inlineStrings("t('client.found', { count: 1 })", 'x.ts', strings)).toThrow(
      "x.ts:1: t('client.found') needs a value for {query}",
    );
  });

  it('refuses a key that is not a quoted string', () => {
    expect(() => inlineStrings('t(key)', 'x.ts', strings)).toThrow(
      'x.ts:1: t(…) must name its key as a quoted string',
    );
  });
});

describe('uiStrings', () => {
  it('gives the catalogue of the locale’s language, English for one docgen lacks', () => {
    expect(uiStrings('pt-BR')).toBe(catalogues['pt-BR']);
    expect(uiStrings('pt-PT')).toBe(catalogues['pt-BR']);
    expect(uiStrings('es-MX')).toBe(catalogues.es);
    expect(uiStrings('en-GB')).toBe(catalogues.en);
    expect(uiStrings('fr')).toBe(catalogues.en);
  });

  it('puts the config’s strings in place of the messages they name, leaving the rest', () => {
    const strings = uiStrings('en', { 'client.close': 'Dismiss' });
    expect(strings.client.close).toBe('Dismiss');
    expect(strings.frame).toEqual(catalogues.en.frame);
    expect(catalogues.en.client.close).toBe('Close');
    expect(uiStrings('en', { 'client.close': 'Dismiss' })).toBe(strings);
  });
});
