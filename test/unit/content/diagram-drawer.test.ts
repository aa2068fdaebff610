import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawDiagram } from '../../../src/node/content/diagrams/draw.js';
import { createDrawer } from '../../../src/node/content/diagrams/drawer.js';

// The worker as docgen runs it: compiled by `npm run compile` (which `npm test` runs first).
const compiled = new URL('../../../lib/diagram-worker.js', import.meta.url);
const flow = 'flowchart LR\n  A[Envelope] --> B[Assinatura]';

describe('the diagram drawer', () => {
  it('is compiled to lib/diagram-worker.js', () => {
    expect(existsSync(fileURLToPath(compiled))).toBe(true);
  });

  it('draws in its worker the same SVG as on this thread', async () => {
    const draw = createDrawer(compiled);
    const [inWorker, again] = await Promise.all([
      draw(flow),
      draw(flow.replace('Assinatura', 'Envio')),
    ]);
    expect(inWorker).toBe(drawDiagram(flow));
    expect(again).toContain('Envio');
  });

  it("rejects with the renderer's message for a diagram it cannot draw", async () => {
    await expect(createDrawer(compiled)('pie\n  "a": 1')).rejects.toThrow(/header|mermaid/i);
  });
});
