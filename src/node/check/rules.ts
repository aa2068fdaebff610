import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** The `rule` column of `docgen check` for the diagnostics the build reports, by code. */
const ruleOfCode: Record<string, string> = {
  [codes.frontMatterSyntax]: 'front-matter',
  [codes.frontMatterInvalid]: 'front-matter',
  [codes.duplicateRoute]: 'duplicate-slug',
  [codes.imageAltMissing]: 'image-alt',
  [codes.imageNotFound]: 'image',
  [codes.diagramInvalid]: 'diagram',
  [codes.unknownDirective]: 'directive',
  [codes.contentUnreadable]: 'content',
  [codes.contentNotText]: 'content',
  [codes.brokenLink]: 'links',
  [codes.sidebarUnknownDoc]: 'config',
};

/** The families a code without a rule of its own is named after (see withRule). */
const FAMILIES = ['config', 'spec', 'content-example', 'build'];

/** Every rule name docgen gives a finding (Redocly's aside), for `check.rules`. */
export const RULE_NAMES: readonly string[] = [
  ...new Set([...Object.values(ruleOfCode), ...FAMILIES, 'spec-example', 'spec-lint']),
];

/** A rule for every finding: its own, or one named after its code's family. */
export function withRule(d: Diagnostic): Diagnostic {
  if (d.rule) return d;
  const family = d.code.startsWith('DG1')
    ? 'config'
    : d.code.startsWith('DG3')
      ? 'spec'
      : d.code.startsWith('DG7')
        ? 'content-example'
        : 'build';
  return { ...d, rule: ruleOfCode[d.code] ?? family };
}
