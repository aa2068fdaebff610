// The worker of lint-in-worker.ts, compiled to lib/spec-lint-worker.js: Redocly's lint of the spec
// it is sent, answered with its outcome (findings, files read) or the error it threw.
import { serve } from '../workers/serve.js';
import type { LintRequest } from './lint-in-worker.js';
import { lintSpecFiles } from './spec-lint.js';

serve(({ specFile, root }: LintRequest) => lintSpecFiles(specFile, root));
