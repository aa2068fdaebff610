import { attr, storageKeys } from '../shared/attributes.js';

/** What an island chunk exports: `mount` builds the interactive part inside its element. */
export interface IslandModule {
  mount(element: HTMLElement): void | Promise<void>;
}

/**
 * Island name → loader. Each loader is a literal `import()`, so esbuild makes it a chunk in
 * assets/chunks/.
 */
export type IslandLoaders = Readonly<Record<string, () => Promise<IslandModule>>>;

/** Mounts every `[data-island]` element whose name has a loader. */
export async function mountIslands(root: Document, loaders: IslandLoaders): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${attr.island}]`)];
  const results = await Promise.all(
    elements.map(async (element) => {
      const load = loaders[element.getAttribute(attr.island) ?? ''];
      if (!load) return true;
      const module = await loadChunk(load, element);
      if (module) await runMount(element, module);
      return module !== undefined;
    }),
  );
  if (results.every(Boolean)) forgetReload();
}

/**
 * Loads an on-demand chunk. On failure (a deploy replaced the chunk, the network dropped) it shows
 * the error with a retry button in `host`, logs a warning and reloads the page once; returns
 * undefined.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  host: HTMLElement,
): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    console.warn('[docgen] Falha ao carregar um trecho do site:', error);
    showChunkError(host, messageOf(error));
    reloadOnce();
    return undefined;
  }
}

/**
 * Runs an island's mount; a throw replaces the island with the crash panel, whose button runs it
 * again.
 */
async function runMount(element: HTMLElement, module: IslandModule): Promise<void> {
  const original = [...element.childNodes].map((n) => n.cloneNode(true));
  try {
    await module.mount(element);
  } catch (error) {
    console.error(error);
    const button = panel(
      element,
      'island-error island-error--crash',
      'This page crashed.',
      messageOf(error),
      'Try again',
      'en',
    );
    button.addEventListener('click', () => {
      element.replaceChildren(...original.map((n) => n.cloneNode(true)));
      void runMount(element, module);
    });
  }
}

function showChunkError(host: HTMLElement, message: string): void {
  const button = panel(
    host,
    'island-error island-error--chunk',
    'Não foi possível carregar esta parte da página.',
    message,
    'Tentar novamente',
  );
  button.addEventListener('click', () => location.reload());
}

/** Replaces `host`'s content with an alert panel; returns its button. */
function panel(
  host: HTMLElement,
  className: string,
  title: string,
  message: string,
  label: string,
  lang?: string,
): HTMLButtonElement {
  const box = document.createElement('div');
  box.className = className;
  box.setAttribute('role', 'alert');
  if (lang) box.lang = lang;
  const heading = document.createElement('p');
  heading.className = 'island-error__title';
  heading.textContent = title;
  const detail = document.createElement('pre');
  detail.className = 'island-error__message';
  detail.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--secondary island-error__retry';
  button.textContent = label;
  box.append(heading, detail, button);
  host.replaceChildren(box);
  return button;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A reload fixes a stale deploy; the session flag keeps a chunk that never loads from reloading
 * forever.
 */
function reloadOnce(): void {
  try {
    if (sessionStorage.getItem(storageKeys.chunkReload) === location.pathname) return;
    sessionStorage.setItem(storageKeys.chunkReload, location.pathname);
  } catch {
    return; // Without storage there is no guard, so no automatic reload either.
  }
  location.reload();
}

function forgetReload(): void {
  try {
    sessionStorage.removeItem(storageKeys.chunkReload);
  } catch {
    // Nothing to forget without storage.
  }
}
