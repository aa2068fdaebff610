import { createRoot, type Root } from 'react-dom/client';
import { PENDING_KEY } from './keys.js';
import { TRY_IT_VERSION, type TryItDocument } from '../../shared/try-it.js';
import { Console } from './Console.js';
import { tryItHost } from './host.js';
import { finishLogin, type Notice, type Pending } from './oauth.js';
import { takeSession, writeSession } from './session.js';
import { adoptStyles } from './styles.js';
import { t } from '../i18n.js';

/**
 * The "Experimentar" console's chunk (React and react-dom's client come with it): loaded by the
 * first click on a button (try-it-trigger.ts), it fetches the form models (`try-it.json`) once and
 * mounts a console per operation, in its right panel, or in a dialog on phones.
 */

let documentPromise: Promise<TryItDocument> | undefined;

function loadDocument(src: string): Promise<TryItDocument> {
  documentPromise ??= fetch(src, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok)
        throw new Error(t('tryIt.load.status', { file: src, status: response.status }));
      return response.json() as Promise<TryItDocument>;
    })
    .then((doc) => {
      if (doc.version !== TRY_IT_VERSION) throw new Error(t('tryIt.load.version', { file: src }));
      return doc;
    });
  documentPromise.catch(() => (documentPromise = undefined));
  return documentPromise;
}

/** Consoles open now, by operation id. */
const open = new Map<string, { close: () => void }>();

const PHONE = '(max-width: 800px)';

function showLoadError(host: HTMLElement | undefined, error: unknown): void {
  if (!host) return;
  const box = document.createElement('p');
  box.className = 'try-it__error';
  box.setAttribute('role', 'alert');
  box.textContent =
    t('tryIt.load.failed') + (error instanceof Error ? error.message : String(error));
  host.replaceChildren(box);
}

/** Opens the operation's console, or closes it when it is open. */
export async function toggle(
  button: HTMLButtonElement,
  src: string,
  notice?: Notice,
): Promise<void> {
  adoptStyles();
  const operation = button.dataset.tryIt ?? '';
  const current = open.get(operation);
  if (current) {
    current.close();
    return;
  }
  const host = tryItHost(button);
  let doc: TryItDocument;
  try {
    doc = await loadDocument(src);
  } catch (error) {
    showLoadError(host, error);
    return;
  }
  const op = doc.operations[operation];
  if (!op || open.has(operation)) return;
  const titleId = `try-it-${operation.replace(/[^\w-]/g, '-')}-titulo`;
  const phone = matchMedia(PHONE).matches;
  const container = document.createElement(phone ? 'dialog' : 'div');
  container.className = phone ? 'try-it-dialog' : 'try-it-panel';
  container.id = `${titleId}-console`;
  let root: Root | undefined;
  const cleanup = () => {
    if (!open.has(operation)) return;
    open.delete(operation);
    root?.unmount();
    container.remove();
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    button.focus();
  };
  const close = phone ? () => (container as HTMLDialogElement).close() : cleanup;
  if (phone) {
    container.setAttribute('aria-labelledby', titleId);
    container.addEventListener('close', cleanup);
    document.body.append(container);
  } else (host ?? button.parentElement ?? document.body).append(container);
  open.set(operation, { close });
  button.setAttribute('aria-expanded', 'true');
  button.setAttribute('aria-controls', container.id);
  root = createRoot(container);
  root.render(
    <Console
      doc={doc}
      operation={operation}
      op={op}
      titleId={titleId}
      headingLevel={phone ? 2 : 4}
      notice={notice}
      onClose={close}
    />,
  );
  if (phone) (container as HTMLDialogElement).showModal();
}

/**
 * On a page load that follows a login (or must reopen a console): finishes the login, goes back
 * to the page the reader left, and opens the operation's console there with the outcome.
 */
export async function resume(src: string): Promise<void> {
  const pending = takeSession<Pending>(PENDING_KEY);
  if (!pending) return;
  const login = 'login' in pending ? await finishLogin(pending.login) : undefined;
  const reopen = 'reopen' in pending ? pending.reopen : login;
  if (!reopen) return;
  if (login) {
    const target = new URL(login.returnTo, location.href);
    if (target.pathname !== location.pathname) {
      const next: Pending = { reopen: { operation: login.operation, notice: login.notice } };
      writeSession(PENDING_KEY, next);
      location.replace(target.href);
      return;
    }
    history.replaceState(history.state, '', target.pathname + target.search + target.hash);
  }
  const button = document.querySelector<HTMLButtonElement>(
    `button[data-try-it="${CSS.escape(reopen.operation)}"]`,
  );
  if (!button) return;
  button.closest('[data-operation]')?.scrollIntoView();
  await toggle(button, src, reopen.notice);
}
