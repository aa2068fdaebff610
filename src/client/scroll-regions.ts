/**
 * Wide tables and code blocks scroll sideways; a keyboard reader can only scroll what can take
 * focus. Each one that overflows becomes focusable (tabindex 0), and stops being so when it fits
 * again. A ResizeObserver also catches blocks revealed later (a tab panel, a <details>).
 */
export function setupScrollRegions(root: Document): void {
  // A block rendered focusable (the API reference's samples) needs no watching.
  const regions = [
    ...root.querySelectorAll<HTMLElement>('.markdown table, pre:not([tabindex]), .diagram__scroll'),
  ];
  if (regions.length === 0 || !('ResizeObserver' in window)) return;
  const observer = new ResizeObserver((entries) =>
    entries.forEach((entry) => sync(entry.target as HTMLElement)),
  );
  regions.forEach((region) => observer.observe(region));
}

function sync(region: HTMLElement): void {
  const overflows = region.scrollWidth > region.clientWidth + 1;
  if (overflows && !region.hasAttribute('tabindex')) {
    region.tabIndex = 0;
    region.dataset.scrollFocus = '';
  } else if (!overflows && 'scrollFocus' in region.dataset) {
    region.removeAttribute('tabindex');
    delete region.dataset.scrollFocus;
  }
}
