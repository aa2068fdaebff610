import type { Element, ElementContent, Root } from 'hast';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import { attr } from '../../../shared/attributes.js';
import { fill } from '../../../shared/i18n/message.js';
import { frameStrings } from './strings.js';

const isDirective = (node: ElementContent, name: string): node is Element =>
  node.type === 'element' && node.tagName === 'div' && node.properties.dataDirective === name;

/**
 * `::::tabs` with `:::tab[Rótulo]` children → every panel in the HTML, each with its label, one
 * after another. The client script turns the group into an ARIA tablist; without JS all panels stay
 * visible. Groups sharing a `groupId` (or the same labels) switch together across the site.
 */
export default function rehypeTabs() {
  return (tree: Root, file: VFile) => {
    const { tab: unlabelled } = frameStrings(file);
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'div') return;
      if (node.properties.dataDirective === 'tab') {
        // A tab outside a tabs group is just its content.
        node.properties = {};
        return;
      }
      if (node.properties.dataDirective !== 'tabs') return;
      const tabs = node.children.filter((c) => isDirective(c, 'tab'));
      const labels = tabs.map((tab, i) =>
        typeof tab.properties.dataDirectiveTitle === 'string'
          ? tab.properties.dataDirectiveTitle
          : fill(unlabelled, { number: i + 1 }),
      );
      const group =
        typeof node.properties.dataDirectiveGroup === 'string'
          ? node.properties.dataDirectiveGroup
          : labels.join('|');
      node.properties = { className: ['tabs'], [attr.tabs]: group };
      node.children = tabs.map((tab, i) => ({
        type: 'element',
        tagName: 'div',
        properties: { className: ['tabs__panel'], [attr.tabLabel]: labels[i]! },
        children: [
          {
            type: 'element',
            tagName: 'p',
            properties: { className: ['tabs__label'] },
            children: [{ type: 'text', value: labels[i]! }],
          },
          ...tab.children,
        ],
      }));
    });
  };
}
