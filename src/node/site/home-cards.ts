import type { UiStrings } from '../../shared/i18n/catalogue.js';
import { withBase } from '../../shared/urls.js';
import type { CardModel } from '../../shared/view-models.js';
import { countMessage } from './counts.js';
import type { NavDoc, SidebarNode } from './sidebar.js';

export interface HomeCardsInput {
  /** The main docs sidebar's items. */
  sidebar: readonly SidebarNode[];
  docs: ReadonlyMap<string, NavDoc>;
  baseUrl: string;
  /** The API reference's route, when the site has one. */
  apiRoute: string | undefined;
  /** The site's locale and strings. */
  words: { locale: string; s: Pick<UiStrings, 'pages'> };
}

/**
 * The home page's cards: each top-level entry of the docs sidebar (a doc, or a category with its
 * own page) with its description, then the API reference. They lead to the guides and the
 * reference at a glance, above the home page's own text.
 */
export function homeCards(input: HomeCardsInput): CardModel[] {
  const href = (route: string) => withBase(input.baseUrl, route);
  const { locale, s } = input.words;
  const cards = input.sidebar.flatMap((node): CardModel[] => {
    if (node.kind === 'doc') {
      const doc = input.docs.get(node.docId);
      return [{ title: node.label, description: doc?.description ?? '', href: href(node.route) }];
    }
    if (node.kind !== 'category') return [];
    const own = node.index?.route ?? node.docRoute;
    if (!own) return [];
    const count = node.items.length;
    return [
      {
        title: node.label,
        description:
          node.index?.description ||
          countMessage(locale, count, { one: s.pages.pagesOne, other: s.pages.pagesOther }),
        href: href(own),
      },
    ];
  });
  if (input.apiRoute)
    cards.push({
      title: s.pages.apiReference,
      description: s.pages.apiReferenceCard,
      href: href(input.apiRoute),
    });
  return cards;
}
