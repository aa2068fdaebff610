/**
 * Resolves on the first Ctrl+C (SIGINT) or SIGTERM, so a command can close its servers and end with
 * code 0.
 */
export function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
