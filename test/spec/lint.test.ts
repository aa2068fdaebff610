// Lints spec/openapi.yaml with Redocly's recommended ruleset (plus the
// documented adjustments in redocly.yaml) and requires zero errors.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lint, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { REDOCLY_CONFIG_PATH, REPO_ROOT, SPEC_PATH } from './helpers.js';

function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location[0];
  const file = where?.source.absoluteRef.replace(REPO_ROOT, '') ?? '?';
  return (
    `${problem.severity} ${problem.ruleId}: ` +
    `${problem.message} (${file} ${where?.pointer ?? ''})`
  );
}

describe('spec/openapi.yaml lint (@redocly/openapi-core, recommended)', () => {
  it('has zero lint errors', async () => {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG_PATH });
    const problems = await lint({ ref: SPEC_PATH, config });
    const warnings = problems.filter((p) => p.severity === 'warn');
    if (warnings.length > 0) console.warn(warnings.map(describeProblem).join('\n'));
    const errors = problems.filter((p) => p.severity === 'error').map(describeProblem);
    expect(errors).toEqual([]);
  }, 60_000);

  it('turns off only the documented rules', async () => {
    const raw = parse(await readFile(REDOCLY_CONFIG_PATH, 'utf8')) as {
      extends: string[];
      rules: Record<string, unknown>;
    };
    expect(raw.extends).toEqual(['recommended']);
    const off = Object.entries(raw.rules)
      .filter(
        ([, setting]) =>
          setting === 'off' || (setting as { severity?: string })?.severity === 'off',
      )
      .map(([rule]) => rule);
    expect(off.sort()).toEqual(['info-license', 'no-ambiguous-paths']);
  });
});
