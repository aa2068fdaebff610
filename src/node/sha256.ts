import { createHash } from 'node:crypto';

/**
 * Hex SHA-256 of a text or bytes: what the persistent caches record of each file a stored value was
 * made from (the config's, the spec's and the lint's sources), to know when it is stale.
 */
export const sha256 = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');
