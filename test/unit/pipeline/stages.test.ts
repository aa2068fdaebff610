import { describe, expect, it } from 'vitest';
import type { MarkdownProcessor } from '../../../src/node/content/processor.js';
import { markdown } from '../../../src/node/content/stages.js';
import { Graph } from '../../../src/node/graph/graph.js';
import { prepareProcessor } from '../../../src/node/pipeline/content.js';
import { inlineSourcesOf } from '../../../src/node/publish/headers.js';
import { inlineSources } from '../../../src/node/publish/stages.js';
import { testRunner } from '../../helpers/runner.js';

describe('the inline-sources stage', () => {
  it('hashes the inline scripts and styles of a page rendered as UTF-8 bytes', async () => {
    const html = '<!doctype html><style>p{color:red}</style><script>ação()</script><p>→</p>';
    const page = { route: '/', output: { file: 'index.html', contents: Buffer.from(html) } };
    const found = await testRunner().get(inlineSources, page);
    expect(found).toEqual(inlineSourcesOf(html));
    expect(found.scripts).toHaveLength(1);
    expect(found.styles).toHaveLength(1);
  });
});

describe('prepareProcessor', () => {
  const withCode = '# Page\n\n```bash\ncurl x\n```\n\n~~~mermaid\nflowchart LR\n  A --> B\n~~~\n';
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
    await prepareProcessor(testRunner({ processor }), [withCode, 'Sem código.\n']);
    expect(asked).toEqual([['bash', 'mermaid']]);
  });

  it('tells it nothing without fences, or when the graph holds transformed pages', async () => {
    const { asked, processor } = recording();
    await prepareProcessor(testRunner({ processor }), ['Sem código.\n']);
    const graph = Graph.open('/nenhum', { persist: false });
    const warm = testRunner({ processor, graph });
    await warm.get({ name: markdown.name, run: () => 'kept' }, 'kept');
    await prepareProcessor(testRunner({ processor, graph }), [withCode]);
    expect(asked).toEqual([]);
  });
});
