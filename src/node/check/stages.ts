import { existsSync } from 'node:fs';
import path from 'node:path';
import { AJV_VERSIONS } from '../examples/compiled-schemas.js';
import type { Stage } from '../pipeline/memo.js';
import { lintInWorker } from './lint-in-worker.js';
import type { LintOutcome } from './spec-lint.js';

/**
 * The stages of `docgen check` whose results its memo keeps, beside the build's (see
 * pipeline/stages.ts).
 */

export interface LintInput {
  specFile: string;
  root: string;
  cwd: string;
}

/** Whether each config or ignore file Redocly may look for is there: one appearing changes it. */
function configPlaces(root: string, cwd: string): string[] {
  const files = [root, cwd].flatMap((dir) =>
    ['redocly.yaml', '.redocly.lint-ignore.yaml'].map((name) => path.join(dir, name)),
  );
  return files.map((file) => `${file} ${existsSync(file) ? 'present' : 'absent'}`);
}

/**
 * The spec's lint findings, made in a worker: kept while the spec, the config and every file the
 * lint read have the same bytes. A lint that read a URL, an ignore file or a plugin is not kept.
 */
export const specLint: Stage<LintInput, LintOutcome> = {
  name: 'spec-lint',
  key: ({ specFile, root, cwd }) => [
    path.resolve(specFile),
    path.resolve(root),
    cwd,
    ...configPlaces(root, cwd),
  ],
  run: ({ specFile, root }) => lintInWorker(specFile, root),
  files: (outcome) => outcome.read ?? [],
  keepable: (outcome) => outcome.read !== undefined,
};

export interface ValidatorInput {
  /** The schema as JSON. */
  json: string;
  /** The name of the Ajv options the code is generated with. */
  flavour: string;
  generate: () => string | null;
}

/** The code Ajv generates for a schema (compiled-schemas.ts), by the schema and Ajv's versions. */
export const validatorCode: Stage<ValidatorInput, string | null> = {
  name: 'validators',
  key: ({ json, flavour }) => [AJV_VERSIONS, flavour, json],
  run: ({ generate }) => generate(),
};
