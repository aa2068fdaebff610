/**
 * docgen's own checks of a Mermaid diagram's source, made before it is drawn: beautiful-mermaid draws
 * what it can of a broken diagram, so these turn what it would drop or misdraw into an error at a line.
 */

/** A diagram that cannot be drawn, with the line inside the diagram source (1-based) when known. */
export class DiagramError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

const HEADERS = /^(graph|flowchart)\s+(TD|TB|LR|RL|BT)\b|^(sequenceDiagram|stateDiagram(-v2)?|classDiagram|erDiagram|xychart(-beta)?)\s*$/;
const OPEN_CLOSE: Record<string, string> = { '[': ']', '(': ')', '{': '}' };

/** beautiful-mermaid draws what it can of a broken diagram; these checks turn common typos into errors. */
export function checkDiagram(source: string): void {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
  if (start < 0) throw new DiagramError('Diagrama vazio', 1);
  const header = lines[start]!.trim();
  if (!HEADERS.test(header)) throw new DiagramError(`Tipo de diagrama desconhecido: "${header}"`, start + 1);
  const flowchart = /^(graph|flowchart)\b/.test(header);
  const blocks = new BlockCheck(BLOCKS[flowchart ? 'flowchart' : header.replace(/-v2$/, '')]);
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/%%.*$/, '');
    const problem = (flowchart ? flowchartProblem(line) : undefined) ?? (header === 'sequenceDiagram' ? messageProblem(line) : undefined) ?? arrowProblem(line) ?? blocks.line(line, i + 1);
    if (problem) throw new DiagramError(`${problem}: ${line.trim()}`, i + 1);
  }
  blocks.finish();
}

/** How each kind of diagram opens and closes a block (subgraph … end, loop … end, state X { … }). */
const BLOCKS: Record<string, { open: RegExp; close: string; inner?: RegExp } | undefined> = {
  flowchart: { open: /^subgraph\b/, close: 'end' },
  sequenceDiagram: { open: /^(loop|alt|opt|par|critical|break|rect|box)\b/, close: 'end', inner: /^(else|and|option)\b/ },
  stateDiagram: { open: /^state\b.*\{$/, close: '}' },
};

/** Blocks must close in order and all be closed: the renderer would otherwise draw a truncated diagram. */
class BlockCheck {
  private readonly open: { keyword: string; line: number }[] = [];

  constructor(private readonly syntax: (typeof BLOCKS)[string]) {}

  line(raw: string, lineNumber: number): string | undefined {
    const text = raw.trim();
    if (!this.syntax || text === '') return undefined;
    if (this.syntax.open.test(text)) this.open.push({ keyword: text.split(/\s/, 1)[0]!, line: lineNumber });
    else if (text === this.syntax.close) {
      if (!this.open.pop()) return `"${text}" sem bloco aberto`;
    } else if (this.syntax.inner?.test(text) && this.open.length === 0) return `"${text.split(/\s/, 1)[0]}" fora de um bloco`;
    return undefined;
  }

  finish(): void {
    const unclosed = this.open.at(-1);
    if (unclosed) throw new DiagramError(`Bloco "${unclosed.keyword}" sem "${this.syntax!.close}" que o feche`, unclosed.line);
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
  return /^\s*[^\s-][^-]*?\s*-{1,2}(>>?|x|\))[+-]?\s*[^\s:][^:]*$/.test(head) && line.includes(':') ? undefined : 'Mensagem incompleta (use "A->>B: texto")';
}

function arrowProblem(line: string): string | undefined {
  const text = line.trim();
  return /^(-->|->)/.test(text) || /(-->|->>|->)\s*(:.*)?$/.test(text) ? 'Seta sem origem ou destino' : undefined;
}

function unbalancedBracket(line: string): string | undefined {
  const stack: string[] = [];
  for (const ch of line) {
    if (ch in OPEN_CLOSE) stack.push(OPEN_CLOSE[ch]!);
    else if (ch === ']' || ch === ')' || ch === '}') {
      if (stack.pop() !== ch) return ch;
    }
  }
  return stack.length > 0 ? Object.keys(OPEN_CLOSE).find((k) => OPEN_CLOSE[k] === stack.at(-1)) : undefined;
}
