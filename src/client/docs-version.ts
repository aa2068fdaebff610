import { attr, storageKeys } from '../shared/attributes.js';
import { writeKey } from './storage.js';

/**
 * Viewing a docs page records its docs version (`docgen.docs.version`), for version-aware links and
 * search.
 */
export function setupDocsVersion(root: Document): void {
  const version = root.body.getAttribute(attr.docsVersion);
  // Storage disabled: nothing to remember.
  if (version) writeKey('localStorage', storageKeys.docsVersion, version);
}
