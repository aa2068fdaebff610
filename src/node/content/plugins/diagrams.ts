import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import { codes } from '../../diagnostics/codes.js';
import { said } from '../../diagnostics/diagnostic.js';
import { DiagramError } from '../diagrams/check.js';
import type { DiagramRenderer } from '../diagrams/renderer.js';
import { frameStrings } from './strings.js';

const isMermaid = (node: Element) =>
  node.tagName === 'pre' &&
  node.children.some(
    (c) =>
      c.type === 'element' &&
      c.tagName === 'code' &&
      (c.properties.className as string[] | undefined)?.includes('language-mermaid'),
  );

/**
 * Whether a diagram is laid out from the top down, centred on its first node (a flowchart TD or
 * TB, a state diagram): cut by a narrow column, its middle is what to show first.
 */
export function isTopDown(source: string): boolean {
  const header = source.trim().split('\n', 1)[0]!.trim();
  if (/^stateDiagram/.test(header)) return !/^\s*direction\s+(LR|RL)\b/m.test(source);
  return /^(flowchart|graph)\s+(TD|TB)\b/.test(header);
}

/**
 * ```mermaid fences → inline SVG at build time, inside a figure. A diagram that cannot be drawn
 * is an error at the line of the diagram where it fails.
 *
 * The SVG keeps its natural size (its text at 12 px or more) in a box that scrolls sideways when
 * the column is narrower, so it reads without JavaScript; with it, the cut edge fades and a hint
 * under the diagram says it scrolls (src/client/diagrams.ts), and "Ampliar" opens the
 * diagram in a full-window viewer with zoom (src/client/diagrams.ts).
 */
export default function rehypeDiagrams(options: { diagrams?: DiagramRenderer | undefined } = {}) {
  return async (tree: Root, file: VFile) => {
    const renderer = options.diagrams;
    if (!renderer) return;
    const say = frameStrings(file);
    const found: { node: Element; source: string }[] = [];
    visit(tree, 'element', (node: Element) => {
      if (isMermaid(node)) found.push({ node, source: textOf(node) });
    });
    let n = 0;
    for (const { node, source } of found) {
      const fenceLine = node.position?.start.line;
      try {
        const svg = await renderer.render(source, `diagrama-${++n}`, file.data.drawDiagram);
        node.tagName = 'figure';
        // An island: its "Ampliar diagrama" button works from a chunk (src/client/diagrams.ts).
        node.properties = {
          className: ['diagram'],
          dataIsland: 'diagram',
          // A top-down diagram wider than its column starts scrolled to its middle (its start).
          ...(isTopDown(source) ? { dataDiagramStart: 'center' } : {}),
        };
        node.children = [
          {
            type: 'element',
            tagName: 'div',
            properties: { className: ['diagram__scroll'], role: 'group', ariaLabel: say.diagram },
            children: [{ type: 'raw', value: svg }],
          },
          {
            type: 'element',
            tagName: 'div',
            properties: { className: ['diagram__bar'] },
            children: [
              {
                type: 'element',
                tagName: 'p',
                properties: { className: ['diagram__hint'] },
                children: [{ type: 'text', value: say.diagramScroll }],
              },
              {
                type: 'element',
                tagName: 'button',
                properties: {
                  type: 'button',
                  className: ['diagram__open', 'js-only'],
                  dataDiagramOpen: '',
                },
                children: [{ type: 'text', value: say.diagramOpen }],
              },
            ],
          },
        ];
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        (file.data.diagnostics ??= []).push({
          code: codes.diagramInvalid,
          severity: 'error',
          ...said('diagramInvalid', { reason: error.message }),
          file: file.path,
          line: fenceLine !== undefined ? fenceLine + (error.line ?? 0) : undefined,
          // A fence indented by n columns has up to n columns of indentation taken off each line.
          ...(fenceLine !== undefined && error.column !== undefined
            ? { column: (node.position?.start.column ?? 1) - 1 + error.column }
            : {}),
        });
      }
    }
  };
}
