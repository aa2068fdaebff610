import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { MessageKey } from '../../cli-strings/index.js';
import { codes } from '../../diagnostics/codes.js';
import { said } from '../../diagnostics/diagnostic.js';
import { parseMagicComments, type MagicCommentProblem } from '../magic-comments.js';
import { parseCodeMeta } from './code-blocks.js';
import { visit } from './visit.js';

/** The message (with its hint) of each problem of a magic comment. */
const problemKey = {
  unclosed: 'magicUnclosed',
  unopened: 'magicUnopened',
  'nothing-next': 'magicNothingNext',
} as const satisfies Record<MagicCommentProblem['kind'], MessageKey>;

/** Offsets of each line start in `text`, made on the first page with a magic comment. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/**
 * Keeps a fence's meta (` title="…" {2} showLineNumbers`) on the `<code>` element, where the
 * highlighter reads it, and applies Docusaurus's magic comments (magic-comments.ts): their lines
 * leave the code (and, through `markdownSource.cuts`, the page's `.md` copy) and the lines they
 * mark go to `data-highlight`. A fence whose meta gives a range (`{1,4-6}`) keeps its code as
 * written, as in Docusaurus.
 */
export default function remarkCodeMeta() {
  return (tree: Root, file: VFile) => {
    let starts: number[] | undefined;
    const cuts: { start: number; end: number }[] = [];
    visit(tree, 'code', (node: Code) => {
      const properties: Record<string, string> = {};
      if (node.meta) properties.dataMeta = node.meta;
      const meta = parseCodeMeta(node.meta ?? undefined);
      if (meta.badLineNumbers !== undefined)
        (file.data.diagnostics ??= []).push({
          code: codes.lineNumbersStart,
          severity: 'warning',
          ...said('lineNumbersStart', { value: meta.badLineNumbers }),
          file: file.path,
          line: node.position?.start.line,
          column: node.position?.start.column,
        });
      if (meta.lines.size === 0) {
        const parsed = parseMagicComments(node.value, node.lang ?? undefined);
        if (parsed.removed.length > 0) {
          node.value = parsed.code;
          if (parsed.lines.length > 0) properties.dataHighlight = parsed.lines.join(',');
          // The fence's first content line is the one after its opening fence.
          const first = node.position ? node.position.start.line + 1 : undefined;
          const text = String(file.value);
          starts ??= lineStarts(text);
          if (first !== undefined)
            for (const line of parsed.removed) {
              const start = starts[first - 1 + line];
              if (start !== undefined)
                cuts.push({ start, end: starts[first + line] ?? text.length });
            }
          for (const problem of parsed.problems)
            (file.data.diagnostics ??= []).push({
              code: codes.magicComment,
              severity: 'warning',
              ...said(problemKey[problem.kind], { directive: problem.directive }),
              file: file.path,
              line: first === undefined ? undefined : first + problem.line,
              column: node.position?.start.column,
            });
        }
      }
      if (Object.keys(properties).length === 0) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, ...properties };
    });
    // An MDX page's import and export lines are cut already (remark-mdx-page).
    if (cuts.length > 0)
      file.data.codeCuts = [...(file.data.codeCuts ?? []), ...cuts].sort(
        (a, b) => a.start - b.start,
      );
  };
}
