import { parseMermaid, renderMermaidSVG } from 'beautiful-mermaid';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDiagram, type DiagramError } from '../../../src/node/content/diagrams/check.js';
import * as grammars from '../../../src/node/content/diagrams/grammars.js';

// The grammars mirror beautiful-mermaid's parsers; these tests hold them to the library itself, so
// an upgrade that reads lines differently fails here rather than drawing diagrams with parts
// missing.

/** True when the library drew nothing of `line`: the diagram with it is the diagram without it. */
const dropped = (before: string, line: string, after = '') =>
  renderMermaidSVG(`${before}\n${line}\n${after}`) === renderMermaidSVG(`${before}\n${after}`);

/** True when the library read a flowchart line to its end: an edge appended to it is drawn. */
const readToEnd = (line: string) =>
  parseMermaid(`flowchart TD\n${line} --> ZZZ`).edges.some((e) => e.target === 'ZZZ');

const problemAt = (source: string) => {
  try {
    checkDiagram(source);
    return undefined;
  } catch (error) {
    return {
      line: (error as DiagramError).line,
      column: (error as DiagramError).column,
      message: (error as DiagramError).message,
    };
  }
};

describe('flowchart lines', () => {
  const id = fc.constantFrom('A', 'b2', 'no_1', 'x-y', 'API', 'Envio', 'Início', 'cfg');
  const shape = fc.constantFrom(
    '',
    '[Texto]',
    '(Texto)',
    '{Decisão?}',
    '([Fila])',
    '((Círculo))',
    '[[Sub]]',
    '[(Banco)]',
    '>Bandeira]',
    '{{Hex}}',
    '[/Trap\\]',
    ':::destaque',
    '[a [b]]',
    '(',
  );
  const arrow = fc.constantFrom(
    ' --> ',
    ' --- ',
    ' -.-> ',
    ' ==> ',
    ' -->|sim| ',
    ' -- texto --> ',
    ' <--> ',
    '-->',
    ' --o ',
    ' -- ',
    ' --x ',
    ' & ',
  );
  const node = fc.tuple(id, shape).map(([i, s]) => i + s);
  const line = fc
    .tuple(
      node,
      fc.array(fc.tuple(arrow, node), { maxLength: 3 }),
      fc.constantFrom('', ' -->', ' &', ' ok'),
    )
    .map(([first, rest, end]) => first + rest.map(([a, n]) => a + n).join('') + end);

  it('a line the grammar accepts, the library reads to its end (property)', () => {
    fc.assert(
      fc.property(line, (text) => {
        if (grammars.flowchart(text, undefined) === undefined)
          expect(readToEnd(text), text).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['A-->B', 4, /Seta colada ao nó/],
    ['A --> Configuração', 7, /Id de nó com acento/],
    ['A[Início] --> B --x C', 17, /não entende/],
    ['A --o B', 3, /não entende/],
    ['A --> B -->', 9, /Seta sem nó de destino/],
    ['click A chamar()', 7, /não entende/],
    ['A["texto [x]"] --> B', 13, /não entende/],
  ])('%s: stopped where the library stops (column %i)', (text, column, message) => {
    const unread = grammars.flowchart(text, undefined);
    expect(unread?.at).toBe(column - 1);
    expect(unread?.message).toMatch(message);
    expect(readToEnd(text)).toBe(false);
  });

  it(
    'statements: classDef, class, style, linkStyle, ' + 'direction, subgraph, end, and a final ";"',
    () => {
      for (const text of [
        'classDef ok fill:#0a0',
        'class A,B ok',
        'style A stroke:#f00',
        'linkStyle 0 stroke:#f00',
        'direction LR',
        'subgraph api [API]',
        'end',
        'A --> B;',
      ]) {
        expect(grammars.flowchart(text, undefined), text).toBeUndefined();
      }
    },
  );
});

describe('state diagram lines', () => {
  const base = 'stateDiagram-v2\n  rascunho --> enviado';
  it.each([
    'enviado --> [*]',
    'enviado --> assinado: assinar',
    'state "Em assinatura" as em_assinatura',
    'assinado : Todos assinaram',
    'direction LR',
  ])('%s is drawn', (text) => {
    expect(grammars.stateDiagram(text, undefined)).toBeUndefined();
    expect(dropped(base, text)).toBe(false);
  });

  it.each([
    'enviado -> assinado',
    'note right of enviado: x',
    'state escolha <<choice>>',
    'enviado --> assinado --> concluido',
    'classDef x fill:#f00',
  ])('%s is an error, as the library drops it', (text) => {
    expect(grammars.stateDiagram(text, undefined)).toEqual({
      at: 0,
      message: expect.stringMatching(/não entende/),
    });
    expect(dropped(base, text)).toBe(true);
  });
});

describe('sequence diagram lines', () => {
  const base = 'sequenceDiagram\n  App->>API: POST /envelopes';
  it.each([
    'participant W as Webhook',
    'actor U as Usuário',
    'API-->>App: 201 Created',
    'App->>+API: GET',
    'Note over App,API: assinado',
    'API-xApp: erro',
  ])('%s is drawn', (text) => {
    expect(grammars.sequenceDiagram(text, undefined)).toBeUndefined();
    expect(dropped(base, text)).toBe(false);
  });

  it.each([
    'App->>API',
    'App => API: x',
    'activate API',
    'autonumber',
    'title Fluxo',
    'box Aqua Grupo',
  ])('%s is an error, as the library drops it', (text) => {
    expect(grammars.sequenceDiagram(text, undefined)?.message).toMatch(/não entende/);
    expect(dropped(base, text)).toBe(true);
  });

  it('a participant whose name starts with a block keyword would open a block: an error', () => {
    expect(grammars.sequenceDiagram('participante->>API: x', undefined)?.message).toMatch(
      /palavra-chave "par"/,
    );
    expect(grammars.sequenceDiagram('andre->>API: x', 'loop')?.message).toMatch(
      /palavra-chave "and"/,
    );
    expect(grammars.sequenceDiagram('andre->>API: x', undefined)).toBeUndefined();
    // The library opens an empty `par` block: the message is not drawn.
    expect(dropped(base, 'participante->>API: x')).toBe(true);
  });
});

describe('class and entity-relationship diagram lines', () => {
  it('class diagrams: relationships, members and blocks are drawn; other lines are errors', () => {
    const base = 'classDiagram\n  Envelope --> Documento';
    for (const text of [
      'Envelope "1" --> "*" Signatario : tem',
      'Envelope : +String id',
      'class Webhook',
      'Documento <|-- Anexo',
    ]) {
      expect(grammars.classDiagram(text, undefined), text).toBeUndefined();
      expect(dropped(base, text), text).toBe(false);
    }
    expect(grammars.classDiagram('+enviar() void', 'class')).toBeUndefined();
    for (const text of ['Envelope -> Documento', 'note "texto"']) {
      expect(grammars.classDiagram(text, undefined)?.message, text).toMatch(/não entende/);
      expect(dropped(base, text), text).toBe(true);
    }
  });

  it(
    'entity-relationship diagrams: relationships, ' +
      'entities and attributes are drawn; other lines are errors',
    () => {
      const base = 'erDiagram\n  ENVELOPE ||--o{ DOCUMENTO : contem';
      expect(grammars.erDiagram('ENVELOPE ||--|{ SIGNATARIO : tem', undefined)).toBeUndefined();
      expect(dropped(base, 'ENVELOPE ||--|{ SIGNATARIO : tem')).toBe(false);
      expect(grammars.erDiagram('string id PK', 'ENVELOPE')).toBeUndefined();
      expect(grammars.erDiagram('ENVELOPE -- SIGNATARIO', undefined)?.message).toMatch(
        /não entende/,
      );
      expect(dropped(base, 'ENVELOPE -- SIGNATARIO')).toBe(true);
    },
  );
});

describe('checkDiagram', () => {
  it('reports the line and the column in the diagram where the library stops reading', () => {
    expect(problemAt('flowchart LR\n  A[Início] --> B\n  B --> Configuração')).toEqual({
      line: 3,
      column: 9,
      message: expect.stringMatching(/^Id de nó com acento.*"Configuração" em B --> Configuração$/),
    });
    expect(
      problemAt('sequenceDiagram\n  App->>API: x\n  loop a cada hora\n    andre->>API: y\n  end'),
    ).toMatchObject({ line: 4, column: 5 });
    expect(
      problemAt(
        'stateDiagram-v2\n  state Envio {\n    rascunho --> ' +
          'enviado\n  }\n  %% comentário\n  enviado --> [*]',
      ),
    ).toBeUndefined();
  });

  it(
    'a comment at the end of a line is an error (the library would drop the line, ' +
      'or draw the comment in its label)',
    () => {
      expect(problemAt('stateDiagram-v2\n  rascunho --> enviado %% envio')).toMatchObject({
        line: 2,
        column: 24,
        message: expect.stringMatching(/^Comentário/),
      });
      expect(dropped('stateDiagram-v2\n  a --> b', 'rascunho --> enviado %% envio')).toBe(true);
      expect(renderMermaidSVG('stateDiagram-v2\n  a --> b: sim %% nota')).toContain('%% nota');
    },
  );
});
