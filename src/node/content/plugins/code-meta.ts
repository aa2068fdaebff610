import type { Code, Root } from 'mdast';
import { visit } from './visit.js';

/**
 * Keeps a fence's meta (` title="…" {2}`) on the `<code>` element, where the highlighter reads it.
 */
export default function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.meta) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataMeta: node.meta };
    });
  };
}
