import { expect } from 'vitest';
import type { CliResult } from './cli.js';

/** One bad input: how to break a built site, and what the failing build must say about it. */
export interface BrokenInputCase {
  name: string;
  breakIt: (dir: string) => void;
  expected: RegExp[];
  args?: string[];
}

/** A user error: exit 1, every expected message, and no bare stack trace. */
export function expectCleanFailure(result: CliResult, expected: readonly RegExp[]): void {
  expect(result.code, result.stderr).toBe(1);
  for (const pattern of expected) expect(result.stderr).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
}
