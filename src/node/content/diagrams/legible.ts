import { relayoutSequence } from './sequence-layout.js';
import {
  elements,
  get,
  num,
  parseSvg,
  set,
  textOf,
  writeSvg,
  type SvgElement,
} from './svg-lines.js';
import { textWidth } from './text-width.js';

/** The smallest text a diagram shows, in CSS pixels at its natural size. */
export const MIN_FONT_SIZE = 12;

/**
 * Makes a drawn diagram readable, whatever the reader's font:
 * - no text under 12 px: the renderer writes edge labels, notes and attributes at 11 px (9 px for
 *   key badges); the box behind such a label grows with it;
 * - sequence diagrams are laid out again (sequence-layout.ts): each message label between its two
 *   lifelines, with room to spare, and a lifeline a longer label passes over is interrupted there;
 * - elsewhere (flowcharts, state, class and ER diagrams, laid out by the renderer) each text is set
 *   to the width the layout gave it (`textLength`): in a wider font it is narrowed a little rather
 *   than running over the border of its box.
 */
export function legibleDiagram(svg: string): string {
  const lines = parseSvg(svg);
  const all = elements(lines);
  for (const text of all.filter((el) => el.tag === 'text')) raiseFontSize(text);
  if (all.some((el) => get(el, 'class') === 'lifeline')) relayoutSequence(lines);
  else fitTexts(all);
  for (const el of all) el.attrs = el.attrs.filter(([name]) => name !== 'data-font-size');
  return writeSvg(lines);
}

/** `font-size` under 12 px becomes 12 px; `dy` (the vertical centring, in px) scales with it. */
function raiseFontSize(text: SvgElement): void {
  const size = num(text, 'font-size');
  if (size <= 0 || size >= MIN_FONT_SIZE) return;
  set(text, 'data-font-size', size);
  set(text, 'font-size', MIN_FONT_SIZE);
  const dy = get(text, 'dy');
  if (dy && /^-?[\d.]+$/.test(dy)) set(text, 'dy', (parseFloat(dy) * MIN_FONT_SIZE) / size);
}

const fontOf = (text: SvgElement) => ({
  size: num(text, 'font-size'),
  original: num(text, 'data-font-size') || num(text, 'font-size'),
  weight: num(text, 'font-weight') || 400,
  mono: /\bmono\b/.test(get(text, 'class') ?? ''),
});

/**
 * Each text of a diagram the renderer laid out keeps the width the layout reserved for it. A
 * label on a small box of its own (an edge label's background, a key badge), enlarged, gets a
 * larger box instead, centred where the old one was.
 */
function fitTexts(all: SvgElement[]): void {
  all.forEach((text, i) => {
    if (text.tag !== 'text') return;
    const label = textOf(text);
    // Lines of their own (`<tspan x=…>`) would each need their own width: left as they are.
    if (!label.trim() || /<tspan\b[^>]*\sx=/.test(text.inner ?? '')) return;
    const font = fontOf(text);
    const reserved = textWidth(label, font.original, font.weight, font.mono);
    const needed = textWidth(label, font.size, font.weight, font.mono);
    const box = backingBox(all[i - 1], text);
    let width = reserved;
    if (box && needed > reserved) {
      grow(box, text, needed - reserved, font.size - font.original);
      width = needed;
    }
    set(text, 'textLength', width);
    set(text, 'lengthAdjust', 'spacingAndGlyphs');
  });
}

/** The small box drawn just before a text, around it: its background. */
function backingBox(before: SvgElement | undefined, text: SvgElement): SvgElement | undefined {
  if (before?.tag !== 'rect' || before.parent !== text.parent) return undefined;
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => num(before, a)) as number[];
  const tx = num(text, 'x');
  const ty = num(text, 'y');
  const inside = tx >= x! && tx <= x! + w! && ty >= y! && ty <= y! + h!;
  return inside && h! <= 34 ? before : undefined;
}

/** Widens (and heightens) a text's box by what the text gained, on the side the text grows. */
function grow(box: SvgElement, text: SvgElement, dw: number, dh: number): void {
  const anchor = get(text, 'text-anchor') ?? 'start';
  const left = anchor === 'middle' ? dw / 2 : anchor === 'end' ? dw : 0;
  set(box, 'x', num(box, 'x') - left);
  set(box, 'width', num(box, 'width') + dw);
  set(box, 'y', num(box, 'y') - dh / 2);
  set(box, 'height', num(box, 'height') + dh);
}
