import { decodeHTML, decodeHTMLAttribute } from 'entities';
import slugifyModule from 'slugify';
import { redocTarget, type RedocAliases } from '../../shared/redoc-anchors.js';
import type { SafeHtml } from '../../shared/api-view-models.js';
import { replaceFragmentLinks } from '../util/fragment-links.js';
import { escapeHtml } from './describe.js';
import { anchors } from './ids.js';

// slugify is CommonJS: Node's default import is its module.exports, which also holds the function
// as `default`, the name its types give it.
const slugify = slugifyModule.default;

/**
 * Redoc's slug of a name (its `safeSlugify`, with the same release of `slugify`): case and most
 * punctuation kept, accents transliterated, spaces as `-`. `Itens de armazenamento` →
 * `Itens-de-armazenamento`, `Organizações` → `Organizacoes`.
 */
export function redocSlug(value: string): string {
  return (
    slugify(value) ||
    value
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/&/g, '-and-')
      .replace(/--+/g, '-')
      .replace(/^-+/, '')
      .replace(/-+$/, '')
  );
}

export interface RedocSectionInput {
  /** The API's description, rendered (its headings' ids are the reference's). */
  descriptionHtml: SafeHtml;
  /** The keys of components.securitySchemes. */
  securitySchemes: string[];
  /** Each tag the reference shows: its name, its slug in the reference's ids, its description. */
  tags: { name: string; slug: string; descriptionHtml: SafeHtml }[];
}

/**
 * The Redoc ids of a reference's sections that are not its own, each with its own id: what
 * Redoc's MenuBuilder names the tags (`tag/<slug>`), the headings of the API's and the tags'
 * descriptions (`section/<h1>/<h2>`, `tag/<slug>/<h1>`) and the security schemes
 * (`section/Authentication/<key>`).
 */
export function redocSectionAliases(input: RedocSectionInput): RedocAliases {
  const aliases = new AliasTable();
  for (const [redocId, id] of headingIds(input.descriptionHtml, 'section'))
    aliases.add(redocId, id);
  if (input.securitySchemes.length > 0) {
    // Redoc 1 added an "Authentication" section to the description; Redoc 2 still links each
    // scheme there (section/Authentication/<key>). A heading of that name, above, comes first.
    aliases.add('section/Authentication', 'secao/seguranca');
    for (const key of input.securitySchemes)
      aliases.add(`section/Authentication/${key}`, `auth/${key}`);
  }
  for (const tag of input.tags) {
    const redocTag = `tag/${redocSlug(tag.name)}`;
    aliases.add(redocTag, anchors.tag(tag.slug));
    for (const [redocId, id] of headingIds(tag.descriptionHtml, redocTag)) aliases.add(redocId, id);
  }
  return aliases.table;
}

/** An operation as Redoc lists it: under each of its tags. */
export interface RedocOperation {
  /** The reference's id of the operation (its operationId, or one made from method and path). */
  id: string;
  /** Whether the spec gives it an operationId (Redoc's id is then the reference's). */
  hasOperationId: boolean;
  /** The operation's pointer in the spec, `/paths/~1v1~1items/get`. */
  pointer: string;
  /** Every tag the spec gives it. */
  tags: string[];
}

/**
 * Redoc's ids of operations without an operationId (`tag/<slug>/paths/~1items/get` under each of
 * its tags, the bare pointer when it has none), and of the tags that the reference does not show,
 * which no operation names first: such a tag leads to its first operation.
 */
export function redocOperationAliases(
  operations: RedocOperation[],
  shownTags: ReadonlySet<string>,
): RedocAliases {
  const aliases = new AliasTable();
  for (const op of operations) {
    const id = anchors.operation(op.id);
    for (const tag of op.tags) if (!shownTags.has(tag)) aliases.add(`tag/${redocSlug(tag)}`, id);
    if (op.hasOperationId) continue;
    if (op.tags.length === 0) aliases.add(op.pointer, id);
    for (const tag of op.tags) aliases.add(`tag/${redocSlug(tag)}${op.pointer}`, id);
  }
  return aliases.table;
}

/** Redoc ids and the reference's: the first of a Redoc id is kept, and none is its own. */
class AliasTable {
  readonly table: RedocAliases = {};
  add(redocId: string, id: string): void {
    if (redocId !== id && !Object.hasOwn(this.table, redocId)) this.table[redocId] = id;
  }
}

/** An `<h1>` or `<h2>` of rendered HTML: its id and inner HTML. */
const HEADING = /<h([12]) id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
/** The `#` link the renderer adds to a heading. */
const HASH_LINK = /<a class="hash-link"[^>]*>[\s\S]*?<\/a>/g;

/**
 * Redoc's ids of a description's `#` and `##` headings, under `parent`, with the rendered ids:
 * `parent/<h1>`, and `parent/<h1>/<h2>` for a `##` after a `#`. Redoc slugs the heading's inline
 * HTML (marked's), with entities decoded: the renderer's is the same for text, code and emphasis.
 */
function headingIds(html: SafeHtml, parent: string): [string, string][] {
  const out: [string, string][] = [];
  let top: string | undefined;
  for (const [, level, id, inner] of html.matchAll(HEADING)) {
    const name = decodeHTML(inner!.replace(HASH_LINK, '').trim());
    const own = decodeHTMLAttribute(id!);
    if (level === '1') {
      top = `${parent}/${redocSlug(name)}`;
      out.push([top, own]);
    } else out.push([`${top ?? parent}/${redocSlug(name)}`, own]);
  }
  return out;
}

/**
 * Descriptions whose links to Redoc's ids point at the reference's own (`#tag/Envelopes` →
 * `#tag/envelopes`), so they work without the client script and pass the link check.
 */
export function withRedocLinks(
  describe: (text: unknown) => SafeHtml,
  aliases: RedocAliases,
): (text: unknown) => SafeHtml {
  // A description used in many places is rewritten once.
  const done = new Map<SafeHtml, SafeHtml>();
  return (text) => {
    const html = describe(text);
    if (!html.includes('href="#')) return html;
    let rewritten = done.get(html);
    if (rewritten === undefined) done.set(html, (rewritten = rewriteLinks(html, aliases)));
    return rewritten;
  };
}

function rewriteLinks(html: SafeHtml, aliases: RedocAliases): SafeHtml {
  return replaceFragmentLinks(html, (id) => {
    const target = redocTarget(id, aliases);
    return target === undefined ? undefined : `#${escapeHtml(target)}`;
  });
}
