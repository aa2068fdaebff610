import { VFile } from 'vfile';
import type { MarkdownProcessor } from '../content/processor.js';
import type { SafeHtml } from './types.js';

/** Characters that can start Markdown or HTML syntax; text without them renders as one escaped paragraph. */
const MARKDOWN_SYNTAX = /[*_`[\]<>#|~!\\&]|^\s*[-+>]|^\s*\d+[.)]\s|\n\s*\n|https?:/m;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

async function renderOne(processor: MarkdownProcessor, baseUrl: string, text: string): Promise<SafeHtml> {
  if (!MARKDOWN_SYNTAX.test(text)) return `<p>${escapeHtml(text.trim())}</p>`;
  const file = new VFile({ value: text });
  file.data.linkContext = { relPath: 'openapi.md', routeOf: () => undefined, baseUrl };
  file.data.tocLevels = { min: 7, max: 7 };
  return String(await processor.process(file));
}

/**
 * Renders every description of the spec with the site's one Markdown processor (so they are sanitized
 * like pages), once per distinct text, and returns a sync lookup for the view-model builders.
 * Plain sentences skip the processor: a large spec has thousands of them.
 */
export async function renderDescriptions(processor: MarkdownProcessor, baseUrl: string, texts: Iterable<string>): Promise<Describe> {
  const rendered = new Map<string, SafeHtml>();
  await Promise.all(
    [...texts].map(async (text) => {
      if (text.trim() !== '') rendered.set(text, await renderOne(processor, baseUrl, text));
    }),
  );
  return (text) => (typeof text === 'string' ? (rendered.get(text) ?? (text.trim() ? `<p>${escapeHtml(text.trim())}</p>` : '')) : '');
}
