import { describe, expect, it } from 'vitest';
import { flatString } from '../../../src/node/util/flat-string.js';
import { isRope } from './heap-snapshot.js';

const pieces = () => {
  let text = '';
  for (let i = 0; i < 2000; i++) text += `<p id="p${i}">parágrafo ${i} →</p>`;
  return text;
};

describe('flat strings', () => {
  it('tells a rope from a flat string (the check below can fail)', async () => {
    expect(await isRope(pieces())).toBe(true);
    expect(await isRope(flatString(pieces()))).toBe(false);
  });

  it('keeps the text as it was', () => {
    expect(flatString(pieces())).toBe(pieces());
  });
});
