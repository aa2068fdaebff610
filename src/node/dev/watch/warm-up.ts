import path from 'node:path';
import type { ResolvedConfig } from '../../config/types.js';
import { fenceLanguages } from '../../content/fences.js';
import type { MarkdownProcessor } from '../../content/processor.js';
import { markdownSettings, transformMarkdown } from '../../content/transform.js';

/**
 * A small page with what the site's pages have: text, a link, a code block per language, a diagram.
 */
export function warmUpPage(langs: readonly string[]): string {
  const blocks = langs.map((lang) =>
    lang === 'mermaid'
      ? '```mermaid\nflowchart LR\n  A[Início] --> B[Fim]\n```'
      : `\`\`\`${lang}\nx\n\`\`\``,
  );
  return (
    [
      '# Aquecimento',
      'Um parágrafo com **ênfase**, `código` e um [link](https://example.com).',
      ...blocks,
    ].join('\n\n') + '\n'
  );
}

/**
 * Loads the Markdown toolchain in the background: unified, shiki (with the grammars of the site's
 * languages) and the diagram renderer when the site has diagrams. A start whose pages all come from
 * the persistent cache loads none of them, and the first save would otherwise wait for all of it
 * (about a second) where the next saves take milliseconds. The page made is thrown away.
 */
export async function warmUp(
  processor: MarkdownProcessor,
  config: ResolvedConfig,
  bodies: readonly string[],
): Promise<void> {
  const relPath = '.docgen-warm-up.md';
  await transformMarkdown(
    {
      file: path.join(config.contentDir, relPath),
      relPath,
      body: warmUpPage(fenceLanguages(bodies)),
    },
    { processor, settings: markdownSettings(config), routeOf: () => undefined },
  );
}
