import { createHash } from 'node:crypto';
import type { OutputFile } from '../output-file.js';

/**
 * One published file: its URL path (the route for pages), its path in the output, size and SHA-256.
 */
export interface ManifestEntry {
  route: string;
  file: string;
  bytes: number;
  sha256: string;
}

/** The manifest's name in the output. */
export const MANIFEST_FILE = 'manifest.json';

/** `docs/intro/index.html` → `/docs/intro/`; any other file → `/<file>`. */
const routeOfFile = (file: string) => '/' + file.replace(/(^|\/)index\.html$/, '$1');

/**
 * `manifest.json`: every file of the site, sorted by path, with bytes and content hash, so a deploy
 * can upload only what changed. Deterministic: no dates, stable order and key order.
 */
export function manifest(files: readonly OutputFile[]): OutputFile {
  const entries: ManifestEntry[] = [...new Map(files.map((f) => [f.file, f])).values()]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((f) => {
      const bytes = typeof f.contents === 'string' ? Buffer.from(f.contents) : f.contents;
      return {
        route: routeOfFile(f.file),
        file: f.file,
        bytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    });
  return {
    file: MANIFEST_FILE,
    contents: JSON.stringify({ version: 1, files: entries }, null, 2) + '\n',
  };
}

/** A manifest's entries by file; none when the text is not a manifest of this version. */
export function manifestEntries(text: string): Map<string, ManifestEntry> {
  try {
    const parsed = JSON.parse(text) as { version?: unknown; files?: unknown };
    if (parsed.version !== 1 || !Array.isArray(parsed.files)) return new Map();
    return new Map((parsed.files as ManifestEntry[]).map((entry) => [entry.file, entry]));
  } catch {
    return new Map();
  }
}
