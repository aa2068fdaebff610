import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/artifacts/**', 'test/fixtures/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser and CLI tests start processes; two cores run two files at a time.
    maxWorkers: 2,
    reporters: ['default', './test/reporters/summary.ts'],
  },
});
