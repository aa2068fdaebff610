import { workerService, type WorkerService } from '../../workers/service.js';

/** Draws a diagram's source into SVG; rejects with the renderer's message. */
export type Drawer = WorkerService<string, string>;

/**
 * The drawer of a build: laying diagrams out (elkjs) is most of their cost, CPU work that would
 * otherwise share this thread with the pages' Markdown, so it runs in a worker thread
 * (lib/diagram-worker.js, from draw-worker.ts), started on the first diagram.
 */
export function createDrawer(script = new URL('./diagram-worker.js', import.meta.url)): Drawer {
  return workerService(script, () => {
    const draw = import('./draw.js').then((m) => m.drawDiagram);
    return async (source) => (await draw)(source);
  });
}
