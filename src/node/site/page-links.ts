import { escapeHtml } from '../openapi/describe.js';
import { replaceFragmentLinks } from '../util/fragment-links.js';

/**
 * Views of a split reference whose descriptions link each id of the reference (`#operation/x`,
 * `#tag/x`, `#schema/X`, as a spec written for one page does) on the page that holds it, so that
 * the link works from every page, with JavaScript or without. `pageOf` gives an id's page (a URL
 * path); other links stay as they are. A view is copied only when a description in it changes:
 * views shared by several operations stay shared, and `map` returns the same view when nothing in
 * it links elsewhere.
 */
export class PageLinks {
  private readonly done = new Map<object, object>();
  /** Texts with a fragment link, rewritten once however often they are shown. */
  private readonly texts = new Map<string, string>();

  constructor(private readonly pageOf: (id: string) => string | undefined) {}

  map<T>(value: T): T {
    if (typeof value !== 'object' || value === null) return value;
    const known = this.done.get(value);
    if (known !== undefined) return known as T;
    // A view met again inside itself is left as it is (view models have no cycles).
    this.done.set(value, value);
    const mapped = Array.isArray(value) ? this.mapArray(value) : this.mapObject(value);
    this.done.set(value, mapped);
    return mapped as T;
  }

  // Both walks copy a view only from its first changed field: most views change nothing, and the
  // reference of a big spec holds hundreds of thousands of them.
  private mapArray(items: unknown[]): unknown[] {
    let copy: unknown[] | undefined;
    for (let i = 0; i < items.length; i++) {
      const mapped = this.map(items[i]);
      if (mapped !== items[i]) (copy ??= items.slice())[i] = mapped;
    }
    return copy ?? items;
  }

  private mapObject(view: object): object {
    let copy: Record<string, unknown> | undefined;
    const fields = view as Record<string, unknown>;
    // View models are plain objects: `for…in` walks their own fields, without an array of pairs.
    for (const key in fields) {
      const value = fields[key];
      // Every HTML of a view model is a field whose name ends in `Html` (SafeHtml).
      const mapped =
        typeof value === 'string'
          ? key.endsWith('Html')
            ? this.html(value)
            : value
          : this.map(value);
      if (mapped !== value) (copy ??= { ...view })[key] = mapped;
    }
    return copy ?? view;
  }

  /** One HTML text with its links to the reference's ids on their pages. */
  html(html: string): string {
    if (!html.includes('href="#')) return html;
    let linked = this.texts.get(html);
    if (linked === undefined) {
      linked = replaceFragmentLinks(html, (id, fragment) => {
        const page = this.pageOf(id);
        return page === undefined ? undefined : `${escapeHtml(page)}#${fragment}`;
      });
      this.texts.set(html, linked);
    }
    return linked;
  }
}
