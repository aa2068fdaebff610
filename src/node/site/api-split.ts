/**
 * Whether the reference is shown split into a page per tag: when the spec has more operations than
 * `splitThreshold`, or when its one page would be too heavy to load (Google's contentwarehouse:
 * 22 operations and 2,587 schemas made 63 MB of HTML, 7.9 MB gzip). A split reference expands
 * each operation's component schemas one level and links deeper ones to the Schemas pages, so that
 * tag pages stay small. The one place that decides; `onePageWeight` (the weight of the views made
 * for one page, site/api-weight.ts) is asked only when the count does not decide.
 */
export async function isSplit(input: {
  operations: number;
  splitThreshold: number;
  onePageWeight: () => Promise<number>;
}): Promise<boolean> {
  if (input.operations > input.splitThreshold) return true;
  const { ONE_PAGE_BUDGET } = await import('./api-weight.js');
  return (await input.onePageWeight()) > ONE_PAGE_BUDGET;
}

/** Levels of component schemas a split reference expands inside an operation. */
export const SPLIT_COMPONENT_DEPTH = 1;
