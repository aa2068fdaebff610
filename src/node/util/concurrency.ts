/**
 * Runs at most `max` of the tasks it is given at a time, starting the others in the order given as
 * slots free up. The Markdown stage transforms pages concurrently so that their waits overlap; the
 * limit keeps a large site from holding every page's syntax tree in memory at once.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    // A finishing task hands its slot straight to the next one, so no newcomer can take it in
    // between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * A pause for the event loop, taken once `ms` have passed since the last one: a long run of
 * synchronous work (rendering a big site's pages, each a few tens of milliseconds) lets I/O through
 * meanwhile. Pagefind's process is fed through a pipe that holds 64 KB: without the pauses it
 * waited for the whole render before it could index (Microsoft Graph's search index took 34 s
 * instead of 17 s).
 */
export function eventLoopPauses(ms: number): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < ms) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
