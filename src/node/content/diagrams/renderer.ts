import { checkDiagram, DiagramError } from './check.js';
import { createDrawer, type Drawer } from './drawer.js';
import { scopeSvg } from './scope-svg.js';

export interface DiagramRenderer {
  /**
   * SVG markup of the diagram; `idPrefix` keeps its ids unique on the page. Throws DiagramError.
   */
  render(source: string, idPrefix: string): Promise<string>;
  /**
   * Starts the drawer now, ahead of the first diagram: its worker loads the layout engine and lays
   * out a two-node diagram, whose first layout compiles much of the engine (see WARM_UP_DIAGRAM).
   */
  prepare(): void;
}

/**
 * What `prepare` has the drawer lay out: a layout engine's first use compiles its code (elkjs is
 * 3 MB of JavaScript), which this diagram pays while this thread still loads the spec. This site's
 * cold build, medians of alternating runs against the code before: 1.80 → 1.72 s (10 runs each)
 * and 1.95 → 1.84 s (15); starting the worker alone gained about half as much.
 */
const WARM_UP_DIAGRAM = 'flowchart LR\n  A[Início] --> B[Fim]\n';

/** How many drawn diagrams a renderer keeps (the most recently used). */
const KEPT_DIAGRAMS = 100;

/**
 * One renderer per build (or per watch session). Diagrams are drawn by one drawer (see drawer.ts: a
 * worker thread, started on the first diagram). It keeps what it drew by source, so a diagram is
 * laid out once however many times its page is transformed again (a watch session re-transforms a
 * page on every save, diagrams unchanged).
 */
export function createDiagramRenderer(): DiagramRenderer {
  let drawer: Drawer | undefined;
  const theDrawer = () => (drawer ??= createDrawer());
  const drawn = new Map<string, Promise<string>>();
  /**
   * The diagram's drawing, kept or started now (pages are transformed concurrently: one drawing
   * serves all); `checkDiagram` throws first for a broken one.
   */
  const drawing = (source: string) => {
    let svg = drawn.get(source);
    if (svg === undefined) {
      checkDiagram(source);
      svg = theDrawer()(source).catch((error: unknown) => {
        // Not kept: a broken diagram fails each time it is rendered.
        drawn.delete(source);
        throw new DiagramError(error instanceof Error ? error.message : String(error), undefined);
      });
    }
    drawn.delete(source);
    drawn.set(source, svg);
    if (drawn.size > KEPT_DIAGRAMS) drawn.delete(drawn.keys().next().value!);
    return svg;
  };
  return {
    async render(source, idPrefix) {
      return scopeSvg(await drawing(source), idPrefix);
    },
    prepare: () => theDrawer().start(WARM_UP_DIAGRAM),
  };
}
