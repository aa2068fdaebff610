/** How much one page of a split reference may hold. */
export interface PartLimits {
  /** Weight (bytes of HTML, see api-weight.ts) of the operations on one page, at most. */
  budget: number;
  /** Operations on one page, at most. */
  count: number;
}

/** Items in order, a new part whenever the next would pass `cap` or the count limit. */
function greedy<T>(items: T[], weights: number[], cap: number, count: number): T[][] {
  const parts: T[][] = [];
  let part: T[] = [];
  let weight = 0;
  items.forEach((item, i) => {
    const w = weights[i]!;
    if (part.length > 0 && (weight + w > cap || part.length >= count)) {
      parts.push(part);
      part = [];
      weight = 0;
    }
    part.push(item);
    weight += w;
  });
  if (part.length > 0) parts.push(part);
  return parts;
}

/** The smallest value in [low, high] that `ok` accepts; `ok(high)` holds. */
function smallest(low: number, high: number, ok: (value: number) => boolean): number {
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (ok(mid)) high = mid;
    else low = mid + 1;
  }
  return high;
}

/**
 * A run of items none of which is over the budget, in as few parts as the limits allow, made as
 * even as they can be in what cut them: the smallest count, then the smallest weight cap, that
 * need no more parts when the count limit did; the other way round when the weight did.
 */
function balanced<T>(items: T[], weights: number[], limits: PartLimits): T[][] {
  const fewest = greedy(items, weights, limits.budget, limits.count).length;
  if (fewest <= 1) return [items];
  const fits = (cap: number, count: number) => greedy(items, weights, cap, count).length <= fewest;
  const total = weights.reduce((a, b) => a + b, 0);
  const heaviest = weights.reduce((a, b) => Math.max(a, b), 0);
  const lowCap = Math.max(heaviest, Math.ceil(total / fewest));
  const lowCount = Math.ceil(items.length / fewest);
  if (Math.ceil(items.length / limits.count) >= fewest) {
    const count = smallest(lowCount, limits.count, (n) => fits(limits.budget, n));
    return greedy(
      items,
      weights,
      smallest(lowCap, limits.budget, (c) => fits(c, count)),
      count,
    );
  }
  const cap = smallest(lowCap, limits.budget, (c) => fits(c, limits.count));
  return greedy(
    items,
    weights,
    cap,
    smallest(lowCount, limits.count, (n) => fits(cap, n)),
  );
}

/**
 * Cuts a list into consecutive parts, in order, each under the budget and the count: as few as
 * those allow, and even. An item heavier than the budget alone gets a part of its own.
 */
export function packParts<T>(items: T[], weigh: (item: T) => number, limits: PartLimits): T[][] {
  const weights = items.map(weigh);
  const parts: T[][] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start)
      parts.push(...balanced(items.slice(start, end), weights.slice(start, end), limits));
  };
  weights.forEach((w, i) => {
    if (w <= limits.budget) return;
    flush(i);
    parts.push([items[i]!]);
    start = i + 1;
  });
  flush(items.length);
  return parts.length > 0 ? parts : [[]];
}
