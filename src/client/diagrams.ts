import { attr } from '../shared/attributes.js';
import { loadChunk } from './islands.js';
import { t } from './i18n.js';

type ViewerModule = typeof import('./diagram-viewer.js');

let viewer: ViewerModule | undefined;
const prefetch = () => void import('./diagram-viewer.js').catch(() => undefined);

/**
 * `data-overflow` on a diagram's box: the sides that hide more of it (`start`, `end`, `both`), from
 * where it is scrolled now. The stylesheet fades those edges and shows the hint under the diagram.
 */
function edges(region: HTMLElement): void {
  const hidden = region.scrollWidth - region.clientWidth;
  const left = hidden > 1 && region.scrollLeft > 1;
  const right = hidden > 1 && region.scrollLeft < hidden - 1;
  const side = left && right ? 'both' : left ? 'start' : right ? 'end' : undefined;
  if (side === region.dataset.overflow) return;
  if (side) region.dataset.overflow = side;
  else delete region.dataset.overflow;
}

/**
 * The "diagram" island, one per figure (a chunk, as only pages with diagrams need it): the figure
 * shows its diagram at natural size, scrolling sideways when the column is narrower (no
 * JavaScript needed); cut by its column, it says which sides hide more (edges), and a top-down
 * diagram starts scrolled to its middle, where its first node is. Its "Ampliar diagrama" button
 * opens the full-window viewer, whose code is a chunk fetched on the button's first hover or
 * focus and loaded on click. If it does not load, the figure keeps its diagram and gets a notice
 * with a retry button.
 */
export function mount(figure: HTMLElement): void {
  const scroll = figure.querySelector<HTMLElement>('.diagram__scroll');
  if (scroll) {
    if (figure.dataset.diagramStart === 'center')
      scroll.scrollLeft = (scroll.scrollWidth - scroll.clientWidth) / 2;
    const sides = () => edges(scroll);
    new ResizeObserver(sides).observe(scroll);
    scroll.addEventListener('scroll', sides, { passive: true });
  }
  const button = figure.querySelector<HTMLButtonElement>(`button[${attr.diagramOpen}]`);
  if (!button) return;
  button.addEventListener('pointerenter', prefetch, { once: true });
  button.addEventListener('focus', prefetch, { once: true });
  button.addEventListener('click', async () => {
    viewer ??= await loadChunk('diagramas', () => import('./diagram-viewer.js'), figure, {
      title: t('client.diagram.openFailed'),
    });
    viewer?.openDiagram(figure, button);
  });
}
