/**
 * docgen's own checks of a Mermaid diagram's source, made before it is drawn: beautiful-mermaid
 * draws what it can of a broken diagram, so these turn what it would drop or misdraw into an error
 * at a line.
 */
import * as grammars from './grammars.js';
import type { Grammar } from './grammars.js';

/**
 * A diagram that cannot be drawn, with the line (1-based) and column inside the diagram source when
 * known.
 */
export class DiagramError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly column?: number,
  ) {
    super(message);
  }
}

/**
 * The kinds of diagram beautiful-mermaid draws, each with its header, the grammar of its statements
 * and its blocks.
 */
const KINDS: { header: RegExp; grammar: Grammar | undefined; blocks?: BlockSyntax }[] = [
  {
    header: /^(graph|flowchart)\s+(TD|TB|LR|RL|BT)\s*$/,
    grammar: grammars.flowchart,
    blocks: { open: /^subgraph\b/, close: 'end' },
  },
  {
    header: /^sequenceDiagram\s*$/,
    grammar: grammars.sequenceDiagram,
    blocks: {
      open: /^(loop|alt|opt|par|critical|break|rect)(\s|$)/,
      close: 'end',
      inner: /^(else|and)(\s|$)/,
    },
  },
  {
    header: /^stateDiagram(-v2)?\s*$/,
    grammar: grammars.stateDiagram,
    blocks: { open: /^state\b.*\{$/, close: '}' },
  },
  {
    header: /^classDiagram\s*$/,
    grammar: grammars.classDiagram,
    blocks: { open: /\{$/, close: '}' },
  },
  { header: /^erDiagram\s*$/, grammar: grammars.erDiagram, blocks: { open: /\{$/, close: '}' } },
  // Charts have no statements that could drop a node or an edge.
  { header: /^xychart(-beta)?\b/, grammar: undefined },
];
const OPEN_CLOSE: Record<string, string> = { '[': ']', '(': ')', '{': '}' };

/**
 * Throws a DiagramError at the first line (and column) beautiful-mermaid would not draw as written:
 * an unknown kind of diagram, a statement it does not understand (see grammars.ts), unbalanced
 * brackets or quotes, an arrow without an end, a block left open or closed twice.
 */
export function checkDiagram(source: string): void {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
  if (start < 0) throw new DiagramError('Diagrama vazio', 1);
  const header = lines[start]!.trim();
  const kind = KINDS.find((k) => k.header.test(header));
  if (!kind) throw new DiagramError(`Tipo de diagrama desconhecido: "${header}"`, start + 1);
  const flowchart = kind.grammar === grammars.flowchart;
  const blocks = new BlockCheck(kind.blocks);
  for (let i = start + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (line === '' || line.startsWith('%%')) continue;
    // Mermaid's comments take a line of their own; the library would read one at a line's end as
    // part of it.
    const comment = raw.indexOf('%%');
    if (comment >= 0)
      throw new DiagramError(
        `Comentário (%%) no fim de uma linha: escreva-o numa linha própria: ${line}`,
        i + 1,
        comment + 1,
      );
    const inside = blocks.inside();
    const problem =
      (flowchart ? flowchartProblem(line) : undefined) ??
      (kind.grammar === grammars.sequenceDiagram ? messageProblem(line) : undefined) ??
      arrowProblem(line) ??
      blocks.line(line, i + 1);
    if (problem) throw new DiagramError(`${problem}: ${line}`, i + 1);
    const unread = kind.grammar?.(line, inside);
    if (unread) {
      const column = raw.length - raw.trimStart().length + unread.at + 1;
      throw new DiagramError(
        `${unread.message}: ${unread.at > 0 ? `"${line.slice(unread.at)}" em ` : ''}${line}`,
        i + 1,
        column,
      );
    }
  }
  blocks.finish();
}

/** How a kind of diagram opens and closes a block (subgraph … end, loop … end, state X { … }). */
interface BlockSyntax {
  open: RegExp;
  close: string;
  inner?: RegExp;
}

/**
 * Blocks must close in order and all be closed: the renderer would otherwise draw a truncated
 * diagram.
 */
class BlockCheck {
  private readonly open: { keyword: string; line: number }[] = [];

  constructor(private readonly syntax: BlockSyntax | undefined) {}

  /** The keyword of the innermost open block (`class`, `loop`, an entity's name…). */
  inside(): string | undefined {
    return this.open.at(-1)?.keyword;
  }

  line(text: string, lineNumber: number): string | undefined {
    if (!this.syntax) return undefined;
    if (this.syntax.open.test(text))
      this.open.push({ keyword: text.split(/[\s{]/, 1)[0]!, line: lineNumber });
    else if (text === this.syntax.close) {
      if (!this.open.pop()) return `"${text}" sem bloco aberto`;
    } else if (this.syntax.inner?.test(text) && this.open.length === 0)
      return `"${text.split(/\s/, 1)[0]}" fora de um bloco`;
    return undefined;
  }

  finish(): void {
    const unclosed = this.open.at(-1);
    if (unclosed)
      throw new DiagramError(
        `Bloco "${unclosed.keyword}" sem "${this.syntax!.close}" que o feche`,
        unclosed.line,
      );
  }
}

function flowchartProblem(line: string): string | undefined {
  if ((line.match(/"/g)?.length ?? 0) % 2 === 1) return 'Aspas sem par';
  const unbalanced = unbalancedBracket(line.replace(/"[^"]*"/g, '""'));
  return unbalanced ? `"${unbalanced}" sem par` : undefined;
}

/** A sequence message is `A->>B: texto`; the arrow must come before the first colon. */
function messageProblem(line: string): string | undefined {
  const head = line.split(':', 1)[0]!;
  if (!/-{1,2}(>>?|x|\))/.test(head)) return undefined;
  return /^\s*[^\s-][^-]*?\s*-{1,2}(>>?|x|\))[+-]?\s*[^\s:][^:]*$/.test(head) && line.includes(':')
    ? undefined
    : 'Mensagem incompleta (use "A->>B: texto")';
}

function arrowProblem(line: string): string | undefined {
  const text = line.trim();
  return /^(-->|->)/.test(text) || /(-->|->>|->)\s*(:.*)?$/.test(text)
    ? 'Seta sem origem ou destino'
    : undefined;
}

function unbalancedBracket(line: string): string | undefined {
  const stack: string[] = [];
  for (const ch of line) {
    if (ch in OPEN_CLOSE) stack.push(OPEN_CLOSE[ch]!);
    else if (ch === ']' || ch === ')' || ch === '}') {
      if (stack.pop() !== ch) return ch;
    }
  }
  return stack.length > 0
    ? Object.keys(OPEN_CLOSE).find((k) => OPEN_CLOSE[k] === stack.at(-1))
    : undefined;
}
