import type { MessageKey } from '../cli-strings/index.js';
import { said } from '../diagnostics/diagnostic.js';

/**
 * The front matter keys a page may set, each with how its value is read (Docusaurus's docs keys
 * mean here what they mean there), and the Docusaurus keys docgen reads but has no meaning for.
 */

type Said = ReturnType<typeof said>;

/** A tag as a page writes it: a label, or a label with its own permalink and description. */
export interface TagFrontMatter {
  label: string;
  permalink?: string;
  description?: string;
}

/** A value read, or why it cannot be (with how to write it): the diagnostic's words. */
export type Read<T> = { value: T } | { error: Said };

type Reader<T> = (value: unknown, key: string) => Read<T>;

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const scalar =
  <T>(type: 'string' | 'number' | 'boolean', says: MessageKey): Reader<T> =>
  (value, key) =>
    typeof value === type
      ? { value: value as T }
      : { error: said(says, { key, got: typeName(value) }) };

const text = scalar<string>('string', 'fmString');
const flag = scalar<boolean>('boolean', 'fmBoolean');

/** `null` (to remove what the key sets) or what `read` reads. */
const orNull =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, key) =>
    value === null ? { value: null } : read(value, key);

/** A heading level of the table of contents: 2 to 6, as Docusaurus validates it. */
const headingLevel: Reader<number> = (value, key) =>
  Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6
    ? { value: value as number }
    : { error: said('fmHeadingLevel', { key, got: JSON.stringify(value) }) };

const strings: Reader<string[]> = (value, key) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string')
    ? { value: value as string[] }
    : { error: said('fmStrings', { key, got: typeName(value) }) };

/** A URL a reader's browser may follow: http(s), or a path of the site (no other scheme). */
const SAFE_URL = /^(https?:\/\/\S+|\/\S*|[^\s:/?#][^\s:]*)$/i;

const url =
  (says: MessageKey): Reader<string> =>
  (value, key) =>
    typeof value === 'string' && SAFE_URL.test(value)
      ? { value }
      : { error: said(says, { key, got: JSON.stringify(value) }) };

/** A tag permalink: a path under the tags' route, without `..` or a scheme. */
const PERMALINK = /^\/?[a-z0-9][a-z0-9\-_/]*$/i;

const tag = (value: unknown): TagFrontMatter | undefined => {
  if (typeof value === 'string') return value.trim() ? { label: value } : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { label, permalink, description, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof label !== 'string' || !label.trim()) return undefined;
  if (permalink !== undefined && (typeof permalink !== 'string' || !PERMALINK.test(permalink)))
    return undefined;
  if (description !== undefined && typeof description !== 'string') return undefined;
  return {
    label,
    ...(permalink === undefined ? {} : { permalink }),
    ...(description === undefined ? {} : { description }),
  };
};

const tags: Reader<TagFrontMatter[]> = (value, key) => {
  const read = Array.isArray(value) ? value.map(tag) : [undefined];
  return read.every((t) => t !== undefined)
    ? { value: read as TagFrontMatter[] }
    : { error: said('fmTags', { key }) };
};

/** Every key a page may set, and how its value is read. */
export const frontMatterFields = {
  id: text,
  title: text,
  description: text,
  slug: text,
  sidebar_label: text,
  sidebar_position: scalar<number>('number', 'fmNumber'),
  hide_table_of_contents: flag,
  search: flag,
  noIndex: flag,
  keywords: strings,
  image: url('fmImageUrl'),
  hide_title: flag,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  pagination_next: orNull(text),
  pagination_prev: orNull(text),
  custom_edit_url: orNull(url('fmEditUrl')),
  draft: flag,
  unlisted: flag,
  parse_number_prefixes: flag,
  tags,
} satisfies Record<string, Reader<unknown>>;

export type FrontMatter = {
  -readonly [K in keyof typeof frontMatterFields]?: (typeof frontMatterFields)[K] extends Reader<
    infer T
  >
    ? T
    : never;
};

/**
 * Docusaurus's docs keys docgen has no meaning for: a page that sets one builds, with a warning
 * naming it (any other key gets one too, with the known keys in its hint).
 */
export const ignoredDocusaurusKeys = new Set([
  'sidebar_class_name',
  'sidebar_custom_props',
  'displayed_sidebar',
  'pagination_label',
  'last_update',
  'sidebar_key',
  'hide_table_of_contents_on_mobile',
]);
