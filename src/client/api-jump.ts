import { holdInPlace } from './api-anchor.js';
import { placeOf } from './api-routes.js';
import { ownId } from './redoc-links.js';

const fragment = (id: string) => `#${encodeURIComponent(id).replace(/%2F/g, '/')}`;

/**
 * A `#` jump on the reference (a chunk loaded on the first, api-reference.ts): to the page that
 * holds its target when that is another (a split reference); a link saved from a Redoc reference
 * (`#tag/Envelopes/operation/x`) read as the reference's own id; then the target held in place.
 */
export function jump(root: Document): void {
  let hash = location.hash.slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {}
  let id = hash;
  let place = placeOf(root, id);
  if (place === undefined) {
    const own = ownId(root, id);
    if (own !== undefined) {
      id = own;
      place = placeOf(root, own);
    }
  }
  if (place === '' && id === hash) holdInPlace(root.getElementById(id)!);
  // Elsewhere, or here under another id: moving changes the hash, which jumps again.
  else if (place !== undefined) location.replace(place + fragment(id));
}
