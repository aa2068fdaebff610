import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/artifacts/**', 'test/fixtures/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser and CLI tests start processes; two cores run two files at a time.
    maxWorkers: 2,
    // Every stage input and result is deep-frozen (graph/freeze.ts), in the tests and in the CLI
    // they start: code that changes a value a key was computed from fails.
    env: { DOCGEN_FREEZE: '1' },
    reporters: ['default', './test/reporters/summary.ts'],
  },
});
