import { attr, storageKeys } from '../shared/attributes.js';

/**
 * Viewing a docs page records its docs version (`docgen.docs.version`), for version-aware links and
 * search.
 */
export function setupDocsVersion(root: Document): void {
  const version = root.body.getAttribute(attr.docsVersion);
  if (!version) return;
  try {
    localStorage.setItem(storageKeys.docsVersion, version);
  } catch {
    // Storage disabled: nothing to remember.
  }
}
