// Percent-decoding that never throws, for paths and parts written by hand or sent by a client.

/**
 * `decodeURI` of a path as written in Markdown (`guia%20rápido.md`): `%2F` and `%23` stay encoded,
 * so the path keeps its parts. Text that is not valid percent-encoding is kept as it is.
 */
export function decodePathOrKeep(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * `decodeURIComponent` of one part (a fragment, an id): everything is decoded. Undefined when the
 * text is not valid percent-encoding.
 */
export function decodePart(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** `decodePart`, keeping text that is not valid percent-encoding as it is. */
export function decodePartOrKeep(text: string): string {
  return decodePart(text) ?? text;
}
