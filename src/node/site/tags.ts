import type { UiStrings } from '../../shared/i18n/catalogue.js';
import { fill } from '../../shared/i18n/message.js';
import { withBase } from '../../shared/urls.js';
import type { BreadcrumbModel, CardModel, LinkModel } from '../../shared/view-models.js';
import type { TagFrontMatter } from '../content/front-matter.js';
import { foldAccents } from '../content/slug.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { countMessage } from './counts.js';
import { docsRouteOf } from './routes.js';

/** A doc's tag, resolved: its label, its page's route, its description. */
export interface DocTag {
  label: string;
  route: string;
  description: string;
}

/** What the tag pages read of a doc. */
export interface TaggedDoc {
  title: string;
  description: string;
  route: string;
  unlisted: boolean;
  tags: DocTag[];
  /** Where the doc's `tags` are written (for DG2013). */
  /** Its source file (for DG2013). */
  sourceFile: string;
  tagsAt: { line: number; column: number } | undefined;
}

/** `<docsRoute>tags/`: the page that lists every tag. */
export const tagsRoute = (docsRoute: string): string => docsRouteOf(docsRoute, 'tags/');

const slugify = (label: string) =>
  foldAccents(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A doc's tags as Docusaurus reads them: a label's permalink is its slug, an object's its own
 * `permalink`, both under `<docsRoute>tags/`.
 */
export function resolveTags(tags: readonly TagFrontMatter[], docsRoute: string): DocTag[] {
  const base = tagsRoute(docsRoute);
  return tags.map((tag) => ({
    label: tag.label,
    route: docsRouteOf(base, (tag.permalink ?? slugify(tag.label)) || 'marcador'),
    description: tag.description ?? '',
  }));
}

/** A tag and the listed docs that carry it. */
export interface TagGroup {
  tag: DocTag;
  docs: TaggedDoc[];
}

/**
 * Every tag of the docs, by label (pt-BR order), each with the docs that carry it (unlisted docs
 * left out, as Docusaurus does); two labels that share a permalink are an error (DG2013) at the
 * second doc's `tags`.
 */
export function tagGroups(docs: readonly TaggedDoc[]): {
  groups: TagGroup[];
  diagnostics: Diagnostic[];
} {
  const byRoute = new Map<string, TagGroup>();
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const group = byRoute.get(tag.route);
      if (!group) {
        byRoute.set(tag.route, { tag, docs: doc.unlisted ? [] : [doc] });
        continue;
      }
      if (group.tag.label !== tag.label) {
        diagnostics.push(clash(doc, tag, group.tag));
        continue;
      }
      if (!group.tag.description && tag.description) group.tag = tag;
      if (!doc.unlisted && !group.docs.includes(doc)) group.docs.push(doc);
    }
  }
  const groups = [...byRoute.values()]
    .filter((group) => group.docs.length > 0)
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'pt-BR'));
  return { groups, diagnostics };
}

function clash(doc: TaggedDoc, tag: DocTag, first: DocTag): Diagnostic {
  return {
    code: codes.tagPermalinkClash,
    severity: 'error',
    ...said('tagPermalinkClash', { label: tag.label, route: tag.route, other: first.label }),
    file: doc.sourceFile,
    ...(doc.tagsAt ?? {}),
  };
}

/** The doc page's tag links. */
export const tagLinks = (tags: readonly DocTag[], baseUrl: string): LinkModel[] =>
  tags.map((tag) => ({ label: tag.label, href: withBase(baseUrl, tag.route), external: false }));

/** What a tag page (or the tags' page) shows, laid out as a cards page. */
export interface TagPageContent {
  route: string;
  title: string;
  description: string;
  breadcrumbs: BreadcrumbModel[];
  cards: CardModel[];
}

/** `<docsRoute>tags/` (every tag, with its count), then one page per tag listing its docs. */
export function tagPages(
  groups: readonly TagGroup[],
  site: { baseUrl: string; docsRoute: string },
  words: { locale: string; s: Pick<UiStrings, 'frame' | 'pages'> },
): TagPageContent[] {
  if (groups.length === 0) return [];
  const { baseUrl, docsRoute } = site;
  const { locale, s } = words;
  const documents = (n: number) =>
    countMessage(locale, n, { one: s.pages.documentsOne, other: s.pages.documentsOther });
  const href = (route: string) => withBase(baseUrl, route);
  const docsCrumb = { label: s.frame.docs, href: href(docsRoute), current: false };
  const all = tagsRoute(docsRoute);
  const index: TagPageContent = {
    route: all,
    title: s.pages.tagsTitle,
    description: s.pages.tagsDescription,
    breadcrumbs: [docsCrumb, { label: s.pages.tagsTitle, href: href(all), current: true }],
    cards: groups.map(({ tag, docs }) => ({
      title: tag.label,
      description: documents(docs.length),
      href: href(tag.route),
    })),
  };
  const perTag = groups.map(({ tag, docs }): TagPageContent => {
    const title = fill(s.pages.taggedTitle, { documents: documents(docs.length), tag: tag.label });
    return {
      route: tag.route,
      title,
      description: tag.description,
      breadcrumbs: [
        docsCrumb,
        { label: s.pages.tagsTitle, href: href(all), current: false },
        { label: tag.label, href: href(tag.route), current: true },
      ],
      cards: [...docs]
        .sort((a, b) => a.title.localeCompare(b.title, locale))
        .map((doc) => ({ title: doc.title, description: doc.description, href: href(doc.route) })),
    };
  });
  return [index, ...perTag];
}
