import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineSourcesOf } from '../../../src/node/publish/headers.js';
import { collectHrefs, collectIds } from '../../../src/node/site/link-check.js';

/** Pieces of HTML with characters of one to four UTF-8 bytes, U+00A0 and U+0085 among them. */
const pieces = [
  '<h2 id="ação">',
  '<a href="/docs/introdução/#seção">',
  '<a class="x" href="#à">',
  'à id="não-é-atributo"',
  'àid="colado"',
  '<scriptà src="/c.js">y</script>',
  '<script type="module" àsrc="x">y</script>',
  '\u00a0id="nbsp"',
  '<div\u00a0id="nbsp-attr">',
  ' id="a&amp;b"',
  '<script>ação()</script>',
  '<script type="module">é→😀</script>',
  '<script src="/a.js"></script>',
  '<script à src="/b.js">x</script>',
  '<script type="application/ld+json">{"a":"ç"}</script>',
  '<style>p::after{content:"→"}</style>',
  '<p>texto → 😀 \u0085 ǅ</p>',
  '</a>',
  '"',
  '>',
];
const pages = fc
  .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ unit: 'binary', maxLength: 6 })), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

describe('pages read as bytes', () => {
  it('give the ids, hrefs and inline sources their text gives', () => {
    fc.assert(
      fc.property(pages, (html) => {
        const bytes = new Uint8Array(Buffer.from(html, 'utf8'));
        // What the bytes are the UTF-8 of (a lone surrogate is written as U+FFFD).
        const text = Buffer.from(bytes).toString('utf8');
        expect(collectIds(bytes)).toEqual(collectIds(text));
        expect(collectHrefs(bytes)).toEqual(collectHrefs(text));
        expect(inlineSourcesOf(bytes)).toEqual(inlineSourcesOf(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('take HTML whitespace only before an attribute, as browsers do', () => {
    expect(collectIds('<div\u00a0id="a"></div><p id="b"></p>')).toEqual(new Set(['b']));
    expect(collectIds(new Uint8Array(Buffer.from('<p>àid="x"</p>')))).toEqual(new Set());
  });
});
