import { createSlugger, foldAccents } from '../content/slug.js';

/**
 * `get` + `/v1/items/{item}` → `get-v1-items-item`: stable for the same spec, readable in a URL.
 */
export function generatedOperationId(method: string, path: string): string {
  const tail = foldAccents(path)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return tail ? `${method}-${tail}` : method;
}

/** Hands out ids in order, numbering repeats (`x`, `x-2`), so every anchor on a page is unique. */
export function createIdRegistry(): (id: string) => string {
  const seen = new Map<string, number>();
  return (id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}-${count}`;
  };
}

/**
 * One slugger per spec for tag slugs: accent-folded like headings (`Organizações` →
 * `organizacoes`).
 */
export function createTagSlugger(): (name: string) => string {
  return createSlugger();
}

/** Element ids the page renders; the link checker and deep links rely on these exact forms. */
export const anchors = {
  operation: (id: string) => `operation/${id}`,
  tag: (slug: string) => `tag/${slug}`,
  schema: (name: string) => `schema/${name}`,
} as const;
