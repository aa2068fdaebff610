/**
 * The "toc" island: highlights the table-of-contents entry of the heading being read. Loaded as a
 * chunk because only docs pages with headings need it.
 */
export function mount(toc: HTMLElement): void {
  const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const entries = links.flatMap((link) => {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    return heading ? [{ link, heading }] : [];
  });
  if (entries.length === 0) return;
  let current: HTMLAnchorElement | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    // The heading being read is the last one whose top has passed a line just under the sticky
    // navbar.
    const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    const passed = entries.filter((e) => e.heading.getBoundingClientRect().top <= line + 1);
    const active = atBottom ? entries[entries.length - 1] : passed[passed.length - 1];
    if (active?.link === current) return;
    current?.classList.remove('is-active');
    current?.removeAttribute('aria-current');
    current = active?.link;
    current?.classList.add('is-active');
    current?.setAttribute('aria-current', 'location');
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
  update();
}
