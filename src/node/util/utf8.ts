/** The text of UTF-8 bytes (a string is returned as it is), without copying the bytes first. */
export function utf8Text(contents: string | Uint8Array): string {
  if (typeof contents === 'string') return contents;
  return Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength).toString('utf8');
}
