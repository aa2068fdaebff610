/**
 * The statements beautiful-mermaid's parsers understand, one grammar per kind of diagram.
 *
 * beautiful-mermaid reads a diagram line by line with regular expressions and silently skips a line
 * it does not understand, or the rest of a flowchart line after the part it could read: a typo
 * draws a diagram with a node, an edge or a message missing, and no error. These grammars mirror
 * its parsers (beautiful-mermaid 1.1: src/parser.ts for flowcharts and state diagrams,
 * src/sequence/parser.ts, src/class/parser.ts, src/er/parser.ts), so that what it would skip is an
 * error at its line and column instead. grammars.test.ts checks them against the library itself.
 */

/** What a grammar could not read in a line: where (index in the trimmed line) and why. */
export interface Unread {
  at: number;
  message: string;
}

/**
 * Reads one trimmed, non-empty line; `inside` is the keyword of the block the line is in, if any.
 */
export type Grammar = (line: string, inside: string | undefined) => Unread | undefined;

const SKIPPED = 'Linha que o renderizador não entende (seria omitida do desenho)';
const accepts = (rules: readonly RegExp[], line: string) => rules.some((rule) => rule.test(line));
const whole = (line: string, rules: readonly RegExp[]): Unread | undefined =>
  accepts(rules, line) ? undefined : { at: 0, message: SKIPPED };

// ── Flowcharts ──────────────────────────────────────────────────────────────────────────────────

const FLOWCHART_STATEMENTS = [
  /^classDef\s+\w+\s+.+$/,
  /^class\s+[\w,-]+\s+\w+$/,
  /^style\s+[\w,-]+\s+.+$/,
  /^linkStyle\s+(default|[\d,\s]+)\s+.+$/,
  /^direction\s+(TD|TB|LR|BT|RL)\s*$/i,
  /^subgraph\s+.+$/,
  /^end$/,
];

/** Node shapes, most specific first, as the library tries them; then a bare id. */
const NODE_SHAPES = [
  /^[\w-]+\(\(\(.+?\)\)\)/,
  /^[\w-]+\(\[.+?\]\)/,
  /^[\w-]+\(\(.+?\)\)/,
  /^[\w-]+\[\[.+?\]\]/,
  /^[\w-]+\[\(.+?\)\]/,
  /^[\w-]+\[\/.+?\\\]/,
  /^[\w-]+\[\\.+?\/\]/,
  /^[\w-]+>.+?\]/,
  /^[\w-]+\{\{.+?\}\}/,
  /^[\w-]+\[.+?\]/,
  /^[\w-]+\(.+?\)/,
  /^[\w-]+\{.+?\}/,
  /^[\w-]+/,
];
const CLASS_SHORTHAND = /^:::\w[\w-]*/;
const ARROW = /^<?(-->|-.->|==>|---|-\.-|===)(\|[^|]*\|)?/;
const TEXT_ARROW = /^<?(--|-\.|==)\s+.+?\s+(-->|---|\.->|-\.-|==>|===)/;

const skipSpaces = (line: string, at: number) =>
  at + (/^\s*/.exec(line.slice(at))?.[0].length ?? 0);

/** The end of the node at `at` (with its `:::class`), or undefined when there is none. */
function readNode(line: string, at: number): number | undefined {
  const rest = line.slice(at);
  const shape = NODE_SHAPES.map((pattern) => pattern.exec(rest)).find((m) => m !== null);
  if (!shape) return undefined;
  const end = at + shape[0].length;
  return end + (CLASS_SHORTHAND.exec(line.slice(end))?.[0].length ?? 0);
}

/**
 * The end of `A & B & C` at `at`; a `&` without a node after it is left unread, as the library
 * does.
 */
function readGroup(line: string, at: number): number | undefined {
  let end = readNode(line, at);
  if (end === undefined) return undefined;
  for (let next = skipSpaces(line, end); line[next] === '&'; next = skipSpaces(line, end)) {
    const node = readNode(line, skipSpaces(line, next + 1));
    if (node === undefined) break;
    end = node;
  }
  return end;
}

/**
 * Why the library stops reading a flowchart line at `at` (moved back to the start of an id it cut
 * short).
 */
function flowchartStop(line: string, at: number): Unread {
  const before = line.slice(0, at);
  const rest = line.slice(at);
  if (/\p{L}$/u.test(before) && /^\p{L}/u.test(rest)) {
    return {
      at: at - (/[\w-]*$/.exec(before)?.[0].length ?? 0),
      message:
        'Id de nó com acento ou outro caractere fora de A–Z, 0–9, _ e - ' +
        '(use um id simples e o texto entre colchetes: cfg[Configuração])',
    };
  }
  if (/\w-+$/.test(before) && /^[>.]/.test(rest))
    return { at, message: 'Seta colada ao nó: escreva-a entre espaços (A --> B)' };
  if (ARROW.test(rest) || TEXT_ARROW.test(rest)) return { at, message: 'Seta sem nó de destino' };
  return {
    at,
    message: 'Trecho que o renderizador não entende (o resto da linha seria omitido do desenho)',
  };
}

/**
 * `A[Texto] -->|rótulo| B & C -- texto --> D:::classe`, read as the library reads it, to its end.
 */
export const flowchart: Grammar = (line) => {
  if (accepts(FLOWCHART_STATEMENTS, line)) return undefined;
  const first = readGroup(line, 0);
  if (first === undefined) return { at: 0, message: SKIPPED };
  let at = skipSpaces(line, first);
  while (at < line.length && line.slice(at) !== ';') {
    const arrow = ARROW.exec(line.slice(at)) ?? TEXT_ARROW.exec(line.slice(at));
    const target = arrow ? readGroup(line, skipSpaces(line, at + arrow[0].length)) : undefined;
    if (target === undefined) return flowchartStop(line, at);
    at = skipSpaces(line, target);
  }
  return undefined;
};

// ── State diagrams ──────────────────────────────────────────────────────────────────────────────

export const stateDiagram: Grammar = (line) =>
  whole(line, [
    /^direction\s+(TD|TB|LR|BT|RL)\s*$/i,
    /^linkStyle\s+(default|[\d,\s]+)\s+.+$/,
    /^state\s+(?:"[^"]+"\s+as\s+)?[\w\p{L}]+\s*\{$/u,
    /^\}$/,
    /^state\s+"[^"]+"\s+as\s+[\w\p{L}]+\s*$/u,
    /^(\[\*\]|[\w\p{L}-]+)\s*-->\s*(\[\*\]|[\w\p{L}-]+)(?:\s*:\s*.+)?$/u,
    /^[\w\p{L}-]+\s*:\s*.+$/u,
  ]);

// ── Sequence diagrams ───────────────────────────────────────────────────────────────────────────

const SEQUENCE_BLOCK = /^(loop|alt|opt|par|critical|break|rect)(?!\s|$)/;
const SEQUENCE_DIVIDER = /^(else|and)(?!\s|$)/;

const PARTICIPANT_OR_NOTE = [
  /^(participant|actor)\s+\S+?(?:\s+as\s+.+)?$/,
  /^Note\s+(left of|right of|over)\s+[^:]+:\s*.+$/i,
];

export const sequenceDiagram: Grammar = (line, inside) => {
  if (accepts(PARTICIPANT_OR_NOTE, line)) return undefined;
  // The library then takes any line that starts with a block keyword for a block:
  // `participante->>API: x` opens a `par`.
  const keyword = SEQUENCE_BLOCK.exec(line) ?? (inside ? SEQUENCE_DIVIDER.exec(line) : null);
  if (keyword)
    return {
      at: 0,
      message:
        `A linha começa com a palavra-chave "${keyword[1]}" e seria lida como bloco ` +
        '(dê outro nome ao participante)',
    };
  return whole(line, [
    /^(loop|alt|opt|par|critical|break|rect)(\s.*)?$/,
    ...(inside ? [/^(else|and)(\s.*)?$/, /^end$/] : []),
    /^\S+?\s*(--?>?>|--?[)x]|--?>>|--?>)\s*[+-]?\S+?\s*:\s*.+$/,
  ]);
};

// ── Class diagrams ──────────────────────────────────────────────────────────────────────────────

/** The arrows of a class relationship, longest first where one starts another. */
const CLASS_ARROW =
  String.raw`<\|--|<\|\.\.|\*--|o--|-->|--\*|--o|--\|>|\.\.>|` + String.raw`\.\.\|>|<--|<\.\.?|--`;
/** `A "1" <|-- "n" B : label`: two names, an arrow, optional cardinalities and label. */
const CLASS_RELATIONSHIP = new RegExp(
  String.raw`^\S+?\s+(?:"[^"]*?"\s+)?(${CLASS_ARROW})\s+(?:"[^"]*?"\s+)?\S+?(?:\s*:\s*.+)?$`,
);

export const classDiagram: Grammar = (line, inside) => {
  // Inside `class X { … }` every line is a member (or `<<annotation>>`).
  if (inside === 'class') return undefined;
  return whole(line, [
    /^namespace\s+\S+\s*\{$/,
    /^\}$/,
    /^class\s+\S+?(?:\s*~\w+~)?\s*\{$/,
    /^class\s+\S+?(?:\s*~\w+~)?\s*$/,
    /^class\s+\S+?\s*\{\s*<<\w+>>\s*\}$/,
    /^\S+?\s*:\s*(?!.*(<\|--|--|\*--|o--|-->|\.\.>|\.\.\|>)).+$/,
    CLASS_RELATIONSHIP,
  ]);
};

// ── Entity-relationship diagrams ───────────────────────────────────────────────────────────────

export const erDiagram: Grammar = (line, inside) =>
  inside !== undefined
    ? whole(line, [/^\}$/, /^\S+\s+\S+(?:\s+.+)?$/])
    : whole(line, [/^\S+\s*\{$/, /^\S+\s+[|o}{]+(--|\.\.?)[|o}{]+\s+\S+\s*:\s*.+$/]);
