import { VFile } from 'vfile';
import type { MarkdownProcessor } from '../content/processor.js';
import { uiStrings } from '../../shared/i18n/catalogue.js';
import type { ReferenceLanguage } from './strings.js';
import type { SafeHtml } from '../../shared/api-view-models.js';

/**
 * Syntax that can make Markdown or HTML (emphasis, code, links, HTML, entities, block starts,
 * tables, autolinks). Text without any renders as one escaped paragraph. `_` inside a word is not
 * emphasis.
 */
const MARKDOWN_SYNTAX = new RegExp(
  [
    '[*`[\\]<>\\\\]', // emphasis, code, links, HTML, escapes
    String.raw`(^|\W)_|_(\W|$)`, // underscore emphasis
    String.raw`&(#|\w+;)|~~`, // entities, strikethrough
    String.raw`^\s{0,3}(#|[-+>]|\d+[.)])`, // headings, lists, quotes
    String.raw`\n\s*\n|\|\s*:?-`, // paragraphs, tables
    String.raw`https?:\/\/|www\.`, // autolinks
  ].join('|'),
  'm',
);

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders a batch of Markdown descriptions to sanitized HTML, in order. */
export type RenderMarkdown = (texts: string[]) => Promise<SafeHtml[]>;

/** Sync lookup of rendered descriptions, filled once per build by `renderDescriptions`. */
export type Describe = (text: unknown) => SafeHtml;

/** Every `description` string in a (possibly circular) document, each once. */
export function collectDescriptions(root: unknown): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') found.add(value);
      else if (typeof value === 'object') stack.push(value);
    }
  }
  return found;
}

const needsMarkdown = (text: string) => MARKDOWN_SYNTAX.test(text);
const plain = (text: string): SafeHtml => `<p>${escapeHtml(text.trim())}</p>`;

/** The file a description's links are resolved from, as if it were a page at the content root. */
export const DESCRIPTION_PATH = 'openapi.md';

async function processOne(
  processor: MarkdownProcessor,
  baseUrl: string,
  text: string,
  language: ReferenceLanguage | undefined,
): Promise<SafeHtml> {
  const file = new VFile({ value: text });
  // Admonition titles and heading links in the site's language (pt-BR when none is given).
  if (language) file.data.strings = uiStrings(language.locale, language.strings).frame;
  file.data.linkContext = { relPath: DESCRIPTION_PATH, routeOf: () => undefined, baseUrl };
  file.data.tocLevels = { min: 7, max: 7 };
  file.data.slugsRestartAt = SEPARATOR;
  return String(await processor.process(file));
}

/** A paragraph no description contains, separating descriptions in the batch. */
const SEPARATOR = 'docgen-descricao-6b1f0c';

/** Descriptions per batch, and the Markdown a batch may hold (see processDescriptions). */
const BATCH_TEXTS = 25;
const BATCH_CHARS = 16_384;

/**
 * The Markdown descriptions go through the processor a batch at a time, as one document split
 * again on a separator paragraph: far fewer runs than one per description, while a batch stays
 * small (micromark slows down more than linearly on one huge document: GitHub's 1,768 descriptions
 * as one took about twice as long as in batches). If a description leaks into the next (an
 * unclosed fence or HTML block swallows the separator), the count differs and each one of the batch
 * is processed alone instead.
 */
export async function processDescriptions(
  processor: MarkdownProcessor,
  baseUrl: string,
  texts: string[],
  language?: ReferenceLanguage,
): Promise<SafeHtml[]> {
  const html: SafeHtml[] = [];
  for (const batch of descriptionBatches(texts)) {
    const joined = await processOne(
      processor,
      baseUrl,
      batch.join(`\n\n${SEPARATOR}\n\n`),
      language,
    );
    const parts = joined.split(new RegExp(`\\n?<p>${SEPARATOR}</p>\\n?`));
    html.push(
      ...(parts.length === batch.length
        ? parts
        : await Promise.all(batch.map((t) => processOne(processor, baseUrl, t, language)))),
    );
  }
  return html;
}

/**
 * Consecutive groups of at most BATCH_TEXTS texts and (unless one alone is longer) BATCH_CHARS,
 * cut after each text whose hash says so (one in BATCH_MEAN), so that where a batch ends depends on
 * its texts, not on their position: a changed text changes its batch (and at most the next), and
 * the other batches of the spec, made again, are the same as before and kept.
 */
export function descriptionBatches(texts: readonly string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (
      current.length === BATCH_TEXTS ||
      (current.length > 0 && chars + text.length > BATCH_CHARS)
    ) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
    if (endsBatch(text)) {
      out.push(current);
      current = [];
      chars = 0;
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Texts per batch on average (see descriptionBatches). */
const BATCH_MEAN = 16;

/** Whether a batch ends after this text: FNV-1a of the text, one text in BATCH_MEAN. */
function endsBatch(text: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % BATCH_MEAN === 0;
}

/** Descriptions rendered by the Markdown processor, by text (the others are escaped on lookup). */
export type DescriptionMap = ReadonlyMap<string, SafeHtml>;

/**
 * Renders the descriptions that are Markdown (so they are sanitized like pages), once per distinct
 * text, a batch at a time (`markdown` is called once per batch). Plain sentences are left out: a
 * large spec has thousands of them, escaped when they are looked up (describeWith).
 */
export async function renderMarkdown(
  texts: Iterable<string>,
  markdown: RenderMarkdown,
): Promise<Map<string, SafeHtml>> {
  const withSyntax = [...new Set(texts)].filter((t) => t.trim() !== '' && needsMarkdown(t));
  const html = await Promise.all(descriptionBatches(withSyntax).map((batch) => markdown(batch)));
  const rendered = new Map<string, SafeHtml>();
  html.flat().forEach((h, i) => rendered.set(withSyntax[i]!, h));
  return rendered;
}

/** A sync lookup of descriptions in the given maps; a text in none is a plain sentence. */
export function describeWith(...maps: DescriptionMap[]): Describe {
  return (text) => {
    if (typeof text !== 'string') return '';
    for (const map of maps) {
      const html = map.get(text);
      if (html !== undefined) return html;
    }
    return text.trim() ? plain(text) : '';
  };
}

/**
 * Renders every description of the spec (so they are sanitized like pages), once per distinct text,
 * and returns a sync lookup for the view-model builders.
 */
export async function renderDescriptions(
  texts: Iterable<string>,
  markdown: RenderMarkdown,
): Promise<Describe> {
  return describeWith(await renderMarkdown(texts, markdown));
}
