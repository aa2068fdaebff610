import type { OutputFile } from '../types.js';
import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { RenderedMarkdown } from './transform.js';

/**
 * What the Markdown stage hands the rest of the build: its problems (errors fail the build, all at
 * once; warnings are returned) and the images to publish, each once.
 */
export function markdownDiagnostics(
  pages: readonly { markdown: RenderedMarkdown }[],
): Diagnostic[] {
  const all = pages.flatMap((p) => p.markdown.diagnostics);
  failOnErrors(all);
  return all.filter((d) => d.severity !== 'error');
}

export function contentImages(pages: readonly { markdown: RenderedMarkdown }[]): OutputFile[] {
  const byFile = new Map<string, OutputFile>();
  for (const page of pages) for (const image of page.markdown.images) byFile.set(image.file, image);
  return [...byFile.values()];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
