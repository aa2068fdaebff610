import { describe, expect, it } from 'vitest';
import { inlineSources } from '../../../src/node/pipeline/stages.js';
import { inlineSourcesOf } from '../../../src/node/publish/headers.js';

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
