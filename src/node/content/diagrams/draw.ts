import { renderMermaidSVG } from 'beautiful-mermaid';
import { legibleDiagram } from './legible.js';

/** Colours as CSS variables, so one SVG follows the light and dark themes (set in markdown.css). */
const themeColors = {
  bg: 'var(--diagram-bg)',
  fg: 'var(--diagram-fg)',
  line: 'var(--diagram-line)',
  accent: 'var(--diagram-accent)',
  surface: 'var(--diagram-surface)',
  border: 'var(--diagram-border)',
  transparent: true,
};

/**
 * The SVG beautiful-mermaid draws of a diagram, made readable (legible.ts), on the thread that
 * calls it (see drawer.ts).
 */
export function drawDiagram(source: string): string {
  return legibleDiagram(renderMermaidSVG(source, themeColors));
}
