import { checkDiagram, DiagramError } from './check.js';
import { createDrawer, type Drawer } from './drawer.js';
import { scopeSvg } from './scope-svg.js';
import { errorMessage } from '../../diagnostics/diagnostic.js';

export interface DiagramRenderer {
  /** The diagram drawn, its ids not yet scoped to a page. Throws DiagramError. */
  draw(source: string): Promise<string>;
  /**
   * SVG markup of the diagram; `idPrefix` keeps its ids unique on the page. Drawn by `drawn` when
   * given (the graph's diagram stage, which keeps drawings), else now. Throws DiagramError.
   */
  render(
    source: string,
    idPrefix: string,
    drawn?: (source: string) => Promise<string>,
  ): Promise<string>;
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

/**
 * One renderer per build (or per watch session). Diagrams are drawn by one drawer (see drawer.ts: a
 * worker thread, started on the first diagram). What it drew is kept by the graph's diagram stage
 * (content/stages.ts), so a diagram is laid out once however many times its page is transformed
 * again (a watch session re-transforms a page on every save, diagrams unchanged).
 */
export function createDiagramRenderer(): DiagramRenderer {
  let drawer: Drawer | undefined;
  const theDrawer = () => (drawer ??= createDrawer());
  const draw = async (source: string) => {
    checkDiagram(source);
    return theDrawer()(source).catch((error: unknown) => {
      throw new DiagramError(errorMessage(error), undefined);
    });
  };
  return {
    draw,
    async render(source, idPrefix, drawn = draw) {
      return scopeSvg(await drawn(source), idPrefix);
    },
    prepare: () => theDrawer().start(WARM_UP_DIAGRAM),
  };
}
