/**
 * Derives text shades of the primary colour that reach WCAG AA (4.5:1) on the light and dark
 * backgrounds.
 */

type Rgb = [number, number, number];

const parse = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const format = (rgb: Rgb) =>
  '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Mixes `color` toward `target` in small steps until it reaches `ratio` against `background`. */
export function shadeFor(
  color: string,
  background: string,
  target: '#000000' | '#ffffff',
  ratio = 4.6,
): string {
  const from = parse(color);
  const to = parse(target);
  for (let t = 0; t <= 1; t += 0.02) {
    const mixed = format(from.map((c, i) => c + (to[i]! - c) * t) as Rgb);
    if (contrast(mixed, background) >= ratio) return mixed;
  }
  return target;
}

export const backgrounds = { light: '#ffffff', dark: '#1b1b1d' } as const;

/**
 * CSS custom properties for the primary colour and its accessible text shades; the dark one on
 * screens only, like the rest of the dark palette (site.css).
 */
export function primaryVariables(primary: string): string {
  const lightText = shadeFor(primary, backgrounds.light, '#000000');
  const darkText = shadeFor(primary, backgrounds.dark, '#ffffff');
  return (
    `:root{--primary:${primary};--primary-text:${lightText}}` +
    `@media screen{[data-theme=dark]{--primary-text:${darkText}}}`
  );
}
