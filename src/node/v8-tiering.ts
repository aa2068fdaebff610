import v8 from 'node:v8';

/**
 * V8's budget of bytecode a function runs before it is weighed for its optimising compiler
 * (TurboFan), as a multiple of V8's default (`--interrupt-budget=67584` in Node 20): eight times.
 */
export const INTERRUPT_BUDGET = 8 * 67_584;

/**
 * Makes V8 optimise a function only once it has run about eight times as long as by default. The
 * default suits a server, which runs for days; a build runs most of its code a few hundred times
 * and is over in seconds, so much of what V8 optimised was compiled for nothing, on the other
 * core that the workers and Pagefind need. Measured on a 2-core machine (whole process, `docgen
 * build --no-cache`, medians): this site 2.30 → 2.05 s and 3.4 → 2.75 s of CPU; GitHub REST 7.3 →
 * 7.0 s, 7.9 → 6.8 s of CPU; Microsoft Graph 27.6 → 25.3 s. Hot loops are still optimised, later.
 *
 * The flag is process-wide (the workers share it), so only the CLI sets it, first thing: a program
 * that imports docgen keeps its own.
 */
export function optimiseLater(): void {
  v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
