import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import {
  incrementalParse,
  KEPT_PAGES,
  reparse,
} from '../../../src/node/content/incremental-parse.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const parse = (doc: string) => processor.parse(doc) as Root;

/** A page's previous parse, as the plugin keeps it. */
const parsed = (doc: string) => {
  const tree = parse(doc);
  return { doc, children: tree.children, end: tree.position!.end };
};

/** Blocks that end or continue one another in every way the parser knows. */
const blocks = [
  'Texto com *ênfase*, `código` e um [link](https://exemplo.com).',
  'Linha um\nlinha dois',
  'Título\n===',
  '# Título',
  '## Seção',
  '- a\n- b',
  '- a\n\n- b',
  '- item\n\n  parágrafo do item',
  '- item\n  ```js\n  aberto no item',
  '* estrela',
  '+ mais',
  '1. um\n2. dois',
  '2. começa em dois',
  '> citação\n> continua',
  '> citação\npreguiçosa',
  '```js\nconst a = 1;\n\nconst b = 2;\n```',
  '```\nbloco sem fim',
  '~~~\ntil\n~~~',
  '    código indentado',
  '\tcom tab',
  ':::note\nConteúdo\n\nMais\n:::',
  ':::tip[Título]\nx\n:::',
  ':::warning\nsem fim',
  ':::',
  '::folha[rótulo]{#id}',
  '<div>\nhtml\n</div>',
  '<!-- comentário\n\nainda -->',
  '<!-- sem fim',
  '<pre>\n\ncódigo\n</pre>',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '| só uma linha',
  'Texto\n| a |\n| - |',
  '***',
  '---',
  '___',
  'www.exemplo.com, contato@exemplo.com e https://x.y/z',
  'Nota[^1] sem definição',
  '[^1]: definição',
  '[ref]: https://exemplo.com',
  'Uso de [ref] e [ref][]',
  '![imagem](a.png)',
  '\\# escapado',
  'x',
  'Texto\n- lista que interrompe',
  '"Aspas" e (parênteses)',
  '_sublinhado_',
];
const separators = ['\n\n', '\n', '\n\n\n', '\r\n\r\n', '\n \n', '\n\t\n', '\r\r'];

const docs = fc
  .array(fc.tuple(fc.constantFrom(...blocks), fc.constantFrom(...separators)), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.map(([block, sep]) => block + sep).join(''));

/** An edit: at a fraction of the page, remove some characters and insert some text. */
const edits = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.nat(12),
  insert: fc.oneof(
    fc.constantFrom(...blocks),
    fc.constantFrom(...blocks).map((b) => `\n\n${b}\n\n`),
    fc.constantFrom('', 'a', ' ', '\n', '\n\n', '-', '`', ':::', 'é', '1.', ']:'),
  ),
});

/** Changes every node of a tree, as transforms do. */
function spoil(node: object): void {
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object') spoil(value);
    else (node as Record<string, unknown>)[key] = 0;
  }
}

const edited = (doc: string, edit: { at: number; remove: number; insert: string }) => {
  const at = Math.floor(edit.at * doc.length);
  return doc.slice(0, at) + edit.insert + doc.slice(at + edit.remove);
};

describe('incremental parsing', () => {
  it('gives the tree of a full parse, positions included, for any page and edit', () => {
    let reused = 0;
    let runs = 0;
    fc.assert(
      fc.property(docs, edits, (doc, edit) => {
        const next = edited(doc, edit);
        const tree = reparse(parsed(doc), next, parse);
        runs++;
        if (!tree) return;
        reused++;
        expect(tree).toStrictEqual(parse(next));
      }),
      { numRuns: 3000 },
    );
    // Not a test of the fallback alone: most edits keep some blocks.
    expect(reused / runs).toBeGreaterThan(0.3);
  });

  it('keeps the blocks before and after an edit in the middle of a page', () => {
    const doc = '# Um\n\nPrimeiro.\n\n## Dois\n\nSegundo.\n\n## Três\n\nTerceiro.\n';
    const next = doc.replace('Segundo.', 'Segundo, agora\nem duas linhas.');
    const parsedParts: string[] = [];
    const tree = reparse(parsed(doc), next, (text) => {
      parsedParts.push(text);
      return parse(text);
    });
    expect(parsedParts).toEqual(['Segundo, agora\nem duas linhas.\n\nx']);
    expect(tree).toStrictEqual(parse(next));
  });

  it('parses a page with a definition whole', () => {
    const doc = 'Um [ref].\n\nDois.\n\n[ref]: https://exemplo.com\n';
    expect(reparse(parsed(doc), doc.replace('Dois', 'Três'), parse)).toBeUndefined();
  });

  it('as a plugin, follows each page through a series of edits', () => {
    const incremental = unified()
      .use(remarkParse)
      .use(incrementalParse)
      .use(remarkGfm)
      .use(remarkDirective)
      .freeze();
    const dir = path.resolve('content/docs/guides');
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
    fc.assert(
      fc.property(
        fc.constantFrom(...pages.keys()),
        fc.array(edits, { minLength: 1, maxLength: 6 }),
        (page, steps) => {
          const file = `/site/page-${page}.md`;
          let doc = pages[page]!;
          incremental.parse(new VFile({ path: file, value: doc }));
          for (const step of steps) {
            doc = edited(doc, step);
            const tree = incremental.parse(new VFile({ path: file, value: doc }));
            expect(tree).toStrictEqual(parse(doc));
            // The plugins after the parser change the tree they are given: the kept one is apart.
            spoil(tree);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the previous parses of the most recently parsed pages only', () => {
    const parsedTexts: string[] = [];
    const counting = unified()
      .use(function (this: Processor) {
        this.parser = (doc: string) => {
          parsedTexts.push(doc);
          return parse(doc);
        };
      })
      .use(incrementalParse)
      .freeze();
    const page = (n: number) => `# Página ${n}\n\nPrimeiro parágrafo.\n\nSegundo.\n`;
    const edit = (n: number) => page(n).replace('Segundo.', 'Segundo, editado.');
    const parseAt = (n: number, text: string) =>
      counting.parse(new VFile({ path: `/site/${n}.md`, value: text }));
    for (let n = 0; n <= KEPT_PAGES; n++) parseAt(n, page(n));
    // The most recent ones are parsed again in part; the first one, no longer kept, whole.
    parsedTexts.length = 0;
    parseAt(KEPT_PAGES, edit(KEPT_PAGES));
    parseAt(0, edit(0));
    expect(parsedTexts).toEqual(['Segundo, editado.\n', edit(0)]);
  });
});
