import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

type Outcome = { findings: Diagnostic[] } | { error: unknown };

const onThisThread = async (specFile: string, root: string) => (await import('./spec-lint.js')).lintSpec(specFile, root);

/**
 * lintSpec (spec-lint.ts) in a worker thread: Redocly's lint is CPU work that would otherwise share
 * this thread with the build `docgen check` runs beside it. Compiled (lib/spec-lint-worker.js), it
 * runs there; from the sources (tests), or when no worker starts, on this thread.
 */
export function lintInWorker(specFile: string, root: string): Promise<Diagnostic[]> {
  const script = new URL('./spec-lint-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(script))) return onThisThread(specFile, root);
  const worker = new Worker(script, { workerData: { specFile, root } });
  return new Promise<Outcome | undefined>((resolve) => {
    worker.once('message', (outcome: Outcome) => {
      void worker.terminate();
      resolve(outcome);
    });
    // Only before a message: the worker did not start or could not post (a finding that does not clone).
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  }).then((outcome) => {
    if (!outcome) return onThisThread(specFile, root);
    if ('error' in outcome) throw outcome.error;
    return outcome.findings;
  });
}
