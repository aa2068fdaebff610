import path from 'node:path';
import type { FrontMatter } from './front-matter-fields.js';

// Dates (`2024-01-05-notes`) and versions (`1.2-notes`) are not number prefixes (as in Docusaurus).
const NOT_A_PREFIX = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?|\d+[-_.]\d+)/;
const NUMBER_PREFIX = /^(?<number>\d+)\s*[-_.]+\s*(?<name>[^-_.\s].*)$/;

/** `01-intro` → `{ name: 'intro', number: 1 }`; a name without a number prefix as it is. */
export function parseNumberPrefix(name: string): { name: string; number?: number } {
  if (NOT_A_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match?.groups
    ? { name: match.groups.name!, number: Number.parseInt(match.groups.number!, 10) }
    : { name };
}

/** `01-guias/02-sdk` → `guias/sdk`. */
export const stripNumberPrefixes = (dir: string): string =>
  dir
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');

/** A doc as Docusaurus names it: its id, its default sidebar position, whether it is an index. */
export interface DocName {
  /** `guias/instalar-sdk`: the folder (number prefixes stripped) and the file's id. */
  id: string;
  /** The file's number prefix, the doc's sidebar position when its front matter gives none. */
  numberPrefix?: number;
  /**
   * `index.md`, `readme.md` or `<folder>/<folder>.md`: served at its folder's route (Docusaurus's
   * category index convention).
   */
  categoryIndex: boolean;
}

/**
 * Names a doc from its path in the docs folder (`guides/01-webhooks.md`) as Docusaurus does: the
 * front matter `id` replaces the file's name, never its folder; number prefixes are stripped from
 * the file and its folders unless `parse_number_prefixes: false`.
 */
export function docName(relPath: string, frontMatter: FrontMatter): DocName {
  const parsed = path.posix.parse(relPath);
  const strip = frontMatter.parse_number_prefixes !== false;
  const file = strip ? parseNumberPrefix(parsed.name) : { name: parsed.name };
  const dir = parsed.dir === '' ? '' : strip ? stripNumberPrefixes(parsed.dir) : parsed.dir;
  const base = frontMatter.id ?? file.name;
  const folder = parsed.dir.split('/').pop()?.toLowerCase();
  const indexNames = ['index', 'readme', ...(folder ? [folder] : [])];
  return {
    id: dir ? `${dir}/${base}` : base,
    ...(file.number === undefined ? {} : { numberPrefix: file.number }),
    categoryIndex: indexNames.includes(parsed.name.toLowerCase()),
  };
}
