/**
 * The helpers a command starts and that would outlive it: esbuild's service process, Pagefind's,
 * worker threads. Each says how to stop it when it starts; the CLI stops them all before a command
 * returns, so no process of docgen's is left for init to reap.
 */
const stoppers = new Set<() => unknown>();

export function onStop(stop: () => unknown): void {
  stoppers.add(stop);
}

/** Requests a service is still answering, each settled (see serviceWork). */
const answering = new Set<Promise<void>>();
/** The longest stopping waits for them. */
const ANSWER_WAIT_MS = 10_000;

/**
 * Runs work that talks to a service: stopping the services lets it finish first. Closed under a
 * reply, Pagefind's process panics and prints a Rust backtrace on the reader's terminal: a build
 * that failed (a broken link with `onBrokenLinks: 'throw'`) stopped it in the middle of indexing.
 */
export function serviceWork<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  answering.add(settled);
  void settled.then(() => answering.delete(settled));
  return running;
}

/**
 * Stops every started service (each at most once), once the requests they are answering are done
 * (or ANSWER_WAIT_MS has passed); a service that fails to stop is skipped.
 */
export async function stopServices(): Promise<void> {
  if (answering.size > 0) {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((done) => {
      timer = setTimeout(done, ANSWER_WAIT_MS);
    });
    await Promise.race([Promise.all(answering), waited]);
    clearTimeout(timer);
  }
  const all = [...stoppers];
  stoppers.clear();
  await Promise.allSettled(all.map(async (stop) => stop()));
}

/** Stops esbuild's service process: one function, so that every load registers it once. */
const stopEsbuild = async () => (await import('esbuild')).stop();

/** esbuild, whose first call starts its service process. */
export async function loadEsbuild(): Promise<typeof import('esbuild')> {
  const esbuild = await import('esbuild');
  onStop(stopEsbuild);
  return esbuild;
}

/** Pagefind, whose first index starts its service process. */
export async function loadPagefind(): Promise<typeof import('pagefind')> {
  const pagefind = await import('pagefind');
  onStop(() => pagefind.close());
  return pagefind;
}
