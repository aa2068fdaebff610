import type { ContentPage } from './transform.js';

/** A page's title: its front matter's, else its first heading, else its id. */
export function pageTitle(page: Pick<ContentPage, 'source' | 'markdown'>): string {
  return page.source.frontMatter.title ?? page.markdown.firstHeading ?? page.source.id;
}
