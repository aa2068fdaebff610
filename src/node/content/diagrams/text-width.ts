/**
 * Width of a diagram's text, estimated without a browser, the way the diagram renderer
 * (beautiful-mermaid) estimates it to lay a diagram out: each character's share of an average
 * lowercase letter, times the font size and a ratio for the weight. Readers' fonts differ (Inter,
 * system fonts, DejaVu on Linux), so this is a layout estimate, not a measurement.
 */

const NARROW = new Set([..."iltfjI1!|.,:;'"]);
const SEMI_NARROW = new Set([...'()[]{}/\\-"`']);
const WIDE = new Set([...'wm@%']);
const VERY_WIDE = new Set([...'WM']);

/** A character's width in average lowercase letters. */
function share(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (/\p{Mn}/u.test(char)) return 0;
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xff60) ||
    code >= 0x1f300
  )
    return 2;
  if (char === ' ') return 0.3;
  if (VERY_WIDE.has(char)) return 1.5;
  if (WIDE.has(char)) return 1.2;
  if (NARROW.has(char)) return 0.4;
  if (SEMI_NARROW.has(char)) return 0.5;
  if (char === 'r') return 0.8;
  if (code >= 65 && code <= 90) return 1.2;
  return 1;
}

/** The estimated advance of `text` set at `size` px and `weight` (monospace: 0.6 em a char). */
export function textWidth(text: string, size: number, weight: number, mono = false): number {
  if (mono) return [...text].length * size * 0.6;
  const ratio = weight >= 600 ? 0.6 : weight >= 500 ? 0.57 : 0.54;
  let total = 0;
  for (const char of text.normalize('NFC')) total += share(char);
  return total * size * ratio;
}

/**
 * The room to give `text` when docgen lays it out itself (sequence diagrams): wide enough for the
 * widest common fallback font (DejaVu Sans, about 15% wider than the estimate's reference), so a
 * label never runs into a line on a reader's machine.
 */
export const roomFor = (text: string, size: number, weight: number) =>
  textWidth(text, size, weight) * 1.18 + size * 0.3;
