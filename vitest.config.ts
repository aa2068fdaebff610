import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const all = ['test/**/*.test.ts'];
const exclude = ['test/artifacts/**', 'test/fixtures/**', '**/node_modules/**'];

/**
 * The unit tests that share their worker's modules: most of a unit test file's time was importing
 * docgen and its dependencies again in a fresh module graph (64 of 87 s for test/unit). A file
 * that mocks a module (`vi.mock`) needs a graph of its own, and keeps it.
 */
const unit = path.join(import.meta.dirname, 'test/unit');
const shared = readdirSync(unit, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => !/\bvi\.(do)?mock\(/.test(readFileSync(path.join(unit, name), 'utf8')))
  .map((name) => path.posix.join('test/unit', name.split(path.sep).join('/')));

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser and CLI tests start processes; two cores run two files at a time.
    maxWorkers: 2,
    // Every stage input and result is deep-frozen (graph/freeze.ts), in the tests and in the CLI
    // they start: code that changes a value a key was computed from fails.
    env: { DOCGEN_FREEZE: '1' },
    reporters: ['default', './test/reporters/summary.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: shared, exclude, isolate: false } },
      // Browser, CLI and property tests, and unit tests that mock: each file in a fresh graph.
      { extends: true, test: { name: 'isolated', include: all, exclude: [...exclude, ...shared] } },
    ],
  },
});
