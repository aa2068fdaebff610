import { el } from '../dom.js';

/**
 * The `.try-it-host` at the top of an operation's right panel, made on first use: where its
 * console opens, and where the trigger (try-it-trigger.ts) says so when the console's chunk does
 * not load. Undefined outside an operation.
 */
export function tryItHost(button: Element | undefined): HTMLElement | undefined {
  const panel = button?.closest('[data-operation]')?.querySelector('.api-row__panel');
  if (!panel) return undefined;
  let host = panel.querySelector<HTMLElement>(':scope > .try-it-host');
  if (!host) {
    host = el('div', { className: 'try-it-host' });
    panel.prepend(host);
  }
  return host;
}
