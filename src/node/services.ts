/**
 * The helpers a command starts and that would outlive it: esbuild's service process, Pagefind's,
 * worker threads. Each says how to stop it when it starts; the CLI stops them all before a command
 * returns, so no process of docgen's is left for init to reap.
 */
const stoppers = new Set<() => unknown>();

export function onStop(stop: () => unknown): void {
  stoppers.add(stop);
}

/** Stops every started service (each at most once); a service that fails to stop is skipped. */
export async function stopServices(): Promise<void> {
  const all = [...stoppers];
  stoppers.clear();
  await Promise.allSettled(all.map(async (stop) => stop()));
}

/** esbuild, whose first call starts its service process. */
export async function loadEsbuild(): Promise<typeof import('esbuild')> {
  const esbuild = await import('esbuild');
  onStop(() => esbuild.stop());
  return esbuild;
}

/** Pagefind, whose first index starts its service process. */
export async function loadPagefind(): Promise<typeof import('pagefind')> {
  const pagefind = await import('pagefind');
  onStop(() => pagefind.close());
  return pagefind;
}
