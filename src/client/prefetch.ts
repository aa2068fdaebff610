import { el } from './dom.js';

/**
 * Prefetches internal pages a reader is likely to open: links they hover or focus, and links that
 * scroll into view.
 */
export function setupPrefetch(root: Document): void {
  if (!canPrefetch()) return;
  const done = new Set<string>([location.href.split('#')[0] ?? '']);
  const prefetch = (link: HTMLAnchorElement) => {
    const url = pageUrl(link);
    if (!url || done.has(url)) return;
    done.add(url);
    root.head.append(el('link', { rel: 'prefetch', href: url }));
  };
  const onPointer = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (link instanceof HTMLAnchorElement) prefetch(link);
  };
  root.addEventListener('mouseover', onPointer, { passive: true });
  root.addEventListener('focusin', onPointer);
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement);
    }
  });
  // In-page links (`#…`, hundreds on the API reference) lead nowhere to prefetch: the selector
  // skips them.
  const observe = () =>
    root
      .querySelectorAll('a[href]:not([href^="#"])')
      .forEach((a) => pageUrl(a as HTMLAnchorElement) && observer.observe(a));
  // Viewport prefetching waits for an idle moment so it never competes with the page's own loading.
  if ('requestIdleCallback' in window) requestIdleCallback(observe, { timeout: 2000 });
  else setTimeout(observe, 1000);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching for readers who asked to save data or are on a 2g-class connection. */
function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/** The page URL a link leads to, when it is another page of this site; otherwise undefined. */
function pageUrl(link: HTMLAnchorElement): string | undefined {
  if (link.target === '_blank' || link.hasAttribute('download') || link.origin !== location.origin)
    return undefined;
  if (!/^https?:$/.test(link.protocol) || /\.(?!html?$)[a-z0-9]+$/i.test(link.pathname))
    return undefined;
  const url = link.href.split('#')[0];
  return url === location.href.split('#')[0] ? undefined : url;
}
