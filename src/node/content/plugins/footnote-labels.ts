import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { fill } from '../../../shared/i18n/message.js';
import { frameStrings } from './strings.js';
import { visit } from './visit.js';

/**
 * remark-rehype's footnote options, fixed when the processor is built: the back link's label is
 * the reference's number alone (`1`, `1-2` for note 1's second reference), which
 * rehypeFootnoteLabels then words in the page's language.
 */
export const footnoteOptions = {
  footnoteBackLabel: (index: number, rereference: number) =>
    `${index + 1}${rereference > 1 ? `-${rereference}` : ''}`,
};

/**
 * The footnotes' heading ("Notas de rodapé", `frame.footnotes`) and each back link's label
 * ("Voltar à referência 1", `frame.footnoteBack`) in the page's language. Runs right after
 * remark-rehype, before sanitizing prefixes the heading's id.
 */
export default function rehypeFootnoteLabels() {
  return (tree: Root, file: VFile) => {
    // remark-rehype puts every footnote in one section, the tree's last child: no other walk.
    const section = tree.children.at(-1);
    if (section?.type !== 'element' || section.properties.dataFootnotes === undefined) return;
    const { footnotes, footnoteBack } = frameStrings(file);
    visit(section, 'element', (node: Element) => {
      if (node.tagName === 'h2' && node.properties.id === 'footnote-label') {
        node.children = [{ type: 'text', value: footnotes }];
      } else if (node.tagName === 'a' && node.properties.dataFootnoteBackref !== undefined) {
        node.properties.ariaLabel = fill(footnoteBack, {
          reference: String(node.properties.ariaLabel),
        });
      }
    });
  };
}
