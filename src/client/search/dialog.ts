import { KIND_FILTER, recordLink, searchKinds, VERSION_FILTER } from '../../shared/search.js';
import { CURRENT_VERSION_LINK, VERSION_NAME } from '../../shared/versions.js';
import { loadChunk } from '../islands.js';
import { importPagefind, type PagefindApi, type PagefindResult } from './pagefind.js';
import type { SearchHit } from './results.js';
import { createDialogView, renderHits, type DialogView } from './view.js';
import { t } from '../i18n.js';

/**
 * Results shown per query, and added by "Mostrar mais resultados": Pagefind loads each shown
 * result's fragment, so fewer is faster.
 */
const MAX_RESULTS = 8;

/**
 * The first results hold at most this many operations, so they mix guides and the reference:
 * "envelope" matches a dozen operations, and the guides about envelopes come among the first
 * results, not after all of them. "Mostrar mais resultados" brings the others, best first.
 */
const FIRST_OPERATIONS = 2;

/** A query's results: all of Pagefind's, ranked, and the distinct ones read so far. */
interface ResultList {
  query: string;
  results: readonly PagefindResult[];
  /** The next result to read. */
  next: number;
  /** Links already shown: several entries may lead to one place. */
  seen: Set<string>;
  hits: SearchHit[];
  /** Operations kept for "Mostrar mais resultados" (FIRST_OPERATIONS), best first. */
  held: PagefindResult[];
  /** The ids of the results that are operations (a filtered search, before they are loaded). */
  operations: ReadonlySet<string>;
}

/**
 * The search dialog (an on-demand chunk): results as you type, arrow keys move through them,
 * Enter opens one, Escape closes and focus goes back where it was.
 */
class SearchDialog {
  /** On a site of several versions, the version being read: its name and label. */
  private readonly version = versionRead(document);
  private readonly view: DialogView = createDialogView(this.version?.label);
  private pagefind: Promise<PagefindApi | undefined> | undefined;
  private attempts = 0;
  private options: HTMLAnchorElement[] = [];
  private active = -1;
  private query = 0;
  private returnFocus: HTMLElement | null = null;
  private list: ResultList | undefined;

  constructor(private readonly baseUrl: string) {
    const { dialog, input } = this.view;
    input.addEventListener('input', () => void this.search(input.value));
    this.view.allVersions?.addEventListener('change', () => void this.search(input.value));
    this.view.more.addEventListener('click', () => void this.showMore());
    input.addEventListener('keydown', (event) => this.onKey(event));
    dialog.addEventListener('close', () => this.returnFocus?.focus());
    // A click on the backdrop (the dialog box itself, outside its content) closes it.
    dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
    this.view.list.addEventListener(
      'click',
      (event) => (event.target as Element).closest('a[href]') && dialog.close(),
    );
  }

  open(returnFocus: HTMLElement | null): void {
    this.returnFocus = returnFocus;
    if (!this.view.dialog.open) this.view.dialog.showModal();
    this.view.input.focus();
    this.view.input.select();
    void this.index();
  }

  /**
   * Pagefind's script and index, loaded once; a failure shows the chunk error with its retry
   * button.
   */
  private index(): Promise<PagefindApi | undefined> {
    // Pagefind's script keeps its URL across deploys: a reload would not help, so a failure is
    // retried in place (a new URL, as the browser remembers the failed one), on the reader's word.
    if (this.pagefind) return this.pagefind;
    const attempt = ++this.attempts;
    this.pagefind = loadChunk(
      'pagefind',
      () => importPagefind(this.baseUrl, attempt),
      this.view.notices,
      {
        title: t('client.search.indexFailed'),
        retry: () => {
          this.pagefind = undefined;
          void this.search(this.view.input.value);
          this.view.input.focus();
        },
      },
    );
    return this.pagefind;
  }

  private async search(term: string): Promise<void> {
    const id = ++this.query;
    const query = term.trim();
    if (!query) return this.show([], t('client.search.prompt'), '', query);
    const pagefind = await this.index();
    if (!pagefind) {
      if (id === this.query) this.show([], '', t('client.search.unavailable'), query);
      return;
    }
    const operation = searchKinds.operation;
    // The version being read, unless the reader asked for all of them.
    const scope =
      this.version && !this.view.allVersions?.checked
        ? { [VERSION_FILTER]: this.version.name }
        : undefined;
    const [found, operations] = await Promise.all([
      pagefind.search(query, scope ? { filters: scope } : undefined),
      pagefind.search(query, { filters: { [KIND_FILTER]: operation, ...scope } }),
    ]);
    const list: ResultList = {
      query,
      results: found?.results ?? [],
      next: 0,
      seen: new Set(),
      hits: [],
      held: [],
      operations: new Set(operations?.results.map((r) => r.id)),
    };
    await readMore(list, MAX_RESULTS, FIRST_OPERATIONS);
    if (id !== this.query) return; // A newer keystroke has its own search under way.
    this.list = list;
    if (list.hits.length === 0)
      return this.show(
        [],
        t('client.search.noResults', { query }),
        t('client.search.noResults', { query }),
        query,
      );
    this.showList(list, 0);
  }

  /** The next results of the query shown, after the ones there; the first new one selected. */
  private async showMore(): Promise<void> {
    const list = this.list;
    if (!list) return;
    const from = list.hits.length;
    await readMore(list, MAX_RESULTS);
    if (list !== this.list) return;
    this.showList(list, from);
    this.view.input.focus();
  }

  private showList(list: ResultList, selected: number): void {
    const total = list.results.length;
    const shown = list.hits.length;
    this.show(
      list.hits,
      '',
      total === 1
        ? t('client.search.oneResult')
        : `${total}${t('client.search.manyResults')}${
            total > shown ? t('client.search.showing', { shown }) : ''
          }.`,
      list.query,
      selected,
    );
    this.view.more.hidden = list.next >= list.results.length && list.held.length === 0;
  }

  /**
   * Shows the results of `query`, and says so with a `docgen:search-results` event (tests and the
   * bench wait for it).
   */
  private show(
    hits: SearchHit[],
    message: string,
    status: string,
    query: string,
    selected = 0,
  ): void {
    const { input, status: live, message: text } = this.view;
    this.options = renderHits(this.view, hits);
    text.textContent = message;
    text.hidden = message === '';
    live.textContent = status;
    this.view.more.hidden = true;
    input.setAttribute('aria-expanded', String(hits.length > 0));
    this.active = -1;
    this.select(hits.length > 0 ? selected : -1);
    document.dispatchEvent(
      new CustomEvent('docgen:search-results', { detail: { count: hits.length, query } }),
    );
  }

  private select(index: number): void {
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = index;
    const option = this.options[index];
    if (!option) return this.view.input.removeAttribute('aria-activedescendant');
    option.setAttribute('aria-selected', 'true');
    this.view.input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  }

  private onKey(event: KeyboardEvent): void {
    const count = this.options.length;
    // A search field clears itself on Escape; here Escape closes the dialog at once, text or not.
    if (event.key === 'Escape') this.view.dialog.close();
    else if (event.key === 'ArrowDown' && count > 0) this.select((this.active + 1) % count);
    else if (event.key === 'ArrowUp' && count > 0) this.select((this.active - 1 + count) % count);
    else if (event.key === 'Home' && count > 0 && event.ctrlKey) this.select(0);
    else if (event.key === 'End' && count > 0 && event.ctrlKey) this.select(count - 1);
    else if (event.key === 'Enter' && this.options[this.active]) {
      const href = this.options[this.active]!.href;
      this.view.dialog.close();
      location.assign(href);
    } else return;
    event.preventDefault();
  }
}

/**
 * Reads `count` more distinct results into the list, each link once: several entries may lead to
 * one place (an operation and its parameter, a schema and its property); the best ranked stays.
 * With `maxOperations`, operations past that many are held for later, not even loaded; without
 * it, held ones come first. Pagefind loads a fragment per result read, so they are read only as
 * far as needed.
 */
async function readMore(list: ResultList, count: number, maxOperations = Infinity): Promise<void> {
  const target = list.hits.length + count;
  let operations = list.hits.filter((hit) => hit.kind === searchKinds.operation).length;
  const held = maxOperations === Infinity ? list.held.splice(0) : [];
  while (list.hits.length < target) {
    const batch: PagefindResult[] = [];
    while (batch.length < target - list.hits.length) {
      const result = held.shift() ?? list.results[list.next++];
      if (!result) break;
      const operation = list.operations.has(result.id);
      if (operation && operations >= maxOperations) list.held.push(result);
      else {
        if (operation) operations++;
        batch.push(result);
      }
    }
    if (batch.length === 0) break;
    for (const d of await Promise.all(batch.map((r) => r.data()))) {
      const link = recordLink(d.url);
      if (list.seen.has(link)) continue;
      list.seen.add(link);
      list.hits.push({
        url: link,
        title: d.meta.title ?? d.meta.name ?? link,
        kind: d.meta.kind ?? '',
        context: d.meta.context ?? '',
        excerpt: d.excerpt,
      });
    }
  }
}

let dialog: SearchDialog | undefined;

/** Opens the dialog (built on first use); focus returns to `returnFocus` when it closes. */
export function openSearch(baseUrl: string, returnFocus: HTMLElement | null): void {
  dialog ??= new SearchDialog(baseUrl);
  dialog.open(returnFocus);
}

/** The version a page of a site of several versions belongs to: its version menu's current one. */
function versionRead(root: Document): { name: string; label: string } | undefined {
  const current = root.querySelector(CURRENT_VERSION_LINK);
  const name = current?.getAttribute(VERSION_NAME);
  return name ? { name, label: current!.textContent ?? name } : undefined;
}
