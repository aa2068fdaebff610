import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (it runs before anything is compiled), without types.
import { target, validatorSource } from '../../../scripts/config-validator.mjs';

describe('the generated config validator', () => {
  it(
    'is the one Ajv compiles from definition.ts now ' + '(run `npm run compile` after editing it)',
    async () => {
      expect(readFileSync(target as string, 'utf8')).toBe(
        await (validatorSource as () => Promise<string>)(),
      );
    },
  );
});
