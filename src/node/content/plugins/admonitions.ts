import type { Element, Root } from 'hast';
import { visit } from './visit.js';

/**
 * Kinds of admonition with their pt-BR default titles (`caution` is Docusaurus's name for a
 * warning).
 */
export const admonitionTitles: Record<string, string> = {
  note: 'Nota',
  tip: 'Dica',
  info: 'Informação',
  warning: 'Atenção',
  caution: 'Atenção',
  danger: 'Perigo',
};

/**
 * `:::tip[Título]` (marked by the directives plugin) → `<aside role="note">` with a visible title.
 */
export default function rehypeAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const kind = node.properties.dataDirective;
      if (node.tagName !== 'div' || typeof kind !== 'string' || !(kind in admonitionTitles)) return;
      const title =
        typeof node.properties.dataDirectiveTitle === 'string'
          ? node.properties.dataDirectiveTitle
          : admonitionTitles[kind]!;
      const type = kind === 'caution' ? 'warning' : kind;
      node.tagName = 'aside';
      node.properties = {
        className: ['admonition', `admonition--${type}`],
        role: 'note',
        ariaLabel: title,
      };
      node.children = [
        {
          type: 'element',
          tagName: 'p',
          properties: { className: ['admonition__title'] },
          children: [{ type: 'text', value: title }],
        },
        {
          type: 'element',
          tagName: 'div',
          properties: { className: ['admonition__content'] },
          children: node.children,
        },
      ];
    });
  };
}
