import { searchKinds } from '../../shared/search.js';
import { t } from '../i18n.js';

/** A result as the dialog shows it. */
export interface SearchHit {
  url: string;
  title: string;
  kind: string;
  context: string;
  excerpt: string;
}

export interface HitGroup {
  key: string;
  title: string;
  hits: SearchHit[];
}

const KIND_LABELS: Record<string, string> = {
  [searchKinds.operation]: t('client.search.operations'),
  [searchKinds.schema]: t('client.search.schemas'),
  [searchKinds.parameter]: t('client.search.parameters'),
};

/**
 * Groups hits in their order of relevance: docs sections by their page, API entries by their kind.
 * A group appears where its best hit ranks.
 */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const isPage = hit.kind === searchKinds.page;
    const key = isPage ? `page:${hit.context}` : `kind:${hit.kind}`;
    const group = groups.get(key) ?? {
      key,
      title: isPage ? hit.context : (KIND_LABELS[hit.kind] ?? hit.kind),
      hits: [],
    };
    group.hits.push(hit);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A piece of an excerpt: plain text, or a matched word to highlight. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/**
 * The references Pagefind writes in an excerpt (it escapes & < > " ' of the text docgen indexed).
 * The node side decodes HTML with the `entities` library; its full table would cost the search
 * chunk some 30 KB for references that never come.
 */
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos|#39);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(ENTITY, (_m, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return NAMED[lower] ?? '';
  });
}

/**
 * Splits a Pagefind excerpt into text and `<mark>`ed words. Only `<mark>` is markup; any other
 * `<`/`>` is text: the caller renders the parts as text nodes, so nothing in an excerpt can inject
 * HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) mark = true;
    else if (/^<\/mark>$/i.test(piece)) mark = false;
    else if (piece) parts.push({ text: decode(piece), mark });
  }
  return parts;
}
