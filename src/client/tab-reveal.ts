/**
 * Scrolls a tab row so its chosen tab is in the middle, when the row comes on screen: the choice
 * may have been made elsewhere on the page (the groups follow it), or on an earlier visit, and a
 * row out of view is not laid out (content-visibility) nor worth laying out. A row that fits does
 * not scroll. Loaded by tabs.ts when a group shows another tab than its first.
 */
const watcher = new IntersectionObserver((entries) => {
  for (const { isIntersecting, target: row } of entries) {
    if (!isIntersecting) continue;
    watcher.unobserve(row);
    const tab = row.querySelector<HTMLElement>('[aria-selected="true"]')!;
    row.scrollLeft = tab.offsetLeft - (row as HTMLElement).offsetLeft - row.clientWidth / 2;
  }
});

export function reveal(row: HTMLElement): void {
  watcher.observe(row);
}
