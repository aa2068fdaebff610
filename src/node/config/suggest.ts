/**
 * "Did you mean": the one of `candidates` nearest to a misspelt word, if one is near enough (as
 * TypeScript's spelling suggestions: within a third of the word's length in edits, a letter's
 * case counting for nothing; a word of one or two letters only by its case).
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const folded = word.toLowerCase();
  const limit = word.length < 3 ? 0 : Math.max(1, Math.floor(word.length * 0.34));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(folded, candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b` (Damerau-Levenshtein). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  return rows[a.length]![b.length]!;
}
