import type { Root } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeRawHtml from '../../../src/node/content/plugins/raw-html.js';

const paragraph = (children: Root['children']): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: children as never }],
});

describe('rehypeRawHtml', () => {
  it('parses the raw HTML of a page into elements', () => {
    const tree = paragraph([
      { type: 'text', value: 'a ' },
      { type: 'raw', value: '<b onclick="x()">negrito</b>' },
    ]);
    const out = rehypeRawHtml()(tree, new VFile());
    expect(out.children[0]).toMatchObject({
      tagName: 'p',
      children: [
        { type: 'text', value: 'a ' },
        { type: 'element', tagName: 'b', properties: { onClick: 'x()' } },
      ],
    });
  });

  it('leaves a page without raw HTML as it is, without parsing it again', () => {
    const tree = paragraph([{ type: 'text', value: 'só texto' }]);
    expect(rehypeRawHtml()(tree, new VFile())).toBe(tree);
  });
});
