// The worker of lint-in-worker.ts, compiled to lib/spec-lint-worker.js: Redocly's lint of the spec,
// posted back as its outcome (findings, files read) or the error it threw.
import { parentPort, workerData } from 'node:worker_threads';
import { lintSpecFiles } from './spec-lint.js';

const { specFile, root } = workerData as { specFile: string; root: string };
lintSpecFiles(specFile, root).then(
  (outcome) => parentPort?.postMessage(outcome),
  (error: unknown) => parentPort?.postMessage({ error }),
);
