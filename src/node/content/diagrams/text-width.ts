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
 * Advances of DejaVu Sans (the widest fallback readers commonly get, Linux's system-ui), in em:
 * its spaces, `t` and `f` are far wider than the estimate's shares, so a label with many spaces
 * ran up to 5% past the estimate's room.
 */
const DEJAVU: Record<string, number> = {
  ...charWidths(
    'abcdefghijklmnopqrstuvwxyz',
    [
      613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521,
      392, 634, 592, 818, 592, 592, 525,
    ],
  ),
  ...charWidths(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    [
      684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635,
      611, 732, 684, 989, 685, 611, 685,
    ],
  ),
  ...charWidths('0123456789', Array(10).fill(636)),
  ...charWidths(' .,:;/_-()\'"', [318, 318, 318, 337, 337, 337, 500, 361, 390, 390, 275, 460]),
};

function charWidths(chars: string, thousandths: number[]): Record<string, number> {
  return Object.fromEntries([...chars].map((c, i) => [c, thousandths[i]! / 1000]));
}

/** The advance of `text` in DejaVu Sans at `size` px (a wide em for characters not listed). */
function dejaVuWidth(text: string, size: number): number {
  let total = 0;
  for (const char of text.normalize('NFD')) if (!/\p{Mn}/u.test(char)) total += DEJAVU[char] ?? 0.8;
  return total * size;
}

/**
 * The room to give `text` when docgen lays it out itself (sequence diagrams): wide enough for the
 * widest common fallback font (DejaVu Sans) as well as for the estimate's reference with 18% to
 * spare, so a label never runs into a line on a reader's machine.
 */
export const roomFor = (text: string, size: number, weight: number) =>
  Math.max(
    textWidth(text, size, weight) * 1.18,
    dejaVuWidth(text, size) * (weight >= 500 ? 1.1 : 1.04),
  ) +
  size * 0.3;
