/**
 * Scroll spy: the navigation link of the section being read gets `aria-current="location"` and is
 * scrolled into view inside the navigation.
 */
export function setupApiSpy(root: Document): void {
  const nav = root.querySelector<HTMLElement>('.api-nav');
  if (!nav || !('IntersectionObserver' in window)) return;
  const links = new Map<string, HTMLAnchorElement>();
  for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[data-api-nav-link]')) {
    const hash = a.getAttribute('href') ?? '';
    if (hash.startsWith('#')) links.set(decodeURIComponent(hash.slice(1)), a);
  }
  const sections = [...root.querySelectorAll<HTMLElement>('[data-api-section]')].filter((s) => links.has(s.id));
  if (sections.length === 0) return;
  const visible = new Set<HTMLElement>();
  let current: HTMLAnchorElement | undefined;
  const update = () => {
    const first = sections.find((s) => visible.has(s));
    const link = first ? links.get(first.id) : undefined;
    if (!link || link === current) return;
    current?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'location');
    current = link;
    const box = nav.getBoundingClientRect();
    const r = link.getBoundingClientRect();
    if (r.top < box.top || r.bottom > box.bottom) nav.scrollTop += r.top - box.top - box.height / 3;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) (e.isIntersecting ? visible.add(e.target as HTMLElement) : visible.delete(e.target as HTMLElement));
      update();
    },
    { rootMargin: '-64px 0px -55% 0px' },
  );
  for (const s of sections) observer.observe(s);
}
