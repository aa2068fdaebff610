import { existsSync } from 'node:fs';
import path from 'node:path';
import { stage } from '../graph/stage.js';
import { lintInWorker } from './lint-in-worker.js';
import type { LintOutcome } from './spec-lint.js';

/** The stages of `docgen check` whose results the runner keeps, beside the build's. */

declare module '../graph/stage.js' {
  interface Services {
    /**
     * The code Ajv generates for the schema being asked for (`validatorCode`), from the compiler
     * that asks: set only while `docgen check` compiles a schema.
     */
    schemaCode?: (() => string | null) | undefined;
  }
}

export interface LintInput {
  specFile: string;
  root: string;
  cwd: string;
  /** Whether each config or ignore file Redocly may look for is there (`configPlaces`). */
  places: string[];
}

/** Whether each config or ignore file Redocly may look for is there: one appearing changes it. */
export function configPlaces(root: string, cwd: string): string[] {
  const files = [root, cwd].flatMap((dir) =>
    ['redocly.yaml', '.redocly.lint-ignore.yaml'].map((name) => path.join(dir, name)),
  );
  return files.map((file) => `${file} ${existsSync(file) ? 'present' : 'absent'}`);
}

/**
 * The spec's lint findings, made in a worker: kept while the spec, the config and every file the
 * lint read have the same bytes. A lint that read a URL, an ignore file or a plugin is not kept.
 */
export const specLint = stage({
  name: 'spec-lint',
  run: ({ specFile, root }: LintInput) => lintInWorker(specFile, root),
  files: (outcome: LintOutcome) => outcome.read ?? [],
  keepable: (outcome) => outcome.read !== undefined,
});

export interface ValidatorInput {
  /** The schema as JSON. */
  json: string;
  /** The name of the Ajv options the code is generated with. */
  flavour: string;
  /** The versions of Ajv and ajv-formats, which the code is written for. */
  versions: string;
}

/** The code Ajv generates for a schema (compiled-schemas.ts), by the schema and Ajv's versions. */
export const validatorCode = stage({
  name: 'validators',
  run: (_: ValidatorInput, { services }): string | null => services.schemaCode?.() ?? null,
});
