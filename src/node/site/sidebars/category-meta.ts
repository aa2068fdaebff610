import { isObject } from '../../util/objects.js';

/** A category's link as a `_category_` file writes it (`null`: no link, not even `index.md`). */
export type CategoryLink =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string }
  | null;

/** What a `_category_.json` (or `.yml`) says of its folder's category, as Docusaurus reads it. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  description?: string;
  link?: CategoryLink;
}

/** A problem of a category file: what is wrong, at which key path. */
export interface MetaProblem {
  path: (string | number)[];
  message: string;
}

type Check = (value: unknown) => string | undefined;

const string: Check = (v) => (typeof v === 'string' ? undefined : 'must be a string');
const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'must be true or false');
const number: Check = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? undefined : 'must be a number';
const strings: Check = (v) =>
  typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string'))
    ? undefined
    : 'must be a string or a list of strings';
const anything: Check = () => undefined;

/** Each key a category file may have; `className`, `customProps` are Docusaurus's, ignored. */
const KEYS: Record<string, Check> = {
  label: string,
  position: number,
  collapsed: boolean,
  collapsible: boolean,
  description: string,
  className: string,
  customProps: (v) => (isObject(v) ? undefined : 'must be an object'),
  link: anything,
};

const LINK_KEYS: Record<string, Record<string, Check>> = {
  doc: { type: string, id: string },
  'generated-index': {
    type: string,
    slug: string,
    title: string,
    description: string,
    image: string,
    keywords: strings,
  },
};

/** Checks the keys of `value` against `keys`, at `at`. */
function checkKeys(value: Record<string, unknown>, keys: Record<string, Check>, at: string[]) {
  const problems: MetaProblem[] = [];
  for (const [key, field] of Object.entries(value)) {
    const check = keys[key];
    const wrong = check
      ? check(field)
      : `is not a key of a category (${Object.keys(keys).join(', ')})`;
    if (wrong)
      problems.push({ path: [...at, key], message: `"${[...at, key].join('.')}" ${wrong}` });
  }
  return problems;
}

function checkLink(link: unknown): MetaProblem[] {
  if (link === null) return [];
  if (!isObject(link) || typeof link.type !== 'string' || !(link.type in LINK_KEYS))
    return [
      {
        path: isObject(link) && 'type' in link ? ['link', 'type'] : ['link'],
        message: '"link" must be null, { "type": "doc", "id": … } or { "type": "generated-index" }',
      },
    ];
  const problems = checkKeys(link, LINK_KEYS[link.type]!, ['link']);
  if (link.type === 'doc' && typeof link.id !== 'string')
    problems.push({ path: ['link'], message: '"link.id" is required: the id of the doc it opens' });
  return problems;
}

/** The category a file's parsed value describes, or what is wrong with it (Docusaurus's schema). */
export function checkCategoryMeta(value: unknown): { meta: CategoryMeta; problems: MetaProblem[] } {
  if (!isObject(value))
    return {
      meta: {},
      problems: [{ path: [], message: 'a category file holds an object of keys' }],
    };
  const problems = [
    ...checkKeys(value, KEYS, []),
    ...('link' in value ? checkLink(value.link) : []),
  ];
  const { label, position, collapsed, collapsible, description, link } = value as CategoryMeta;
  const meta: CategoryMeta = {
    ...(label !== undefined ? { label } : {}),
    ...(position !== undefined ? { position } : {}),
    ...(collapsed !== undefined ? { collapsed } : {}),
    ...(collapsible !== undefined ? { collapsible } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(link !== undefined ? { link: linkOf(link) } : {}),
  };
  return { meta, problems };
}

/** The link as docgen keeps it (Docusaurus's `image` and `keywords` dropped). */
function linkOf(link: CategoryLink): CategoryLink {
  if (link === null || link.type === 'doc') return link && { type: 'doc', id: link.id };
  const { slug, title, description } = link;
  return {
    type: 'generated-index',
    ...(slug !== undefined ? { slug } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}
