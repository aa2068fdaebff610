import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLazyHighlighter, loadHighlighter } from '../../../src/node/content/highlighter.js';

// The worker as docgen runs it: compiled by `npm run compile` (which `npm test` runs first).
const compiled = new URL('../../../lib/highlight-worker.js', import.meta.url);

describe('the highlight worker', () => {
  it('is compiled to lib/highlight-worker.js', () => {
    expect(existsSync(fileURLToPath(compiled))).toBe(true);
  });

  it('highlights in its worker what shiki on this thread does, block by block', async () => {
    const blocks = [
      { code: 'curl -s https://api.exemplo.com/v1/me', lang: 'bash' },
      { code: '{"envelope": "env_1", "status": "draft"}', lang: 'json' },
      { code: 'texto sem linguagem', lang: undefined },
    ];
    const highlighter = createLazyHighlighter(compiled);
    const here = await loadHighlighter();
    const inWorker = await Promise.all(blocks.map((block) => highlighter.highlight(block)));
    expect(inWorker).toEqual(blocks.map(({ code, lang }) => here.highlight(code, lang)));
    expect(JSON.stringify(inWorker[0])).toContain('tok-');
  });

  it('falls back to this thread when the worker is missing', async () => {
    const missing = new URL('../../../lib/nao-existe.js', import.meta.url);
    const pre = await createLazyHighlighter(missing).highlight({ code: 'echo oi', lang: 'sh' });
    expect(pre.tagName).toBe('pre');
  });
});
