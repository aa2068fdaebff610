import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LintOutcome } from './spec-lint.js';

type Message = LintOutcome | { error: unknown };

const onThisThread = async (specFile: string, root: string) => (await import('./spec-lint.js')).lintSpecFiles(specFile, root);

/**
 * lintSpecFiles (spec-lint.ts) in a worker thread: Redocly's lint is CPU work that would otherwise share
 * this thread with the build `docgen check` runs beside it. Compiled (lib/spec-lint-worker.js), it
 * runs there; from the sources (tests), or when no worker starts, on this thread.
 */
export function lintInWorker(specFile: string, root: string): Promise<LintOutcome> {
  const script = new URL('./spec-lint-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(script))) return onThisThread(specFile, root);
  const worker = new Worker(script, { workerData: { specFile, root } });
  return new Promise<Message | undefined>((resolve) => {
    worker.once('message', (message: Message) => {
      void worker.terminate();
      resolve(message);
    });
    // Only before a message: the worker did not start or could not post (a finding that does not clone).
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  }).then((message) => {
    if (!message) return onThisThread(specFile, root);
    if ('error' in message) throw message.error;
    return message;
  });
}
