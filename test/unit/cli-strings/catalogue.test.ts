// The CLI's catalogue: every language says every message with the same placeholders, and a
// diagnostic made with said() is printed in the language the report asks for.
import { describe, expect, it } from 'vitest';
import { cliCatalogues, cliStrings, formatNumber } from '../../../src/node/cli-strings/index.js';
import { devProblem } from '../../../src/node/dev/watch/broadcast.js';
import { codes } from '../../../src/node/diagnostics/codes.js';
import { type Diagnostic, said } from '../../../src/node/diagnostics/diagnostic.js';
import { localize } from '../../../src/node/diagnostics/localize.js';
import { formatDiagnostics } from '../../../src/node/diagnostics/reporter.js';
import { keysOf, lookup, placeholders } from '../../../src/shared/i18n/message.js';

describe('the CLI catalogue', () => {
  const ptBR = cliCatalogues['pt-BR'];

  it.each(['en', 'es'] as const)('%s has the placeholders of pt-BR in every message', (lang) => {
    for (const key of keysOf(ptBR)) {
      const theirs = lookup(cliCatalogues[lang], key);
      expect(theirs, key).toBeDefined();
      expect(placeholders(theirs!).sort(), key).toEqual(placeholders(lookup(ptBR, key)!).sort());
    }
  });

  it('titles every code', () => {
    for (const name of Object.keys(codes))
      for (const lang of ['pt-BR', 'en', 'es'] as const)
        expect(lookup(cliCatalogues[lang].titles, name), `${lang} ${name}`).toBeTruthy();
  });

  it('gives English for a language it has no catalogue of, and numbers as each writes them', () => {
    expect(cliStrings('fr')).toBe(cliCatalogues.en);
    expect(cliStrings('pt')).toBe(cliCatalogues['pt-BR']);
    expect(formatNumber('en', 1223)).toBe('1,223');
    expect(formatNumber('pt-BR', 1223)).toBe('1.223');
  });
});

describe('a diagnostic as data', () => {
  const made: Diagnostic = {
    code: codes.specUnreadable,
    severity: 'error',
    ...said('specUnreadable', { reason: 'ENOENT' }),
    file: '/p/spec/openapi.yaml',
  };

  it('keeps an English message and hint for whatever reads it, and its key and values', () => {
    expect(made.message).toBe('OpenAPI document cannot be read: ENOENT');
    expect(made.hint).toBe('Check api.spec in the config or the --spec flag.');
    expect(made.text).toEqual({ key: 'specUnreadable', values: { reason: 'ENOENT' } });
    // Cached as JSON and read back, it says the same.
    expect(JSON.parse(JSON.stringify(made))).toEqual(made);
  });

  it('is said in the language of the report, framing and all', () => {
    const options = { cwd: '/p', color: false };
    expect(formatDiagnostics([made], { ...options, language: 'pt-BR' })).toBe(
      'spec/openapi.yaml  erro  DG3001  O documento OpenAPI não pôde ser lido: ENOENT\n' +
        '    dica: Confira api.spec na configuração ou a opção --spec.\n\n1 erro, 0 avisos',
    );
    expect(formatDiagnostics([made], { ...options, language: 'es' })).toContain(
      'error  DG3001  No se pudo leer el documento OpenAPI: ENOENT',
    );
    expect(formatDiagnostics([made, { ...made, severity: 'warning' }], options)).toContain(
      'OpenAPI document cannot be read: ENOENT\n    hint: Check api.spec',
    );
    expect(formatDiagnostics([], { ...options, language: 'pt-BR' })).toBe('0 erros, 0 avisos');
    expect(formatDiagnostics([], { ...options, language: 'es' })).toBe('0 errores, 0 advertencias');
  });

  it('still written in English where it is made: after its code title in another language', () => {
    const old: Diagnostic = { code: codes.brokenLink, severity: 'error', message: 'Broken: /x' };
    expect(localize(old, cliCatalogues['pt-BR']).message).toBe('Link quebrado: Broken: /x');
    expect(localize(old, cliCatalogues.en)).toBe(old);
    const unknown: Diagnostic = { code: 'DG0000', severity: 'error', message: 'x' };
    expect(localize(unknown, cliCatalogues.es).message).toBe('x');
  });

  it("is shown by the dev overlay in the site's language", () => {
    expect(devProblem(made, '/p', 'pt-BR')).toMatchObject({
      code: 'DG3001',
      location: 'spec/openapi.yaml',
      message: 'O documento OpenAPI não pôde ser lido: ENOENT',
      hint: 'Confira api.spec na configuração ou a opção --spec.',
    });
    expect(devProblem(made, '/p').message).toBe('OpenAPI document cannot be read: ENOENT');
  });
});
