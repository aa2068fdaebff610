import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { UiStrings } from '../../../shared/i18n/catalogue.js';
import { frameStrings } from './strings.js';
import { visit } from './visit.js';

type Kind = keyof UiStrings['frame']['admonition'];

/**
 * The kinds of admonition, whose default titles are `frame.admonition.<kind>` (`caution` is
 * Docusaurus's name for a warning).
 */
export const admonitionKinds: readonly Kind[] = [
  'note',
  'tip',
  'info',
  'warning',
  'caution',
  'danger',
];
const isKind = (kind: unknown): kind is Kind =>
  typeof kind === 'string' && (admonitionKinds as readonly string[]).includes(kind);

/**
 * `:::tip[Título]` (marked by the directives plugin) → `<aside role="note">` with a visible title.
 */
export default function rehypeAdmonitions() {
  return (tree: Root, file: VFile) => {
    const titles = frameStrings(file).admonition;
    visit(tree, 'element', (node: Element) => {
      const kind = node.properties.dataDirective;
      if (node.tagName !== 'div' || !isKind(kind)) return;
      const title =
        typeof node.properties.dataDirectiveTitle === 'string'
          ? node.properties.dataDirectiveTitle
          : titles[kind];
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
