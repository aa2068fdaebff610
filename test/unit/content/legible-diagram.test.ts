import { renderMermaidSVG } from 'beautiful-mermaid';
import { describe, expect, it } from 'vitest';
import { legibleDiagram } from '../../../src/node/content/diagrams/legible.js';
import { roomFor } from '../../../src/node/content/diagrams/text-width.js';

const draw = (source: string) =>
  legibleDiagram(renderMermaidSVG(source, { bg: '#fff', fg: '#000' }));
const texts = (svg: string) =>
  [...svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)].map(([, attrs, inner]) => ({
    attrs: attrs!,
    text: inner!.replace(/<[^>]+>/g, ''),
    size: parseFloat(/font-size="([\d.]+)"/.exec(attrs!)?.[1] ?? '0'),
    x: parseFloat(/\sx="([-\d.]+)"/.exec(attrs!)?.[1] ?? '0'),
  }));

describe('legibleDiagram', () => {
  it.each([
    ['flowchart', 'flowchart TD\n  A[Início] -->|criar| B{Válido?}\n  B -->|sim| C[Enviar]'],
    ['state', 'stateDiagram-v2\n  [*] --> draft\n  draft --> sent: enviar envelope'],
    [
      'class',
      'classDiagram\n  class Envelope {\n    +int id\n    +send() bool\n  }\n' +
        '  Envelope "1" --> "*" Recipient : tem',
    ],
    ['ER', 'erDiagram\n  ENVELOPE ||--o{ RECIPIENT : tem\n  ENVELOPE {\n    int id PK\n  }'],
  ])('%s: no text under 12 px; each text set to the width its layout gave it', (_, source) => {
    const svg = draw(source);
    const all = texts(svg);
    expect(all.length).toBeGreaterThan(2);
    expect(all.filter((t) => t.size < 12)).toEqual([]);
    for (const t of all.filter((t) => t.text.trim()))
      expect(t.attrs, t.text).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs"/);
  });

  it('ER: a key badge grows with its enlarged label (9 px → 12 px)', () => {
    const before = renderMermaidSVG('erDiagram\n  A {\n    int id PK\n  }', {
      bg: '#fff',
      fg: '#000',
    });
    const after = legibleDiagram(before);
    const badge = (svg: string) =>
      parseFloat(
        /<rect [^>]*width="([\d.]+)"[^>]*fill="var\(--_key-badge\)"/.exec(svg)?.[1] ?? '0',
      );
    expect(badge(after)).toBeGreaterThan(badge(before));
  });

  it('sequence: a message label fits between its lifelines; others are cut around it', () => {
    const svg = draw(
      'sequenceDiagram\n  participant A as App\n  participant B as Servidor\n' +
        '  participant C as API\n' +
        '  A->>B: Uma mensagem bem longa que passaria por cima das linhas de vida ao lado\n' +
        '  A->>C: Outra mensagem longa que vai do primeiro ao último participante\n' +
        '  C->>C: Nota de si para si com um texto comprido\n',
    );
    const lifelines = new Map(
      [...svg.matchAll(/<line class="lifeline" data-actor="(\w+)" x1="([\d.]+)"/g)].map((m) => [
        m[1]!,
        parseFloat(m[2]!),
      ]),
    );
    const x = (id: string) => lifelines.get(id)!;
    const label = texts(svg).find((t) => t.text.startsWith('Uma mensagem'))!;
    const room = roomFor(label.text, label.size, 400);
    expect(label.size).toBe(12);
    expect(label.x - room / 2).toBeGreaterThanOrEqual(x('A'));
    expect(label.x + room / 2).toBeLessThanOrEqual(x('B'));
    // The A → C label passes over B's lifeline, which is drawn in two pieces around it.
    expect(svg.match(/<line class="lifeline" data-actor="B"/g)).toHaveLength(2);
    // The self-message's label ends inside the diagram.
    const self = texts(svg).find((t) => t.text.startsWith('Nota de si'))!;
    const width = parseFloat(/<svg[^>]* width="([\d.]+)"/.exec(svg)![1]!);
    expect(self.x + roomFor(self.text, 12, 400)).toBeLessThanOrEqual(width);
  });

  it('roomFor: room for DejaVu Sans, whose spaces and t/f are wider than the estimate', () => {
    // Widths Chromium measured in DejaVu Sans at 12 px (test/e2e/diagrams.test.ts, fixture).
    for (const [text, width] of [
      ['Uma mensagem de si para si com um texto comprido depois da última linha de vida', 507.4],
      ['Uma mensagem longa do primeiro ao último participante, por cima de todas as linhas', 517.5],
      ['Pede login e consentimento', 166.6],
    ] as const)
      expect(roomFor(text, 12, 400), text).toBeGreaterThan(width * 1.03);
  });
});
