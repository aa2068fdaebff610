import { decodePart } from '../../util/decode-uri.js';

/**
 * Turns a raw request target into a path inside a site root, or refuses it. Both servers go through
 * here: the path is decoded exactly once and anything that could climb out of the root (`..`
 * segments, backslashes, NUL, malformed escapes) is refused before a file is ever looked up.
 */
export type RequestPath =
  /** `segments` are decoded path segments below the base URL; `dir` when the path ends in `/`. */
  | { kind: 'path'; segments: string[]; dir: boolean }
  /** The base URL without its trailing slash: redirect to it with one. */
  | { kind: 'base' }
  | { kind: 'outside' }
  | { kind: 'bad' };

/**
 * The path part of a request target, undecoded: no query or fragment. Undefined if not origin-form.
 */
export function rawPathOf(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** Decodes and checks `target` against `baseUrl` (which starts and ends with `/`). */
export function parseRequestPath(target: string, baseUrl: string): RequestPath {
  const raw = rawPathOf(target);
  if (raw === undefined) return { kind: 'bad' };
  const decoded = decodePart(raw);
  if (decoded === undefined || decoded.includes('\0') || decoded.includes('\\'))
    return { kind: 'bad' };
  if (baseUrl !== '/' && decoded === baseUrl.slice(0, -1)) return { kind: 'base' };
  if (!decoded.startsWith(baseUrl)) return { kind: 'outside' };
  const rest = decoded.slice(baseUrl.length);
  const dir = rest === '' || rest.endsWith('/');
  const segments = rest === '' ? [] : rest.split('/');
  if (dir && segments.length > 0) segments.pop();
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes(':')))
    return { kind: 'bad' };
  return { kind: 'path', segments, dir };
}
