/**
 * The diagram viewer (an on-demand chunk): a diagram in a modal dialog as large as the window,
 * fitted to it and centred (at most twice its natural size), with zoom buttons (and + − 0 on the
 * keyboard) and both scrollbars. Escape, "Fechar" or a click on the backdrop close it; the diagram
 * goes back to the page and focus to the button that opened it.
 */

import { t } from './i18n.js';

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;

interface View {
  dialog: HTMLDialogElement;
  title: HTMLElement;
  canvas: HTMLElement;
  level: HTMLOutputElement;
}

interface Open {
  figure: HTMLElement;
  svg: SVGSVGElement;
  /** Holds the diagram's place in the page while it is in the viewer (no reflow behind). */
  placeholder: SVGSVGElement;
  size: { width: number; height: number };
  attributes: { width: string | null; height: string | null };
  zoom: number;
  returnFocus: HTMLElement;
}

let view: View | undefined;
let open: Open | undefined;

function button(label: string, text: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'diagram-viewer__button';
  el.textContent = text;
  if (label !== text) el.setAttribute('aria-label', label);
  el.addEventListener('click', onClick);
  return el;
}

function createView(): View {
  const dialog = document.createElement('dialog');
  dialog.className = 'diagram-viewer';
  dialog.setAttribute('aria-labelledby', 'diagram-viewer-title');
  const bar = document.createElement('div');
  bar.className = 'diagram-viewer__bar';
  const title = document.createElement('h2');
  title.id = 'diagram-viewer-title';
  title.className = 'diagram-viewer__title';
  const tools = document.createElement('div');
  tools.className = 'diagram-viewer__tools';
  tools.setAttribute('role', 'group');
  tools.setAttribute('aria-label', t('client.diagram.zoom'));
  const level = document.createElement('output');
  level.className = 'diagram-viewer__level';
  level.setAttribute('aria-live', 'polite');
  tools.append(
    button(t('client.diagram.zoomOut'), '−', () => zoomBy(1 / ZOOM_STEP)),
    level,
    button(t('client.diagram.zoomIn'), '+', () => zoomBy(ZOOM_STEP)),
    button(t('client.diagram.actualSize'), t('client.diagram.actualSize'), () => zoomTo(1)),
    button(t('client.diagram.fit'), t('client.diagram.fit'), () => zoomTo(fitZoom())),
  );
  const close = button(t('client.close'), t('client.close'), () => dialog.close());
  close.classList.add('diagram-viewer__close');
  bar.append(title, tools, close);
  const canvas = document.createElement('div');
  canvas.className = 'diagram-viewer__canvas';
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'group');
  canvas.setAttribute('aria-label', t('client.diagram.diagram'));
  dialog.append(bar, canvas);
  dialog.addEventListener('close', restore);
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') zoomTo(1);
    else return;
    event.preventDefault();
  });
  document.body.append(dialog);
  return { dialog, title, canvas, level };
}

/** The diagram's size at zoom 1, from its viewBox. */
function naturalSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0) return { width: box.width, height: box.height };
  const rect = svg.getBoundingClientRect();
  return { width: rect.width, height: rect.height };
}

/** The heading the figure sits under, to name the viewer ("Diagrama: …"). */
function headingOf(figure: HTMLElement): string {
  const headings = [...document.querySelectorAll('main h1, main h2, main h3, main h4')];
  const above = headings.filter(
    (h) => h.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const text = above.at(-1)?.textContent?.replace(/#\s*$/, '').trim();
  return text ? t('client.diagram.titled', { heading: text }) : t('client.diagram.diagram');
}

/** Opens the figure's diagram in the viewer; focus returns to `returnFocus` when it closes. */
export function openDiagram(figure: HTMLElement, returnFocus: HTMLElement): void {
  const svg = figure.querySelector<SVGSVGElement>(':scope svg');
  if (!svg || open) return;
  view ??= createView();
  const size = naturalSize(svg);
  const placeholder = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  placeholder.setAttribute('width', String(size.width));
  placeholder.setAttribute('height', String(size.height));
  placeholder.setAttribute('aria-hidden', 'true');
  open = {
    figure,
    svg,
    placeholder,
    size,
    attributes: { width: svg.getAttribute('width'), height: svg.getAttribute('height') },
    zoom: 1,
    returnFocus,
  };
  try {
    view.title.textContent = headingOf(figure);
    svg.replaceWith(placeholder);
    view.canvas.append(svg);
    view.dialog.showModal();
    zoomTo(Math.min(2, fitZoom()));
    view.canvas.focus();
  } catch (error) {
    restore();
    throw error;
  }
}

/** The zoom at which the whole diagram fits the viewer, inside the canvas's padding. */
function fitZoom(): number {
  if (!open || !view) return 1;
  const style = getComputedStyle(view.canvas);
  const width = view.canvas.clientWidth - parseFloat(style.paddingLeft) * 2;
  const height = view.canvas.clientHeight - parseFloat(style.paddingTop) * 2;
  return Math.min(width / open.size.width, height / open.size.height);
}

function zoomBy(factor: number): void {
  if (open) zoomTo(open.zoom * factor);
}

function zoomTo(zoom: number): void {
  if (!open || !view) return;
  open.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  open.svg.setAttribute('width', String(open.size.width * open.zoom));
  open.svg.setAttribute('height', String(open.size.height * open.zoom));
  view.level.textContent = `${Math.round(open.zoom * 100)}%`;
}

/** The diagram back in its figure, as it was; focus back on the button that opened it. */
function restore(): void {
  if (!open) return;
  const { svg, placeholder, attributes, returnFocus } = open;
  open = undefined;
  for (const [name, value] of Object.entries(attributes))
    if (value === null) svg.removeAttribute(name);
    else svg.setAttribute(name, value);
  if (placeholder.isConnected) placeholder.replaceWith(svg);
  if (view?.dialog.open) view.dialog.close();
  returnFocus.focus();
}
