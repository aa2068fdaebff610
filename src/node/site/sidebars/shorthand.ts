import { isObject } from '../../util/objects.js';

/** An object of sidebars with Docusaurus's shorthands expanded, and where each part was written. */
export interface Expanded {
  value: unknown;
  /** The path, in the object as written, of what is at `path` in the expanded one. */
  written: (path: readonly string[]) => string[];
}

/** `{ 'Guias': ['a'] }`: an object of lists (not an item, which has a `type`). */
const isShorthand = (value: unknown): value is Record<string, unknown[]> =>
  isObject(value) && !('type' in value) && Object.values(value).every(Array.isArray);

/**
 * Expands Docusaurus's shorthands of categories (`sidebars/normalization.ts`): a sidebar, or an
 * item, written `{ 'Guias': ['a', 'b'] }` is the categories `{ type: 'category', label: 'Guias',
 * items: ['a', 'b'] }`. Done before the sidebars are checked, so that a problem found in the
 * expanded form is reported where the file writes it.
 */
export function expandShorthands(sidebars: unknown): Expanded {
  const origin = new Map<string, string[]>();
  const key = (path: readonly string[]) => path.join('\u0000');
  const note = (path: string[], written: string[]) => origin.set(key(path), written);

  /** Expands `items` (at `written` in the file) into `out`, whose path is `path`. */
  const list = (items: unknown[], path: string[], written: string[], out: unknown[] = []) => {
    for (const [i, item] of items.entries()) {
      if (isShorthand(item)) categories(item, path, [...written, String(i)], out);
      else {
        const at = [...path, String(out.length)];
        note(at, [...written, String(i)]);
        out.push(
          isObject(item) && Array.isArray(item.items)
            ? {
                ...item,
                items: list(item.items, [...at, 'items'], [...written, String(i), 'items']),
              }
            : item,
        );
      }
    }
    return out;
  };
  /** Each key of a shorthand (at `written`) as a category, pushed to `out` (at `path`). */
  const categories = (
    value: Record<string, unknown[]>,
    path: string[],
    written: string[],
    out: unknown[] = [],
  ) => {
    for (const [label, items] of Object.entries(value)) {
      const at = [...path, String(out.length)];
      for (const part of [[], ['label'], ['items']]) note([...at, ...part], [...written, label]);
      out.push({
        type: 'category',
        label,
        items: list(items, [...at, 'items'], [...written, label]),
      });
    }
    return out;
  };

  if (!isObject(sidebars)) return { value: sidebars, written: (path) => [...path] };
  const value: Record<string, unknown> = {};
  for (const [id, sidebar] of Object.entries(sidebars)) {
    note([id], [id]);
    value[id] = isShorthand(sidebar)
      ? categories(sidebar, [id], [id])
      : Array.isArray(sidebar)
        ? list(sidebar, [id], [id])
        : sidebar;
  }
  const written = (path: readonly string[]): string[] => {
    for (let n = path.length; n > 0; n--) {
      const found = origin.get(key(path.slice(0, n)));
      if (found) return [...found, ...path.slice(n)];
    }
    return [...path];
  };
  return { value, written };
}
