/**
 * Under test (`DOCGEN_FREEZE=1`, which vitest sets), every stage input and result is deep-frozen,
 * so that code changing a value a key was computed from fails at once instead of leaving a cache
 * that no longer matches its key. Not in normal runs: freezing costs a walk of every value.
 */
export const freezing = process.env.DOCGEN_FREEZE === '1';

/** Freezes a value and everything it holds (bytes excepted: a typed array cannot be frozen). */
export function deepFreeze(value: unknown): void {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) continue;
    seen.add(item);
    // A frozen object was frozen whole by an earlier call.
    if (Object.isFrozen(item)) continue;
    Object.freeze(item);
    if (item instanceof Map) for (const [k, v] of item) stack.push(k, v);
    else if (item instanceof Set) for (const v of item) stack.push(v);
    else for (const key of Object.keys(item)) stack.push((item as Record<string, unknown>)[key]);
  }
}
