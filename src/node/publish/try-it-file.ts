import type { ApiReference } from '../../shared/api-view-models.js';
import { tryItPath } from '../../shared/try-it.js';
import type { ResolvedConfig } from '../config/types.js';
import { referenceStrings, type ReferenceLanguage } from '../openapi/strings.js';
import { tryItDocument } from '../openapi/try-it.js';
import type { OutputFile } from '../output-file.js';
import type { JsonObject } from '../util/objects.js';

/**
 * `try-it.json` in the reference's folder: the "Experimentar" console's form models, which its
 * pages fetch on the first click (site/api-pages.ts gives them the URL), so the pages' HTML does
 * not grow with them.
 */
export function tryItFile(
  config: Pick<ResolvedConfig, 'baseUrl' | 'api'>,
  reference: ApiReference,
  document: JsonObject,
  language: ReferenceLanguage,
): OutputFile {
  const words = referenceStrings(language);
  return {
    file: tryItPath(config.api.route),
    contents: JSON.stringify(tryItDocument(reference, document, config, words)),
  };
}
