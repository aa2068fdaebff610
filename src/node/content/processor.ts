import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { timed, timedCompiler, timedParser } from './busy-time.js';
import { createHighlighter, type CodeHighlighter } from './highlighter.js';
import { createDiagramRenderer, type DiagramRenderer } from './diagrams/renderer.js';
import { incrementalParse } from './incremental-parse.js';
import rehypeAdmonitions from './plugins/admonitions.js';
import rehypeCodeBlocks, { rehypeCodeBlocksStart } from './plugins/code-blocks.js';
import remarkCodeMeta from './plugins/code-meta.js';
import remarkOutline from './plugins/outline.js';
import remarkSourceLinks from './plugins/source-links.js';
import rehypeDiagrams from './plugins/diagrams.js';
import rehypeFootnoteLabels, { footnoteOptions } from './plugins/footnote-labels.js';
import remarkDirectives from './plugins/directives.js';
import rehypeHeadingAnchors from './plugins/heading-anchors.js';
import rehypeHeadingIds from './plugins/heading-ids.js';
import rehypeImages from './plugins/images.js';
import rehypeLinks from './plugins/links.js';
import rehypeLocalAnchors from './plugins/local-anchors.js';
import rehypeRawHtml from './plugins/raw-html.js';
import rehypeTabs from './plugins/tabs.js';
import rehypeToc from './plugins/toc.js';
import { mdxSanitizeSchema, sanitizeSchema } from './sanitize-schema.js';
import { isMdx } from './mdx/files.js';
import rehypeMdxRender from './mdx/rehype-mdx-render.js';
import remarkMdxPage from './mdx/remark-mdx-page.js';

/** The heavy parts a build creates once and shares with every page (see build.ts). */
export interface ProcessorOptions {
  /** Without it, code blocks are shown plain (spec descriptions, tests). */
  highlighter?: CodeHighlighter | undefined;
  /** Without it, ```mermaid blocks stay code. */
  diagrams?: DiagramRenderer | undefined;
  /**
   * Each page is parsed again from its previous parse (incremental-parse.ts): for a watch session,
   * which sees the same pages after each save.
   */
  incremental?: boolean | undefined;
  /** MDX pages: JSX, expressions, `import`/`export` (mdx/). */
  mdx?: boolean | undefined;
}

/**
 * The one Markdown processor of a build: built once, frozen, used for every page.
 *
 * Raw HTML is parsed, then sanitized (GitHub's schema plus the markers of sanitize-schema.ts)
 * before docgen's own plugins run, so what writers type can never carry script, while the markup
 * docgen adds (highlighted code, admonitions, tabs, diagrams, ids, links) stays as built. Footnote
 * ids are left unprefixed by remark-rehype so sanitizing prefixes them once; local-anchors
 * re-points links.
 */
export function createMarkdownProcessor(options: ProcessorOptions = {}) {
  // Every step is timed (busy-time.ts): the page's own work, the figure `--verbose` reports per
  // page.
  return (
    unified()
      .use(remarkParse)
      .use(options.mdx ? [remarkMdx] : options.incremental ? [incrementalParse] : [])
      .use(timedParser)
      .use(remarkGfm)
      .use(remarkDirective)
      // An MDX page's JSX and JavaScript become Markdown the plugins below know, or placeholders.
      .use(options.mdx ? [timed(remarkMdxPage)] : [])
      // First, the code blocks' magic comments leave their code (as in Docusaurus), which the
      // example checker then reads without them.
      .use(timed(remarkCodeMeta))
      // Then, while the tree is otherwise as parsed: what `docgen check` reads from the page.
      .use(timed(remarkOutline))
      .use(timed(remarkDirectives))
      .use(timed(remarkSourceLinks))
      .use(timed(remarkRehype), {
        allowDangerousHtml: true,
        clobberPrefix: '',
        ...footnoteOptions,
      })
      .use(timed(rehypeFootnoteLabels))
      .use(timed(rehypeRawHtml))
      .use(timed(rehypeSanitize), options.mdx ? mdxSanitizeSchema : sanitizeSchema)
      .use(timed(rehypeCodeBlocksStart), { highlighter: options.highlighter })
      .use(timed(rehypeAdmonitions))
      .use(timed(rehypeTabs))
      .use(timed(rehypeDiagrams), { diagrams: options.diagrams })
      .use(timed(rehypeHeadingIds))
      .use(timed(rehypeHeadingAnchors))
      .use(timed(rehypeLocalAnchors))
      .use(timed(rehypeToc))
      .use(timed(rehypeLinks))
      .use(timed(rehypeImages))
      // Last: highlighting makes a code block hundreds of elements, which no plugin above needs to
      // walk.
      .use(timed(rehypeCodeBlocks), { highlighter: options.highlighter })
      // An MDX page's components, rendered around their children once these are HTML.
      .use(options.mdx ? [timed(rehypeMdxRender)] : [])
      // Raw nodes exist only here, after sanitizing: the SVG of diagrams drawn by docgen itself.
      .use(rehypeStringify, { allowDangerousHtml: true })
      .use(timedCompiler)
      .freeze()
  );
}

/** What the pipeline asks of a processor: one page (or description) in, its HTML and data out. */
export interface MarkdownProcessor {
  process(file: VFile): Promise<VFile>;
  /**
   * Told the fence languages of the pages about to be processed (`fenceLanguages`): starts
   * loading, on their worker threads, the highlighter with those languages and, for `mermaid`, the
   * diagram drawer.
   */
  prepare?(langs: readonly string[]): void;
  /** Draws a diagram (the SVG before its ids are scoped to a page); throws DiagramError. */
  drawDiagram?(source: string): Promise<string>;
}

/**
 * The processor of a site build: shiki is loaded once, in its worker, on the first code block, and
 * beautiful-mermaid in its own on the first diagram (or both when `prepare` is told the pages have
 * them), so pages served from the cache (or without code) cost neither.
 */
export function createSiteProcessor(options: { incremental?: boolean } = {}): MarkdownProcessor {
  const highlighter = createHighlighter();
  const diagrams = createDiagramRenderer();
  const processor = createMarkdownProcessor({
    highlighter,
    diagrams,
    incremental: options.incremental,
  });
  let mdxProcessor: typeof processor | undefined;
  return {
    process: (file) =>
      file.path && isMdx(file.path)
        ? (mdxProcessor ??= createMarkdownProcessor({ highlighter, diagrams, mdx: true })).process(
            file,
          )
        : processor.process(file),
    drawDiagram: (source) => diagrams.draw(source),
    prepare(langs) {
      if (langs.includes('mermaid')) diagrams.prepare();
      const code = langs.filter((lang) => lang !== 'mermaid');
      if (code.length > 0) highlighter.prepare?.(code);
    },
  };
}
