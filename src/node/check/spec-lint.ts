import { getLineColLocation, lint, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** The project's lint rule settings: `redocly.yaml` beside the config, else Redocly's `recommended` rules. */
export function redoclyConfigPath(root: string): string | undefined {
  const file = path.join(root, 'redocly.yaml');
  return existsSync(file) ? file : undefined;
}

function toDiagnostic(problem: NormalizedProblem): Diagnostic {
  const where = problem.location[0];
  const located = where ? getLineColLocation(where) : undefined;
  const file = where?.source.absoluteRef;
  return {
    code: codes.specLint,
    severity: problem.severity === 'error' ? 'error' : 'warning',
    rule: problem.ruleId,
    message: problem.message,
    ...(file ? { file: path.resolve(file) } : {}),
    ...(located ? { line: located.start.line, column: located.start.col } : {}),
    ...(where?.pointer !== undefined ? { pointer: where.pointer.replace(/^#/, '') } : {}),
    ...(problem.suggest.length > 0 ? { hint: `Você quis dizer: ${problem.suggest.join(', ')}?` } : { hint: `Veja a regra ${problem.ruleId} do Redocly, ou ajuste-a em redocly.yaml.` }),
  };
}

/**
 * Redocly's example rules are left to `spec-example` (spec-examples.ts), which validates every
 * example with standard JSON Schema 2020-12 semantics: reporting both would list each bad example twice.
 */
export const EXAMPLE_RULES: ReadonlySet<string> = new Set(['no-invalid-media-type-examples', 'no-invalid-schema-examples', 'no-invalid-parameter-examples']);

/** Lints the OpenAPI document with @redocly/openapi-core (recommended rules plus the project's redocly.yaml). */
export async function lintSpec(specFile: string, root: string): Promise<Diagnostic[]> {
  const configPath = redoclyConfigPath(root);
  const config = await loadConfig(configPath ? { configPath } : {});
  // Not run at all: they compile every schema with Ajv, about half the lint's time.
  config.skipRules([...EXAMPLE_RULES]);
  const problems = await lint({ ref: specFile, config });
  return problems.filter((p) => !p.ignored && !EXAMPLE_RULES.has(p.ruleId)).map(toDiagnostic);
}
