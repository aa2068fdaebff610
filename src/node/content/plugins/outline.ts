import type { Heading, InlineCode, Nodes, Root, RootContent } from 'mdast';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import type { MarkdownOutline } from '../data.js';

function headingText(node: Heading): string {
  let text = '';
  visit(node, (child: Nodes) => {
    if (child.type === 'text' || child.type === 'inlineCode') text += child.value;
  });
  return text;
}

function isPrerequisitesHeading(node: Heading): boolean {
  const text = headingText(node)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return node.depth === 2 && /^(\d+\.\s*)?pre-?requisitos\b/.test(text.trim());
}

/**
 * Inline code inside the section that starts at a `## Pré-requisitos` heading and ends at the next
 * h1/h2.
 */
function collectPrerequisites(root: Root): Set<string> | undefined {
  let found: Set<string> | undefined;
  let inside = false;
  for (const node of root.children as RootContent[]) {
    if (node.type === 'heading' && node.depth <= 2) inside = isPrerequisitesHeading(node);
    if (!inside) continue;
    found ??= new Set();
    const into = found;
    visit(node, 'inlineCode', (code: InlineCode) => {
      into.add(code.value.trim());
    });
  }
  return found;
}

/**
 * The outline of a freshly parsed tree (only code-meta ran before, which takes Docusaurus's magic
 * comments out of the code): code blocks, prerequisites, links.
 */
export function outlineTree(root: Root): MarkdownOutline {
  const outline: MarkdownOutline = { code: [], links: [] };
  visit(root, (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    const column = node.position?.start.column ?? 1;
    if (node.type === 'code')
      outline.code.push({
        lang: node.lang ?? '',
        meta: node.meta ?? '',
        value: node.value,
        line,
        column,
      });
    if (node.type === 'link') outline.links.push({ url: node.url, line, column });
  });
  const prerequisites = collectPrerequisites(root);
  if (prerequisites) outline.prerequisites = [...prerequisites];
  return outline;
}

/**
 * Records the page's outline for `docgen check` (examples/) from the tree the page is parsed into
 * anyway, so the example checker does not parse every page a second time.
 */
export default function remarkOutline() {
  return (tree: Root, file: VFile) => {
    file.data.outline = outlineTree(tree);
  };
}
