import { attr, ISLAND_QUIET, storageKeys } from '../shared/attributes.js';
import { el } from './dom.js';
import { readKey, writeKey } from './storage.js';
import { t } from './i18n.js';

/** What an island chunk exports: `mount` builds the interactive part inside its element. */
export interface IslandModule {
  mount(element: HTMLElement): void | Promise<void>;
}

/**
 * Island name → loader. Each loader is a literal `import()`, so esbuild makes it a chunk in
 * assets/chunks/.
 */
export type IslandLoaders = Readonly<Record<string, () => Promise<IslandModule>>>;

/**
 * Mounts every `[data-island]` element whose name has a loader. An island only enhances the HTML
 * it is mounted on, which works without it: when its chunk does not load or its mount throws, that
 * HTML stays as it was, and a short notice with a retry button is added after it.
 */
export async function mountIslands(
  root: Document,
  loaders: IslandLoaders,
  /** Called with each island's name once it is mounted, or failed to be. */
  settled?: (name: string) => void,
): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${attr.island}]`)];
  await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute(attr.island) ?? '';
      const load = loaders[name];
      if (!load) return;
      const quiet = element.hasAttribute(ISLAND_QUIET);
      const module = await loadChunk(name, load, element, { quiet });
      if (module) await runMount(element, module, quiet);
      settled?.(name);
    }),
  );
}

/**
 * Clicks on controls an island sets up (`selector`) made before its chunk has loaded and mounted:
 * kept, then made again by `replay` once their island is mounted (and no longer kept after). A
 * reader who presses "Experimentar" while the reference's chunk is still loading gets the console,
 * not a button that does nothing. A control clicked twice meanwhile is clicked once.
 */
export function keepEarlyClicks(root: Document, selector: string): { replay(): void } {
  const clicked: HTMLElement[] = [];
  const keep = (event: Event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(selector);
    if (control && !clicked.includes(control)) clicked.push(control);
  };
  root.addEventListener('click', keep, true);
  return {
    replay() {
      root.removeEventListener('click', keep, true);
      for (const control of clicked.splice(0)) control.click();
    },
  };
}

export interface ChunkOptions {
  /** The notice's first line. */
  title?: string;
  /**
   * What the notice's button does; by default it reloads the page. A chunk whose URL a reload does
   * not change (Pagefind's script) retries in place instead, and never reloads by itself.
   */
  retry?: () => void;
  /** No notice: the failure is only logged (and reloads the page once, as any other). */
  quiet?: boolean;
}

/**
 * Loads an on-demand chunk, `name` saying which (a reload is remembered per chunk). On failure (a
 * deploy replaced the chunk, the network dropped) it logs a warning and, the first time this chunk
 * fails on this page, reloads the page: a stale deploy is fixed by the new HTML. If it fails again
 * after that reload, or a reload would not help, it adds a notice with a retry button at the end
 * of `host`, whose content stays; returns undefined.
 */
export async function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  host: HTMLElement,
  options: ChunkOptions = {},
): Promise<T | undefined> {
  try {
    const module = await load();
    forgetReload(name);
    return module;
  } catch (error) {
    console.warn(t('client.islands.loadWarning'), error);
    if (!options.quiet)
      showNotice(host, {
        kind: 'chunk',
        title: options.title ?? t('client.islands.chunkFailed'),
        detail: messageOf(error),
        retry: options.retry ?? (() => location.reload()),
      });
    if (!options.retry) reloadOnce(name);
    return undefined;
  }
}

/**
 * Runs an island's mount. If it throws, the element gets its original content back (the mount may
 * have changed part of it) and the crash notice, whose button runs the mount again; a quiet island
 * only logs.
 */
async function runMount(element: HTMLElement, module: IslandModule, quiet = false): Promise<void> {
  const original = [...element.childNodes].map((n) => n.cloneNode(true));
  try {
    await module.mount(element);
  } catch (error) {
    console.error(error);
    element.replaceChildren(...original.map((n) => n.cloneNode(true)));
    if (quiet) return;
    showNotice(element, {
      kind: 'crash',
      detail: messageOf(error),
      retry: () => {
        element.replaceChildren(...original.map((n) => n.cloneNode(true)));
        void runMount(element, module);
      },
    });
  }
}

/**
 * A crash reads as the product describes it, in its words (English): "This page crashed.", the
 * error's message, a "Try again" button. A chunk that did not load says so in Portuguese, with the
 * browser's message and "Tentar novamente".
 */
type Notice = { detail: string; retry: () => void } & (
  | { kind: 'chunk'; title: string }
  | { kind: 'crash' }
);

/** Adds the notice at the end of `host` (replacing an earlier one there); its content stays. */
function showNotice(host: HTMLElement, notice: Notice): void {
  const crash = notice.kind === 'crash';
  const box = el(
    'div',
    { className: `island-error island-error--${notice.kind}` },
    { role: 'alert' },
  );
  if (crash) box.lang = t('client.islands.crashLang');
  const button = el('button', {
    type: 'button',
    className: 'button button--secondary island-error__retry',
    textContent: crash ? t('client.islands.crashRetry') : t('client.islands.retry'),
  });
  button.addEventListener('click', () => {
    box.remove();
    notice.retry();
  });
  box.append(
    el('p', {
      className: 'island-error__title',
      textContent: crash ? t('client.islands.crashed') : notice.title,
    }),
    el('pre', { className: 'island-error__message', textContent: notice.detail }),
    button,
  );
  for (const old of host.querySelectorAll(':scope > .island-error')) old.remove();
  host.append(box);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What sessionStorage keeps of the last automatic reload: the page, and the chunk that failed. */
interface Reloaded {
  path: string;
  chunk: string;
}

/**
 * The record, as stored: its fields are only compared with strings, so a value of another shape
 * (edited by hand, an older format) matches nothing.
 */
function reloaded(): Partial<Reloaded> | null {
  try {
    return JSON.parse(readKey('sessionStorage', storageKeys.chunkReload) ?? 'null') as Reloaded;
  } catch {
    return null;
  }
}

/**
 * A reload fixes a stale deploy; after one automatic reload of this page, a chunk that still fails
 * shows its notice instead, so a chunk that never loads cannot make the page reload forever.
 */
function reloadOnce(chunk: string): void {
  if (reloaded()?.path === location.pathname) return;
  const value: Reloaded = { path: location.pathname, chunk };
  // Without storage there is no guard, so no automatic reload either.
  if (writeKey('sessionStorage', storageKeys.chunkReload, JSON.stringify(value))) location.reload();
}

/**
 * The chunk that made this page reload has loaded: the next failure may reload it again. Another
 * chunk loading says nothing about that one.
 */
function forgetReload(chunk: string): void {
  const last = reloaded();
  if (last?.path === location.pathname && last.chunk === chunk)
    writeKey('sessionStorage', storageKeys.chunkReload, null);
}
