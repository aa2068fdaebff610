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
