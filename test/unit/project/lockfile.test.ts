import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/cli.js';

/**
 * `npm ci` refuses a lock file that lacks any optional dependency a package declares, even for
 * other platforms. This registry mirror may not serve every platform build of a new release, and
 * then `npm install` silently leaves them out of the lock: this test catches that before CI does.
 */
describe('package-lock.json', () => {
  it('lists every optional (platform) dependency of every locked package', () => {
    const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter(
          (dep) =>
            !lock.packages[`${key ? key + '/' : ''}node_modules/${dep}`] &&
            !lock.packages[`node_modules/${dep}`],
        )
        .map((dep) => `${key || '(root)'} → ${dep}`),
    );
    expect(missing).toEqual([]);
  });
});
