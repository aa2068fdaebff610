import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import {
  createHighlighter,
  loadHighlighter,
  type CodeHighlighter,
} from '../../../src/node/content/highlighter.js';
import rehypeCodeBlocks, {
  rehypeCodeBlocksStart,
} from '../../../src/node/content/plugins/code-blocks.js';

// The worker as docgen runs it: compiled by `npm run compile` (which `npm test` runs first).
const compiled = new URL('../../../lib/highlight-worker.js', import.meta.url);
const http = 'POST /v1/envelopes HTTP/1.1\nContent-Type: application/json\n\n{"name": "Contrato"}';
const js = 'const envelope = await api.create({ name: "Contrato" });';

describe('the highlighter worker', () => {
  it('is compiled to lib/highlight-worker.js', () => {
    expect(existsSync(fileURLToPath(compiled))).toBe(true);
  });

  it('highlights in its worker the same markup as shiki on this thread', async () => {
    const highlighter = createHighlighter(compiled);
    const here = await loadHighlighter();
    const [a, b, c] = await Promise.all([
      highlighter.highlight(http, 'http'),
      highlighter.highlight(js, 'js'),
      highlighter.highlight('texto', 'desconhecida'),
    ]);
    expect(a).toEqual(here.highlight(http, 'http'));
    expect(b).toEqual(here.highlight(js, 'js'));
    expect(toHtml(b)).toContain('tok-');
    expect(c).toEqual(here.highlight('texto', 'desconhecida'));
  });
});

/** A `<pre><code class="language-…">` block, as remark-rehype makes it. */
const block = (lang: string, code: string): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: { className: [`language-${lang}`] },
      children: [{ type: 'text', value: `${code}\n` }],
    },
  ],
});

/** A highlighter that records what it is asked and answers with a marked `<pre>`. */
function recording() {
  const asked: string[] = [];
  const highlighter: CodeHighlighter = {
    languageOf: (lang) => lang,
    highlight: async (code, lang) => {
      asked.push(`${lang}:${code}`);
      return {
        type: 'element',
        tagName: 'pre',
        properties: { dataAsked: String(asked.length) },
        children: [{ type: 'text', value: code }],
      };
    },
  };
  return { asked, highlighter };
}

const tree = (): Root => ({
  type: 'root',
  children: [block('http', 'GET /a'), block('bash', 'echo 1'), block('http', 'GET /a')],
});

describe('a code block highlighted from the start of the page', () => {
  it('is asked for once, as the page is parsed, and placed where the block was', async () => {
    const { asked, highlighter } = recording();
    const start = rehypeCodeBlocksStart({ highlighter });
    const finish = rehypeCodeBlocks({ highlighter });
    const file = new VFile();
    const root = tree();
    start(root, file);
    // Asked before the last plugin runs: every block, in order, the same code twice included.
    expect(asked).toEqual(['http:GET /a', 'bash:echo 1', 'http:GET /a']);
    await finish(root, file);
    expect(asked).toHaveLength(3);
    const pres = root.children.map((c) => (c as Element).children.at(-1) as Element);
    expect(pres.map((p) => p.properties.dataAsked)).toEqual(['1', '2', '3']);
    expect(file.data.highlighting).toBeUndefined();
  });

  it('is asked for at the end without the start plugin, or if made or changed since', async () => {
    const { asked, highlighter } = recording();
    const file = new VFile();
    const root = tree();
    rehypeCodeBlocksStart({ highlighter })(root, file);
    // Plugins in between replace the second block with a new one, and change the third's text.
    root.children[1] = block('bash', 'echo 2');
    const third = (root.children[2] as Element).children[0] as Element;
    third.children = [{ type: 'text', value: 'GET /b\n' }];
    await rehypeCodeBlocks({ highlighter })(root, file);
    expect(asked).toEqual([
      'http:GET /a',
      'bash:echo 1',
      'http:GET /a',
      'bash:echo 2',
      'http:GET /b',
    ]);
    const pres = root.children.map((c) => (c as Element).children.at(-1) as Element);
    expect(pres.map((p) => p.properties.dataAsked)).toEqual(['1', '4', '5']);
    const alone = recording();
    await rehypeCodeBlocks({ highlighter: alone.highlighter })(tree(), new VFile());
    expect(alone.asked).toEqual(['http:GET /a', 'bash:echo 1', 'http:GET /a']);
  });

  it('renders the same page through the processor with the worker as without', async () => {
    const page = '# T\n\n```http\nGET /v1/envelopes HTTP/1.1\n```\n\n```js\nconst a = 1;\n```\n';
    const { createMarkdownProcessor } = await import('../../../src/node/content/processor.js');
    const { highlighterHere } = await import('../../../src/node/content/highlighter.js');
    const html = async (highlighter: CodeHighlighter) => {
      const file = new VFile({ path: '/site/content/docs/p.md', value: page });
      file.data.linkContext = { relPath: 'docs/p.md', routeOf: () => undefined, baseUrl: '/' };
      file.data.tocLevels = { min: 2, max: 3 };
      return String(await createMarkdownProcessor({ highlighter }).process(file));
    };
    const inWorker = await html(createHighlighter(compiled));
    expect(inWorker).toBe(await html(highlighterHere()));
    expect(inWorker).toContain('tok-');
  });
});
