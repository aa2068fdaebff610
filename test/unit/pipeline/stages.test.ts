import { describe, expect, it } from 'vitest';
import type { MarkdownProcessor } from '../../../src/node/content/processor.js';
import { Memo } from '../../../src/node/pipeline/memo.js';
import { inlineSources, markdown, prepareMarkdown } from '../../../src/node/pipeline/stages.js';
import { inlineSourcesOf } from '../../../src/node/publish/headers.js';
import type { SourcePage } from '../../../src/node/types.js';

describe('the inline-sources stage', () => {
  it('hashes the inline scripts and styles of a page rendered as UTF-8 bytes', async () => {
    const html = '<!doctype html><style>p{color:red}</style><script>ação()</script><p>→</p>';
    const page = { route: '/', output: { file: 'index.html', contents: Buffer.from(html) } };
    const found = await inlineSources.run(page);
    expect(found).toEqual(inlineSourcesOf(html));
    expect(found.scripts).toHaveLength(1);
    expect(found.styles).toHaveLength(1);
  });
});

describe('prepareMarkdown', () => {
  const page = (body: string): SourcePage => ({
    file: '/site/content/page.md',
    relPath: 'page.md',
    kind: 'doc',
    id: 'page',
    frontMatter: {},
    body,
  });
  const withCode = page(
    '# Page\n\n```bash\ncurl x\n```\n\n~~~mermaid\nflowchart LR\n  A --> B\n~~~\n',
  );
  const recording = () => {
    const asked: string[][] = [];
    const processor: MarkdownProcessor = {
      process: async (file) => file,
      prepare: (langs) => void asked.push([...langs]),
    };
    return { asked, processor };
  };

  it("tells a cold build's processor the pages' fence languages", async () => {
    const { asked, processor } = recording();
    await prepareMarkdown(new Memo({ salt: 't' }), processor, [withCode, page('Sem código.\n')]);
    expect(asked).toEqual([['bash', 'mermaid']]);
  });

  it('tells it nothing without fences, or when the memo holds transformed pages', async () => {
    const { asked, processor } = recording();
    await prepareMarkdown(new Memo({ salt: 't' }), processor, [page('Sem código.\n')]);
    const warm = new Memo({ salt: 't' });
    await warm.run({ name: markdown.name, key: () => ['kept'], run: () => 'kept' }, undefined);
    await prepareMarkdown(warm, processor, [withCode]);
    expect(asked).toEqual([]);
  });
});
