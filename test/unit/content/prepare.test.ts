import { describe, expect, it, vi } from 'vitest';

// The highlighter and the diagram renderer a site processor makes, as spies.
const made = vi.hoisted(() => ({ code: [] as string[][], diagrams: 0 }));
vi.mock('../../../src/node/content/highlighter.js', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../src/node/content/highlighter.js')>();
  return {
    ...original,
    createHighlighter: () => ({
      ...original.highlighterHere(),
      prepare: (langs: readonly string[]) => void made.code.push([...langs]),
    }),
  };
});
vi.mock('../../../src/node/content/diagrams/renderer.js', () => ({
  createDiagramRenderer: () => ({
    render: async () => '<svg></svg>',
    prepare: () => void made.diagrams++,
  }),
}));

const { createSiteProcessor } = await import('../../../src/node/content/processor.js');

describe("a site processor's prepare", () => {
  it('hands the code languages to the highlighter and a mermaid fence to the diagrams', () => {
    const processor = createSiteProcessor();
    processor.prepare?.(['bash', 'json', 'mermaid']);
    processor.prepare?.(['mermaid']);
    processor.prepare?.(['yaml']);
    expect(made.code).toEqual([['bash', 'json'], ['yaml']]);
    expect(made.diagrams).toBe(2);
  });
});

describe("the highlighter's prepare", () => {
  it('sends its worker a one-line block of each language shiki knows, first', async () => {
    const { createHighlighter } = await vi.importActual<
      typeof import('../../../src/node/content/highlighter.js')
    >('../../../src/node/content/highlighter.js');
    const highlighter = createHighlighter(
      new URL('../../fixtures/workers/log-worker.mjs', import.meta.url),
    );
    highlighter.prepare?.(['bash', 'sh', 'ts', 'typescript', 'mermaid', 'brainfuck']);
    // The worker's log, asked for as a block would be: what it was sent before.
    const sent: unknown = await highlighter.highlight('?log', undefined);
    expect(sent).toEqual([
      { code: 'x', lang: 'shellscript' },
      { code: 'x', lang: 'typescript' },
    ]);
  });
});
