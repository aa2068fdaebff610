import { searchKinds, type SearchKind } from '../../../shared/search.js';
import { pageTitle } from '../../content/title.js';
import type { ContentPage } from '../../content/transform.js';
import { splitSections } from './sections.js';
import { searchableText } from './text.js';

/**
 * One searchable record: a section of a docs page, or one operation, parameter, schema or property.
 */
export interface SearchEntry {
  /** Route with its anchor, without the base URL (the client adds it): `/docs/x/#secao`. */
  url: string;
  kind: SearchKind;
  title: string;
  /** Where the entry lives, shown with the result: the page title, the operation, the schema. */
  context: string;
  /**
   * Plain text that is searched and excerpted. It leaves out the title and the keywords, which are
   * searched too (as metadata) but shown elsewhere, so an excerpt never repeats them.
   */
  text: string;
  /** More words that find the entry, never shown: an operation's method, id and fields. */
  keywords?: string;
  /** An operation's path words (`envelopes send`), which rank it as much as its summary's. */
  path?: string;
  /** On a site of several versions, the entry's version (its `VERSION_FILTER`). */
  version?: string;
  /** Pagefind's language of the entry (`en`: its stemming); `pt` when none is named. */
  language?: string;
}

/**
 * Content pages a reader may find: `search: false`, `noIndex: true` or `unlisted: true` in front
 * matter leave a page out.
 */
export function searchablePages(pages: readonly ContentPage[]): ContentPage[] {
  return pages.filter(({ source: { frontMatter: fm } }) => {
    return fm.search !== false && fm.noIndex !== true && fm.unlisted !== true;
  });
}

/** One entry per section of each searchable page, linked to its heading. */
export function docsEntries(pages: readonly ContentPage[]): SearchEntry[] {
  return searchablePages(pages).flatMap((page) => {
    const title = pageTitle(page);
    return splitSections(page.markdown.html, page.markdown.toc).map(
      (section): SearchEntry => ({
        url: section.id ? `${page.route}#${section.id}` : page.route,
        kind: searchKinds.page,
        title: section.heading ?? title,
        context: title,
        text: searchableText(section.html),
      }),
    );
  });
}
