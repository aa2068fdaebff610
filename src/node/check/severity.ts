import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { closest } from '../util/closest.js';
import { RULE_NAMES } from './rules.js';

/** What `check.rules` may set a rule to. */
export type RuleSetting = 'off' | 'warn' | 'error';

const CODES: ReadonlySet<string> = new Set(Object.values(codes));

/**
 * The findings as `check.rules` sets them: each rule's setting by its code (`DG3007`), else by its
 * name (`spec-example`); `off` drops the finding, `warn` and `error` set its severity. A finding
 * of no set rule keeps its own.
 */
export function applyRuleSettings(
  findings: readonly Diagnostic[],
  rules: Readonly<Record<string, RuleSetting>>,
): Diagnostic[] {
  if (Object.keys(rules).length === 0) return [...findings];
  return findings.flatMap((d): Diagnostic[] => {
    const setting =
      (Object.hasOwn(rules, d.code) ? rules[d.code] : undefined) ??
      (d.rule !== undefined && Object.hasOwn(rules, d.rule) ? rules[d.rule] : undefined);
    if (setting === undefined) return [d];
    if (setting === 'off') return [];
    const severity = setting === 'warn' ? 'warning' : 'error';
    return [severity === d.severity ? d : { ...d, severity }];
  });
}

/**
 * A warning for each key of `check.rules` that names no code and no rule of docgen (a typo, or a
 * Redocly rule, which redocly.yaml sets), at the config file.
 */
export function unknownRuleSettings(
  rules: Readonly<Record<string, RuleSetting>>,
  configFile: string | undefined,
): Diagnostic[] {
  const known = [...CODES, ...RULE_NAMES];
  return Object.keys(rules)
    .filter((key) => !CODES.has(key) && !RULE_NAMES.includes(key))
    .map((key) => {
      const near = closest(key, known);
      return {
        code: codes.configInvalid,
        severity: 'warning',
        rule: 'config',
        ...(near ? said('checkRuleNear', { key, near }) : said('checkRuleUnknown', { key })),
        ...(configFile ? { file: configFile } : {}),
        pointer: `/check/rules/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      };
    });
}
