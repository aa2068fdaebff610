import type { Definition, Image, Link, Nodes, Root } from 'mdast';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import { decodePathOrKeep } from '../../util/decode-uri.js';
import type { SourceLink } from '../data.js';

/** Offsets of the destination of a link, image or definition, searched after its `](` or `]:`. */
function destination(
  text: string,
  node: Link | Image | Definition,
): { start: number; end: number } | undefined {
  const from = node.position?.start.offset;
  const to = node.position?.end.offset;
  if (from === undefined || to === undefined) return undefined;
  const afterText =
    node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? from) : from;
  const open = text.indexOf(node.type === 'definition' ? ']:' : '](', afterText);
  if (open < 0 || open > to) return undefined;
  for (const raw of new Set([node.url, decodePathOrKeep(node.url)])) {
    const at = text.indexOf(raw, open + 2);
    if (raw !== '' && at >= 0 && at + raw.length <= to) return { start: at, end: at + raw.length };
  }
  return undefined;
}

/**
 * Records where each link, image and definition keeps its destination in the source, and whether
 * the page has an h1, from the tree the page is parsed into anyway: the page's `.md` copy rewrites
 * those destinations without parsing the Markdown a second time.
 */
export default function remarkSourceLinks() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    const links: SourceLink[] = [];
    let hasTitle = false;
    visit(tree, (node: Nodes) => {
      if (node.type === 'heading' && node.depth === 1) hasTitle = true;
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const at = destination(text, node);
      if (at) links.push({ kind: node.type, url: node.url, ...at });
    });
    const cuts = file.data.codeCuts;
    file.data.markdownSource = { text, links, hasTitle, ...(cuts ? { cuts } : {}) };
  };
}
