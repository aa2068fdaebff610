/**
 * Wide tables, code blocks and diagrams scroll sideways; a keyboard reader can only scroll what can
 * take focus. Each one that overflows becomes focusable (tabindex 0), and stops being so when it
 * fits again. It also says which of its sides hide more (`data-overflow`: `start`, `end` or
 * `both`), for the stylesheet to fade those edges and show a diagram's hint. A ResizeObserver also
 * catches blocks revealed later (a tab panel, a <details>).
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
  regions.forEach((region) => {
    observer.observe(region);
    region.addEventListener('scroll', () => edges(region), { passive: true });
  });
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
  edges(region);
}

/** `data-overflow`: the sides with more to see, from where the region is scrolled now. */
function edges(region: HTMLElement): void {
  const hidden = region.scrollWidth - region.clientWidth;
  const left = hidden > 1 && region.scrollLeft > 1;
  const right = hidden > 1 && region.scrollLeft < hidden - 1;
  const side = left && right ? 'both' : left ? 'start' : right ? 'end' : undefined;
  if (side === region.dataset.overflow) return;
  if (side) region.dataset.overflow = side;
  else delete region.dataset.overflow;
}
