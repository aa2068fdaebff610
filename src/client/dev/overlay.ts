import type { DevProblem } from '../../shared/dev-protocol.js';
import { t } from '../i18n.js';

const TAG = 'docgen-dev-overlay';

const css = `
:host { all: initial; }
.backdrop {
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  background: rgb(0 0 0 / 0.62);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh 1rem;
  overflow: auto;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.panel {
  box-sizing: border-box;
  width: min(900px, 100%);
  background: #1b1b1d;
  color: #f2f2f2;
  border-top: 6px solid #ff6b6b;
  border-radius: 8px;
  padding: 1.25rem 1.5rem 1.5rem;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.5);
}
.panel:focus { outline: 3px solid #9ecbff; outline-offset: 3px; }
.head { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; }
h2 { margin: 0; font-size: 1.35rem; color: #ff8f8f; }
.lead { margin: 0.35rem 0 1rem; color: #d6d6d6; }
ol { list-style: none; margin: 0; padding: 0; }
li + li { margin-top: 1.25rem; padding-top: 1.25rem; border-top: 1px solid #3a3a3d; }
.location {
  font: 600 14px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  color: #9ecbff;
  word-break: break-all;
}
.message { margin: 0.25rem 0 0.5rem; font-size: 1.05rem; }
.code { color: #c8c8c8; font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre {
  margin: 0.5rem 0;
  padding: 0.75rem 1rem;
  background: #0f0f10;
  color: #ececec;
  border-radius: 6px;
  overflow: auto;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.hint { margin: 0.5rem 0 0; color: #e3d38a; }
button {
  font: inherit;
  color: #f2f2f2;
  background: #2d2d30;
  border: 1px solid #707070;
  border-radius: 6px;
  padding: 0.3rem 0.8rem;
  cursor: pointer;
}
button:hover { background: #3a3a3d; }
button:focus-visible, pre:focus-visible { outline: 3px solid #9ecbff; outline-offset: 2px; }
`;

let sheet: CSSStyleSheet | undefined;
let returnFocus: Element | null = null;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  node.append(...children);
  return node;
}

function problemItem(problem: DevProblem): HTMLLIElement {
  const item = el('li');
  if (problem.location) item.append(el('div', { className: 'location', text: problem.location }));
  item.append(
    el(
      'p',
      { className: 'message', text: problem.message },
      document.createTextNode(' '),
      el('span', { className: 'code', text: problem.code }),
    ),
  );
  if (problem.frame) {
    // Long lines scroll sideways; focusable so the keyboard can scroll it too.
    const frame = el('pre', { text: problem.frame });
    frame.tabIndex = 0;
    frame.setAttribute('aria-label', t('client.dev.excerpt'));
    item.append(frame);
  }
  if (problem.hint)
    item.append(el('p', { className: 'hint', text: t('client.dev.hint', { hint: problem.hint }) }));
  return item;
}

/**
 * Shows the build's problems over the page (the page itself is the last good build). Text only,
 * never HTML from the message; styles through a constructed sheet so a strict CSP allows them.
 */
export function showOverlay(problems: readonly DevProblem[]): void {
  hideOverlay(false);
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [sheet];
  const close = el('button', { text: t('client.close') });
  close.type = 'button';
  close.addEventListener('click', () => hideOverlay());
  const title = el('h2', {
    text:
      problems.length === 1
        ? t('client.dev.error')
        : t('client.dev.errors', { count: problems.length }),
  });
  title.id = 'docgen-dev-overlay-title';
  const panel = el(
    'div',
    { className: 'panel' },
    el('div', { className: 'head' }, title, close),
    el('p', {
      className: 'lead',
      text: t('client.dev.lead'),
    }),
    el('ol', {}, ...problems.map(problemItem)),
  );
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', title.id);
  panel.tabIndex = -1;
  const backdrop = el('div', { className: 'backdrop' }, panel);
  backdrop.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideOverlay();
  });
  root.append(backdrop);
  returnFocus = document.activeElement;
  document.body.append(host);
  panel.focus();
}

export function hideOverlay(restoreFocus = true): void {
  const existing = document.querySelector(TAG);
  if (!existing) return;
  existing.remove();
  if (restoreFocus && returnFocus instanceof HTMLElement) returnFocus.focus();
  returnFocus = null;
}

export function overlayShown(): boolean {
  return document.querySelector(TAG) !== null;
}
