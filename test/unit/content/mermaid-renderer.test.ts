import { beforeEach, describe, expect, it, vi } from 'vitest';

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('beautiful-mermaid', async (importOriginal) => {
  const original = await importOriginal<typeof import('beautiful-mermaid')>();
  return {
    ...original,
    renderMermaidSVG: (...args: Parameters<typeof original.renderMermaidSVG>) => {
      drawn.count++;
      return original.renderMermaidSVG(...args);
    },
  };
});

const { createDiagramRenderer } = await import('../../../src/node/content/diagrams/renderer.js');
const { DiagramError } = await import('../../../src/node/content/diagrams/check.js');
const { diagram } = await import('../../../src/node/content/stages.js');
const { testRunner } = await import('../../helpers/runner.js');

/** A renderer and, as a markdown stage gives it, its drawing through the graph's diagram stage. */
function throughGraph() {
  const renderer = createDiagramRenderer();
  const run = testRunner({ processor: { process: async (f) => f, drawDiagram: renderer.draw } });
  const drawn = (source: string) => run.get(diagram, source);
  return { render: (source: string, id: string) => renderer.render(source, id, drawn) };
}

const flow = 'flowchart LR\n  A[Envelope] --> B[Assinatura]';

describe('createDiagramRenderer', () => {
  beforeEach(() => {
    drawn.count = 0;
  });

  it(
    'lays a diagram out once per graph, ' + 'and scopes each copy with its own id prefix',
    async () => {
      const renderer = throughGraph();
      const first = await renderer.render(flow, 'd1');
      const again = await renderer.render(flow, 'd2');
      expect(drawn.count).toBe(1);
      expect(first).toContain('<svg');
      expect(again).toBe(first.replaceAll('d1-', 'd2-'));
      await renderer.render(flow.replace('Assinatura', 'Envio'), 'd3');
      expect(drawn.count).toBe(2);
    },
  );

  it('does not keep a broken diagram: it fails each time it is rendered', async () => {
    const renderer = throughGraph();
    const broken = 'flowchart LR\n  A[Envelope --> B';
    await expect(renderer.render(broken, 'd1')).rejects.toBeInstanceOf(DiagramError);
    await expect(renderer.render(broken, 'd1')).rejects.toBeInstanceOf(DiagramError);
  });

  it('a new graph (a build without its cache), or a renderer alone, draws again', async () => {
    await throughGraph().render(flow, 'd1');
    await throughGraph().render(flow, 'd1');
    await createDiagramRenderer().render(flow, 'd1');
    expect(drawn.count).toBe(3);
  });
});
