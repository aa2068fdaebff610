// The worker of spec-downloads.ts, compiled to lib/spec-downloads-worker.js: each spec it is sent,
// bundled and serialised.
import { serve } from '../workers/serve.js';
import { serialise } from './spec-downloads.js';

serve(serialise);
