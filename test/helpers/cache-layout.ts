import { serialize } from 'node:v8';

/**
 * A stage file of the cache laid out by hand (graph/cache-file.ts): the index's length, the index
 * (a row per entry), then the entries' bytes. For tests that write what docgen would not.
 */
export function stageFileLayout(rows: unknown[], bytes: Uint8Array[]): Buffer {
  const index = serialize(rows);
  const head = Buffer.alloc(4);
  head.writeUInt32LE(index.length, 0);
  return Buffer.concat([head, index, ...bytes]);
}
