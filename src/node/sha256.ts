import { hash } from 'node:crypto';

/**
 * Hex SHA-256 of a text or bytes: what the persistent caches record of each file a stored value was
 * made from (the config's, the spec's and the lint's sources), to know when it is stale, and what
 * the memo keys stages by. One call (`crypto.hash`, Node 20.12+), a third of the time of a `Hash`
 * object for the short keys the memo hashes by the hundred on every rebuild.
 */
export const sha256 = (data: string | Uint8Array): string => hash('sha256', data, 'hex');
