import { devPaths, type DevMessage } from '../../shared/dev-protocol.js';
import { hideOverlay, showOverlay } from './overlay.js';

/**
 * The dev client, injected by `docgen watch` only: listens for builds over Server-Sent Events,
 * reloads this page when its HTML changed (keeping the scroll position), swaps the stylesheet when
 * only CSS changed, and shows build errors in an overlay until the next good build.
 */
const SCROLL_KEY = 'docgen.dev.scroll';
const script = document.querySelector<HTMLScriptElement>('script[data-docgen-dev]');
const file = script?.dataset.file ?? '';
let build = Number(script?.dataset.build ?? '0');

function reload(): void {
  sessionStorage.setItem(
    SCROLL_KEY,
    JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }),
  );
  location.reload();
}

function restoreScroll(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { path, x, y } = JSON.parse(saved) as { path: string; x: number; y: number };
  if (path !== location.pathname) return;
  scrollTo(x, y);
  addEventListener('load', () => scrollTo(x, y), { once: true });
}

function swapStylesheet(from: string, to: string): void {
  const old = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (l) => l.getAttribute('href') === from,
  );
  if (!old) return reload();
  const next = old.cloneNode() as HTMLLinkElement;
  next.href = to;
  next.addEventListener('load', () => old.remove(), { once: true });
  next.addEventListener('error', () => reload(), { once: true });
  old.after(next);
}

function handle(message: DevMessage): void {
  switch (message.type) {
    case 'hello':
      // A build this page never heard about happened while it loaded or the connection was down.
      if (message.build > 0 && message.build !== build) reload();
      return;
    case 'update':
      if (message.css) swapStylesheet(message.css.from, message.css.to);
      else if (message.full || file === '' || message.files.includes(file)) return reload();
      build = message.build;
      hideOverlay();
      return;
    case 'error':
      showOverlay(message.problems);
      return;
    case 'ok':
      hideOverlay();
      return;
  }
}

restoreScroll();
const events = new EventSource(devPaths.events);
events.addEventListener('message', (event: MessageEvent<string>) =>
  handle(JSON.parse(event.data) as DevMessage),
);
