import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VFile } from 'vfile';

const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('shiki/core', async (importOriginal) => {
  const original = await importOriginal<typeof import('shiki/core')>();
  return {
    ...original,
    createHighlighterCore: (...args: Parameters<typeof original.createHighlighterCore>) => {
      created.count++;
      return original.createHighlighterCore(...args);
    },
  };
});

const { createSiteProcessor } = await import('../../../src/node/content/processor.js');

const page = (n: number) =>
  new VFile({
    path: `/site/content/docs/p${n}.md`,
    value:
      `# Página ${n}\n\n\`\`\`bash\ncurl -s https://api.example.com/${n}\n` +
      `\`\`\`\n\n\`\`\`json\n{"n": ${n}}\n\`\`\`\n`,
  });

describe('shiki in a build', () => {
  beforeEach(() => {
    created.count = 0;
  });

  it(
    'is created once per build (processor), ' +
      'however many pages and blocks, even transformed concurrently',
    async () => {
      const processor = createSiteProcessor();
      const pages = await Promise.all([1, 2, 3, 4].map((n) => processor.process(page(n))));
      expect(pages.every((p) => String(p).includes('tok-'))).toBe(true);
      await processor.process(page(5));
      expect(created.count).toBe(1);
    },
  );

  it('is not created for pages without code', async () => {
    await createSiteProcessor().process(
      new VFile({ path: '/site/content/docs/x.md', value: '# Sem código\n\nTexto.\n' }),
    );
    expect(created.count).toBe(0);
  });
});
