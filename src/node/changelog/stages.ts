import { stage } from '../graph/stage.js';
import type { LoadedSpec } from '../openapi/load.js';
import type { ReferenceLanguage } from '../openapi/strings.js';
import { diffSpecs } from './classify.js';
import { changelogStrings } from './strings.js';

/**
 * The changes from one version's spec to the next's, said in the site's language: kept while both
 * specs and the language are unchanged.
 */
export const apiChanges = stage({
  name: 'api-changes',
  run: ({
    older,
    newer,
    language,
  }: {
    older: LoadedSpec;
    newer: LoadedSpec;
    language: ReferenceLanguage;
  }) => diffSpecs(older.document, newer.document, changelogStrings(language)),
});
