import { stage } from '../graph/stage.js';
import type { LoadedSpec } from '../openapi/load.js';
import { diffSpecs } from './classify.js';

/** The changes from one version's spec to the next's: kept while both specs are unchanged. */
export const apiChanges = stage({
  name: 'api-changes',
  run: ({ older, newer }: { older: LoadedSpec; newer: LoadedSpec }) =>
    diffSpecs(older.document, newer.document),
});
