import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packParts } from '../../../src/node/site/api-parts.js';

/** Items named by their weight and place: `{ name: 'c', weight: 700 }`. */
const items = (weights: number[]) =>
  weights.map((weight, i) => ({ name: String.fromCharCode(97 + i), weight }));
const weightOf = (parts: { weight: number }[][]) =>
  parts.map((p) => p.reduce((n, x) => n + x.weight, 0));
const names = (parts: { name: string }[][]) => parts.map((p) => p.map((x) => x.name).join(''));

describe('packParts', () => {
  it('splits very different weights into parts under the budget, in order', () => {
    const list = items([100, 900, 50, 50, 600, 300, 20, 20, 20, 700]);
    const parts = packParts(list, (x) => x.weight, { budget: 1_000, count: 100 });
    expect(parts.flat()).toEqual(list);
    for (const w of weightOf(parts)) expect(w).toBeLessThanOrEqual(1_000);
    expect(names(parts)).toEqual(['ab', 'cdef', 'ghij']);
  });

  it('gives an operation over the budget a part of its own, and packs around it', () => {
    const list = items([200, 200, 5_000, 300, 300, 300]);
    const parts = packParts(list, (x) => x.weight, { budget: 1_000, count: 100 });
    expect(names(parts)).toEqual(['ab', 'c', 'def']);
  });

  it('makes the parts even rather than a full one and a remainder', () => {
    const parts = packParts(items(Array(10).fill(100)), (x) => x.weight, {
      budget: 800,
      count: 100,
    });
    expect(weightOf(parts)).toEqual([500, 500]);
  });

  it('keeps the count limit whatever the weights', () => {
    const parts = packParts(items(Array(7).fill(1)), (x) => x.weight, { budget: 1_000, count: 3 });
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
  });

  it('leaves a list under the budget whole, and an empty one as one empty part', () => {
    const list = items([300, 300, 300]);
    expect(packParts(list, (x) => x.weight, { budget: 1_000, count: 100 })).toEqual([list]);
    expect(packParts([], () => 1, { budget: 1_000, count: 100 })).toEqual([[]]);
  });

  it('always: order kept, parts within the limits (or one heavy item), no more than greedy', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3_000 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (weights, count) => {
          const list = items(weights);
          const limits = { budget: 1_000, count };
          const parts = packParts(list, (x) => x.weight, limits);
          expect(parts.flat()).toEqual(list);
          parts.forEach((part, i) => {
            const w = weightOf([part])[0]!;
            if (part.length > 1 || w <= limits.budget) {
              expect(w, `part ${i}`).toBeLessThanOrEqual(limits.budget);
              expect(part.length).toBeLessThanOrEqual(count);
            }
          });
          // As few parts as cutting greedily at the limits would make.
          let greedy = list.length > 0 ? 1 : 0;
          let [w, n] = [0, 0];
          for (const x of list) {
            if (n > 0 && (w + x.weight > limits.budget || n >= count))
              [greedy, w, n] = [greedy + 1, 0, 0];
            [w, n] = [w + x.weight, n + 1];
          }
          expect(parts.length).toBeLessThanOrEqual(Math.max(1, greedy));
        },
      ),
    );
  });
});
