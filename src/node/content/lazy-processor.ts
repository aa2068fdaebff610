import type { VFile } from 'vfile';
import type { MarkdownProcessor } from './processor.js';

/**
 * The site's processor, loaded on the first page or description it is given. The unified toolchain
 * is about a hundred modules: a build whose pages all come from the cache never loads it.
 */
export function lazySiteProcessor(options: { incremental?: boolean } = {}): MarkdownProcessor {
  let loaded: Promise<MarkdownProcessor> | undefined;
  const load = () =>
    (loaded ??= import('./processor.js').then((m) => m.createSiteProcessor(options)));
  return {
    async process(file: VFile): Promise<VFile> {
      return (await load()).process(file);
    },
    async drawDiagram(source: string): Promise<string> {
      const processor = await load();
      if (!processor.drawDiagram) throw new Error('this processor draws no diagrams');
      return processor.drawDiagram(source);
    },
    prepare(langs) {
      // A processor that fails to load fails the first page's `process`, which reports it.
      load().then(
        (processor) => processor.prepare?.(langs),
        () => undefined,
      );
    },
  };
}
