import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// Parse only, in the site's Markdown dialect (GitHub's extensions).
const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * The text of Markdown nodes without their syntax: `` `a` ``, `**a**` and `[a](b)` are "a", an
 * image is its alt text, raw HTML is left out.
 */
export function textOf(nodes: readonly Nodes[]): string {
  return nodes
    .map((n) =>
      n.type === 'html'
        ? ''
        : n.type === 'break'
          ? ' '
          : 'value' in n
            ? n.value
            : 'children' in n
              ? textOf(n.children)
              : 'alt' in n
                ? (n.alt ?? '')
                : '',
    )
    .join('');
}

/**
 * A Markdown text (a spec's short description) as one line of plain text, for places that show
 * text, not HTML: the "Experimentar" console's list of servers.
 */
export function plainText(markdown: string): string {
  const blocks = parser.parse(markdown).children.map((block) => textOf([block]));
  return blocks.join(' ').replace(/\s+/g, ' ').trim();
}
