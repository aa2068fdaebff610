import { escapeHtml } from '../openapi/describe.js';
import { replaceFragmentLinks } from '../util/fragment-links.js';

/** An `id` attribute of rendered HTML. */
const ID = /(\sid=")([^"]*)"/g;

const hasIds = (html: string) => html.includes(' id="');

/**
 * One page's views with every id its descriptions' HTML holds made unique on the page: a heading
 * of a description shown twice (a shared schema's), or two descriptions with the same heading
 * ("Related topics" in nine operations), keeps its id the first time and gets `-2`, `-3`… after,
 * with the description's own links to it following. `first` is walked first (the introduction,
 * whose headings other links name). Views are copied only along the paths that change; a view
 * shown twice is copied for its second showing.
 */
export function uniqueDescriptionIds<T extends object>(view: T, first: readonly string[]): T {
  const used = new Set<string>();
  const holdsIds = new WeakMap<object, boolean>();

  /** Whether a view has HTML with an id somewhere inside (each view looked at once). */
  const holds = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null) return false;
    const known = holdsIds.get(value);
    if (known !== undefined) return known;
    holdsIds.set(value, false);
    let found = false;
    // `for…in` over a view's own fields (views are plain data): no array of entries is made for
    // each of the reference page's tens of thousands of objects.
    for (const key in value) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' ? isHtml(key) && hasIds(field) : holds(field)) found = true;
    }
    holdsIds.set(value, found);
    return found;
  };

  const html = (text: string): string => {
    const renamed = new Map<string, string>();
    const ided = text.replace(ID, (_, before: string, id: string) => {
      let unique = id;
      for (let n = 2; used.has(unique); n++) unique = `${id}-${n}`;
      used.add(unique);
      if (unique !== id) renamed.set(id, unique);
      return `${before}${unique}"`;
    });
    if (renamed.size === 0) return ided;
    return replaceFragmentLinks(ided, (id) => {
      const to = renamed.get(id);
      return to === undefined ? undefined : `#${escapeHtml(to)}`;
    });
  };

  const map = (value: unknown): unknown => {
    if (!holds(value)) return value;
    if (Array.isArray(value)) {
      const mapped = value.map(map);
      return mapped.some((item, i) => item !== value[i]) ? mapped : value;
    }
    const fields = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key of order(fields)) {
      const field = fields[key];
      const next =
        typeof field === 'string'
          ? isHtml(key) && hasIds(field)
            ? html(field)
            : field
          : map(field);
      if (next !== field) (copy ??= { ...fields })[key] = next;
    }
    return copy ?? value;
  };

  const order = (fields: Record<string, unknown>) =>
    fields === view
      ? [...first, ...Object.keys(fields).filter((k) => !first.includes(k))]
      : Object.keys(fields);
  return map(view) as T;
}

/** Every HTML of a view model is a field whose name ends in `Html` (SafeHtml). */
const isHtml = (key: string) => key.endsWith('Html');
