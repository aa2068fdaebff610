// Summary statistics for repeated measurements: the median is the figure, min and max show the
// spread.
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** { median, min, max, runs } of a non-empty list of numbers, rounded to 0.1. */
export function stats(xs) {
  if (xs.length === 0) throw new Error('stats() of no measurements');
  const r = (x) => Math.round(x * 10) / 10;
  return {
    median: r(median(xs)),
    min: r(Math.min(...xs)),
    max: r(Math.max(...xs)),
    runs: xs.length,
  };
}

export const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
export const mb = (bytes) => (bytes == null ? '–' : `${Math.round(bytes / 1024 / 1024)} MB`);
export const spread = (s, unit = ms) =>
  s ? `${unit(s.median)} (min ${unit(s.min)}, max ${unit(s.max)}, ${s.runs} runs)` : '–';
