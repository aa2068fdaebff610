import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import rehypeHeadingAnchors from './plugins/heading-anchors.js';
import rehypeHeadingIds from './plugins/heading-ids.js';
import rehypeLinks from './plugins/links.js';
import rehypeToc from './plugins/toc.js';

/**
 * Raw HTML is parsed, then sanitized with GitHub's schema before docgen's own plugins run, so what
 * writers type can never carry script, while the ids and links docgen adds stay as built.
 */
const sanitizeSchema = { ...defaultSchema };

/** The one Markdown processor of a build: built once, frozen, used for every page. */
export function createMarkdownProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeHeadingIds)
    .use(rehypeHeadingAnchors)
    .use(rehypeToc)
    .use(rehypeLinks)
    .use(rehypeStringify)
    .freeze();
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;
