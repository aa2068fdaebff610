import { workerService } from '../workers/service.js';
import type { LintOutcome } from './spec-lint.js';

/** What the lint worker (spec-lint-worker.ts) is asked to lint. */
export interface LintRequest {
  specFile: string;
  root: string;
}

/**
 * lintSpecFiles (spec-lint.ts) in a worker thread: Redocly's lint is CPU work that would otherwise
 * share this thread with the build `docgen check` runs beside it. Compiled
 * (lib/spec-lint-worker.js), it runs there; from the sources (tests), or when no worker starts, on
 * this thread (see workerService).
 */
const lint = workerService<LintRequest, LintOutcome>(
  new URL('./spec-lint-worker.js', import.meta.url),
  () =>
    async ({ specFile, root }) =>
      (await import('./spec-lint.js')).lintSpecFiles(specFile, root),
);

export function lintInWorker(specFile: string, root: string): Promise<LintOutcome> {
  return lint({ specFile, root });
}
