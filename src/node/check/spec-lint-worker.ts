// The worker of lint-in-worker.ts, compiled to lib/spec-lint-worker.js: Redocly's lint of the spec,
// posted back as the findings or the error it threw.
import { parentPort, workerData } from 'node:worker_threads';
import { lintSpec } from './spec-lint.js';

const { specFile, root } = workerData as { specFile: string; root: string };
lintSpec(specFile, root).then(
  (findings) => parentPort?.postMessage({ findings }),
  (error: unknown) => parentPort?.postMessage({ error }),
);
