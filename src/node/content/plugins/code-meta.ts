import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { codes } from '../../diagnostics/codes.js';
import { parseMagicComments, type MagicCommentProblem } from '../magic-comments.js';
import { parseCodeMeta } from './code-blocks.js';
import { visit } from './visit.js';

const problemText: Record<MagicCommentProblem['kind'], (directive: string) => string> = {
  unclosed: (d) => `O comentário "${d}" não tem um "highlight-end" depois dele`,
  unopened: (d) => `O comentário "${d}" não tem um "highlight-start" antes dele`,
  'nothing-next': (d) => `O comentário "${d}" é a última linha do bloco: não há linha a destacar`,
};

const problemHint: Record<MagicCommentProblem['kind'], string> = {
  unclosed:
    'Feche o trecho com um comentário "highlight-end" na linha depois da última a destacar.',
  unopened: 'Abra o trecho com um comentário "highlight-start" antes da primeira linha a destacar.',
  'nothing-next': 'Ponha o comentário logo antes da linha a destacar, ou remova-o.',
};

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
          message:
            `"showLineNumbers=${meta.badLineNumbers}" não é um número de linha: ` +
            'a numeração começa em 1',
          file: file.path,
          line: node.position?.start.line,
          column: node.position?.start.column,
          hint:
            'Escreva "showLineNumbers" (começa em 1) ou "showLineNumbers=N", ' +
            'N o número da primeira linha.',
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
              message: problemText[problem.kind](problem.directive),
              file: file.path,
              line: first === undefined ? undefined : first + problem.line,
              column: node.position?.start.column,
              hint: problemHint[problem.kind],
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
