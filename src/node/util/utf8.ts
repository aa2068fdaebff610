/** The bytes as a Buffer, without copying them. */
const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The text of UTF-8 bytes (a string is returned as it is), without copying the bytes first. */
export function utf8Text(contents: string | Uint8Array): string {
  return typeof contents === 'string' ? contents : bufferOf(contents).toString('utf8');
}

/**
 * A page's HTML to search with ASCII patterns (tags, attribute names, quotes). UTF-8 bytes are read
 * as Latin-1, a character per byte: a plain copy, several times faster than decoding them, and a
 * string of one byte per character where the decoded text would take two. Every ASCII character is
 * where it was, and no byte of a longer character is ASCII, so an ASCII pattern matches the same
 * places; what a match cuts out is turned back into text (`text`) or into its bytes (`bytes`).
 * Patterns must name their whitespace (`[\t\n\f\r ]`): `\s` also matches U+00A0, which here is a
 * byte of many characters (`à` is C3 A0).
 */
export interface AsciiView {
  source: string;
  text(part: string): string;
  bytes(part: string): Buffer;
}

export function asciiView(contents: string | Uint8Array): AsciiView {
  if (typeof contents === 'string')
    return { source: contents, text: (part) => part, bytes: (part) => Buffer.from(part, 'utf8') };
  return {
    source: bufferOf(contents).toString('latin1'),
    text: (part) =>
      /[\u0080-\u00ff]/.test(part) ? Buffer.from(part, 'latin1').toString('utf8') : part,
    bytes: (part) => Buffer.from(part, 'latin1'),
  };
}
