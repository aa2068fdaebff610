/** Edits (insert, delete, replace one character) that turn `a` into `b`, case aside. */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[y.length]!;
}

/**
 * The candidate nearest to a mistyped name, for a "did you mean": within a third of its length in
 * edits (at least one), else none.
 */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(name, candidate);
    if (edits <= Math.max(1, Math.floor(name.length / 3)) && (!best || edits < best.edits))
      best = { candidate, edits };
  }
  return best?.candidate;
}
