/**
 * The diagram renderer's SVG, one element a line (it always writes it so), read as a list of lines
 * that can be changed and written back: groups (`<g …>` … `</g>`), leaf elements (`<rect …/>`,
 * `<text …>…</text>`) with their attributes, and everything else (the root, `<style>`, `<defs>`)
 * kept as it is.
 */

export interface SvgElement {
  kind: 'element' | 'group';
  indent: string;
  tag: string;
  attrs: [name: string, value: string][];
  /** A leaf's content (`<text>`'s text and tspans), undefined when self-closing. */
  inner: string | undefined;
  /** The group the element is in, if any. */
  parent: SvgElement | undefined;
  /** Inside `<defs>` (markers): not part of the drawing's geometry. */
  inDefs: boolean;
}

export type SvgLine = SvgElement | { kind: 'close' | 'raw'; text: string };

const LEAF = /^(\s*)<([a-zA-Z]+)\b((?:\s+[^\s=>]+="[^"]*")*)\s*(?:\/>|>(.*)<\/\2>)\s*$/;
const OPEN_GROUP = /^(\s*)<g\b((?:\s+[^\s=>]+="[^"]*")*)\s*>\s*$/;
const ATTR = /([^\s=>]+)="([^"]*)"/g;

const attrsOf = (text: string): [string, string][] =>
  [...text.matchAll(ATTR)].map((m) => [m[1]!, m[2]!]);

export function parseSvg(svg: string): SvgLine[] {
  const lines: SvgLine[] = [];
  const groups: SvgElement[] = [];
  let inDefs = false;
  for (const text of svg.split('\n')) {
    if (/^\s*<defs\b/.test(text)) inDefs = true;
    if (/^\s*<\/defs>/.test(text)) inDefs = false;
    const open = OPEN_GROUP.exec(text);
    if (open) {
      const group: SvgElement = {
        kind: 'group',
        indent: open[1]!,
        tag: 'g',
        attrs: attrsOf(open[2]!),
        inner: undefined,
        parent: groups.at(-1),
        inDefs,
      };
      groups.push(group);
      lines.push(group);
      continue;
    }
    if (/^\s*<\/g>\s*$/.test(text)) {
      groups.pop();
      lines.push({ kind: 'close', text });
      continue;
    }
    const leaf = LEAF.exec(text);
    if (leaf && leaf[2] !== 'svg' && leaf[2] !== 'style') {
      lines.push({
        kind: 'element',
        indent: leaf[1]!,
        tag: leaf[2]!,
        attrs: attrsOf(leaf[3]!),
        inner: leaf[4],
        parent: groups.at(-1),
        inDefs,
      });
      continue;
    }
    lines.push({ kind: 'raw', text });
  }
  return lines;
}

export function writeSvg(lines: readonly SvgLine[]): string {
  return lines
    .map((line) => {
      if ('text' in line) return line.text;
      const attrs = line.attrs.map(([name, value]) => ` ${name}="${value}"`).join('');
      if (line.kind === 'group') return `${line.indent}<g${attrs}>`;
      return line.inner === undefined
        ? `${line.indent}<${line.tag}${attrs} />`
        : `${line.indent}<${line.tag}${attrs}>${line.inner}</${line.tag}>`;
    })
    .join('\n');
}

export const get = (el: SvgElement, name: string) => el.attrs.find(([n]) => n === name)?.[1];

export function num(el: SvgElement, name: string): number {
  const value = parseFloat(get(el, name) ?? '');
  return Number.isFinite(value) ? value : 0;
}

/** Sets an attribute (added at the end when missing); numbers get 3 decimals at most. */
export function set(el: SvgElement, name: string, value: string | number): void {
  const text = typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : value;
  const attr = el.attrs.find(([n]) => n === name);
  if (attr) attr[1] = text;
  else el.attrs.push([name, text]);
}

export const elements = (lines: readonly SvgLine[]) =>
  lines.filter((l): l is SvgElement => l.kind === 'element' && !l.inDefs);

/** The closest group with a class, and that class (`message`, `actor`, `edge-label`…). */
export function owner(el: SvgElement): { group: SvgElement; type: string } | undefined {
  for (let g = el.parent; g; g = g.parent) {
    const type = get(g, 'class');
    if (type) return { group: g, type };
  }
  return undefined;
}

/** The text a `<text>` shows, its tspans included. */
export const textOf = (el: SvgElement) =>
  (el.inner ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The root `<svg …>` line's width, and a way to change it (width and viewBox). */
export function rootWidth(lines: SvgLine[]): { width: number; setWidth: (w: number) => void } {
  const index = lines.findIndex((l) => l.kind === 'raw' && /^\s*<svg\b/.test(l.text));
  const line = lines[index] as { kind: 'raw'; text: string } | undefined;
  const width = parseFloat(/\swidth="([\d.]+)"/.exec(line?.text ?? '')?.[1] ?? '0');
  return {
    width,
    setWidth: (w) => {
      if (!line) return;
      const value = String(Math.round(w * 1000) / 1000);
      line.text = line.text
        .replace(/(\swidth=")[\d.]+"/, `$1${value}"`)
        .replace(/(viewBox="\S+ \S+ )[\d.]+( [\d.]+")/, `$1${value}$2`);
    },
  };
}
