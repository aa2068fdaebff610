import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (it runs with node alone), without types.
import { stringsReference, target } from '../../../scripts/strings-reference.mjs';
import { uiKeys } from '../../../src/shared/i18n/catalogue.js';

describe('docs/idiomas.md, the list of docgen’s strings', () => {
  it('is the one the script generates now (run `node scripts/strings-reference.mjs`)', async () => {
    expect(readFileSync(target, 'utf8')).toBe(await stringsReference());
  });

  it('names every key of the catalogue', () => {
    const text = readFileSync(target, 'utf8');
    for (const key of uiKeys()) expect(text, key).toContain(`| \`${key}\` |`);
  });
});
