import type { Node } from 'unist';
import type { Processor, Transformer } from 'unified';
import type { VFile } from 'vfile';

/*
 * A page's time in the Markdown processor, counted as the work it costs this thread: the build
 * transforms pages concurrently, so that what they wait for (shiki's start-up, a diagram drawn in
 * its worker, an image read) overlaps other pages' work, and a page's elapsed time would include
 * theirs. The parser, each plugin's synchronous part and the compiler are timed here; a plugin that
 * works after an await times that work with `measure`.
 */

/** What a two-parameter transformer is given for the callback it does not take. */
const noCallback = () => undefined;

/** Runs `work` and adds its duration to the page's time. */
export function measure<T>(file: VFile, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    file.data.busyMs = (file.data.busyMs ?? 0) + performance.now() - start;
  }
}

/** The plugin, with the synchronous part of its transformer timed. */
export function timed<Options extends unknown[], In extends Node, Out extends Node>(
  plugin: (this: Processor, ...options: Options) => Transformer<In, Out> | undefined,
) {
  return function (this: Processor, ...options: Options): Transformer<In, Out> | undefined {
    const transformer = plugin.apply(this, options);
    // unified passes a callback to, and waits for it from, a transformer that declares three
    // parameters: such a one is left as it is.
    if (!transformer || transformer.length > 2) return transformer || undefined;
    return (tree: In, file: VFile) => measure(file, () => transformer(tree, file, noCallback));
  };
}

/** Times the parser that a plugin used before this one set (remark-parse's). */
export function timedParser(this: Processor): void {
  const parse = this.parser;
  if (parse) this.parser = (document, file) => measure(file, () => parse(document, file));
}

/** Times the compiler that a plugin used before this one set (rehype-stringify's). */
export function timedCompiler(this: Processor): void {
  const compile = this.compiler;
  if (compile) this.compiler = (tree, file) => measure(file, () => compile(tree, file));
}
