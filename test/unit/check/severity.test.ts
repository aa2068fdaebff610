import { cliCatalogues } from '../../../src/node/cli-strings/index.js';
import { localize } from '../../../src/node/diagnostics/localize.js';
import { describe, expect, it } from 'vitest';
import { applyRuleSettings, unknownRuleSettings } from '../../../src/node/check/severity.js';
import type { Diagnostic } from '../../../src/node/diagnostics/diagnostic.js';
import { closest } from '../../../src/node/util/closest.js';

const finding = (code: string, rule: string, severity: Diagnostic['severity']): Diagnostic => ({
  code,
  rule,
  severity,
  message: `${code} ${rule}`,
});

describe('check.rules', () => {
  const findings = [
    finding('DG3007', 'spec-example', 'error'),
    finding('DG2007', 'image-alt', 'warning'),
    finding('DG3006', 'security-defined', 'error'),
  ];

  it('sets severities by code, else by rule name; off drops the finding', () => {
    expect(
      applyRuleSettings(findings, { DG3007: 'warn', 'image-alt': 'error' }).map((d) => [
        d.code,
        d.severity,
      ]),
    ).toEqual([
      ['DG3007', 'warning'],
      ['DG2007', 'error'],
      ['DG3006', 'error'],
    ]);
    expect(applyRuleSettings(findings, { 'spec-example': 'off', DG3006: 'off' })).toEqual([
      findings[1],
    ]);
    // The code is the more precise: it wins over the rule's name.
    expect(
      applyRuleSettings(findings, { DG3007: 'error', 'spec-example': 'off' })[0]!.severity,
    ).toBe('error');
    expect(applyRuleSettings(findings, {})).toEqual(findings);
  });

  it('warns of a key that names no code or rule, with the nearest one', () => {
    expect(
      unknownRuleSettings(
        { DG3007: 'off', 'image-atl': 'off', 'security-defined': 'off' },
        '/p/docgen.config.ts',
      ).map((d) => localize(d, cliCatalogues['pt-BR'])),
    ).toEqual([
      expect.objectContaining({
        code: 'DG1003',
        severity: 'warning',
        file: '/p/docgen.config.ts',
        pointer: '/check/rules/image-atl',
        hint: 'Você quis dizer "image-alt"?',
      }),
      // A Redocly rule: redocly.yaml sets it.
      expect.objectContaining({
        pointer: '/check/rules/security-defined',
        hint: expect.stringContaining('as regras do Redocly se ajustam em redocly.yaml'),
      }),
    ]);
  });

  it('suggests only a near name', () => {
    expect(closest('spec-exmaple', ['links', 'spec-example'])).toBe('spec-example');
    expect(closest('Links', ['links'])).toBe('links');
    expect(closest('xyz', ['links', 'spec-example'])).toBeUndefined();
  });
});
