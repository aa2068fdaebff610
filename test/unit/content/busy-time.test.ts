import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { measure, timed, timedParser } from '../../../src/node/content/busy-time.js';

/** A compiler for these tests: the page's text is not what they look at. */
function remarkStringify(this: Processor) {
  this.compiler = () => '';
}

const busyWait = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe("a page's own time in the processor", () => {
  it('measure adds what the work took to the page', () => {
    const file = new VFile();
    expect(
      measure(file, () => {
        busyWait(5);
        return 'done';
      }),
    ).toBe('done');
    measure(file, () => busyWait(5));
    expect(file.data.busyMs).toBeGreaterThanOrEqual(10);
    expect(file.data.busyMs).toBeLessThan(100);
  });

  it("counts the parser and each plugin's work, not what a plugin waits for", async () => {
    const working = () => () => busyWait(20);
    const waiting = () => async () => new Promise<void>((resolve) => setTimeout(resolve, 150));
    const processor = unified()
      .use(remarkParse)
      .use(timedParser)
      .use(timed(working))
      .use(timed(waiting))
      .use(remarkStringify);
    const file = new VFile({ value: '# Título\n\nTexto.\n' });
    const start = performance.now();
    await processor.process(file);
    expect(performance.now() - start).toBeGreaterThanOrEqual(150);
    expect(file.data.busyMs).toBeGreaterThanOrEqual(20);
    expect(file.data.busyMs).toBeLessThan(140);
  });

  it(
    'leaves a transformer that takes a callback ' + 'as it is (unified waits for its call)',
    async () => {
      const withCallback =
        () => (tree: Root, file: VFile, next: (error?: Error, tree?: Root) => void) => {
          setTimeout(() => {
            file.message('passou pelo callback');
            next(undefined, tree);
          }, 5);
        };
      const file = new VFile({ value: 'Texto.\n' });
      await unified().use(remarkParse).use(timed(withCallback)).use(remarkStringify).process(file);
      expect(file.messages.map((m) => m.reason)).toEqual(['passou pelo callback']);
    },
  );
});
