import type { TocItemModel } from '../../../shared/view-models.js';

/** A part of a docs page between two headings of its table of contents. */
export interface PageSection {
  /** Heading id (`page/#id`); undefined for the text before the first heading. */
  id: string | undefined;
  heading: string | undefined;
  html: string;
}

const OPENING = /<h([1-6]) id="([^"]*)"[^>]*>/g;

/**
 * Splits a page's rendered HTML at the headings its table of contents lists, so each search result
 * can link to `page/#heading`. Deeper headings (not in the TOC) stay inside their section. The
 * heading element itself is left out of the section's HTML: it becomes the result's title.
 */
export function splitSections(html: string, toc: readonly TocItemModel[]): PageSection[] {
  const wanted = new Map(toc.map((t) => [t.id, t.text]));
  const sections: PageSection[] = [];
  let current: PageSection = { id: undefined, heading: undefined, html: '' };
  let last = 0;
  for (const match of html.matchAll(OPENING)) {
    const [opening, level, id = ''] = match;
    if (!wanted.has(id)) continue;
    current.html += html.slice(last, match.index);
    sections.push(current);
    const close = html.indexOf(`</h${level}>`, match.index + opening.length);
    const end = close < 0 ? match.index + opening.length : close + 5;
    current = { id, heading: wanted.get(id), html: '' };
    last = end;
  }
  current.html += html.slice(last);
  sections.push(current);
  return sections.filter((s) => s.id !== undefined || s.html.trim() !== '');
}
