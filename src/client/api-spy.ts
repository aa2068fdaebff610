/**
 * Scroll spy: the navigation link of the section being read (the last one whose top has passed the
 * reading line under the navbar) gets `aria-current="location"` and is kept in view in the
 * navigation, also when a phone's folded navigation opens.
 */
export function setupApiSpy(root: Document): void {
  const nav = root.querySelector<HTMLElement>('.api-nav');
  if (!nav) return;
  const links = new Map<string, HTMLAnchorElement>();
  for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[data-api-nav-link]')) {
    const hash = a.getAttribute('href') ?? '';
    if (hash.startsWith('#')) links.set(decodeURIComponent(hash.slice(1)), a);
  }
  // The sections the navigation links to, by id (a lookup each, not a walk of the whole page), in
  // page order.
  const sections = [...links.keys()]
    .flatMap((id) => root.getElementById(id) ?? [])
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  if (sections.length === 0) return;
  let current: HTMLAnchorElement | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    const line = (parseFloat(getComputedStyle(root.documentElement).scrollPaddingTop) || 80) + 40;
    // Sections are in document order: binary search for the last one above the reading line.
    let lo = 0;
    let hi = sections.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (sections[mid]!.getBoundingClientRect().top <= line) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const link = found < 0 ? undefined : links.get(sections[found]!.id);
    if (link === current) return;
    current?.removeAttribute('aria-current');
    current = undefined;
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    current = link;
    const box = nav.getBoundingClientRect();
    const r = link.getBoundingClientRect();
    if (box.height > 0 && (r.top < box.top || r.bottom > box.bottom))
      nav.scrollTop += r.top - box.top - box.height / 3;
  };
  const schedule = () => {
    if (!queued) requestAnimationFrame(update);
    queued = true;
  };
  // Opened on a phone, the folded list shows the section being read: placed again.
  nav.addEventListener(
    'toggle',
    () => {
      current?.removeAttribute('aria-current');
      current = undefined;
      schedule();
    },
    true,
  );
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  update();
}
