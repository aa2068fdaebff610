import { el } from '../dom.js';
import { t } from '../i18n.js';
import { excerptParts, groupHits, type SearchHit } from './results.js';

/** The dialog's elements; ids tie the combobox to its listbox and to the active option. */
export interface DialogView {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLElement;
  status: HTMLElement;
  message: HTMLElement;
  /** Where a failure to load the index says so, with its retry button. */
  notices: HTMLElement;
  /** "Mostrar mais resultados": the next results of the query. */
  more: HTMLButtonElement;
  /** On a site of several versions: "Buscar em todas as versões", unchecked at first. */
  allVersions: HTMLInputElement | undefined;
}

/**
 * Builds the (closed) dialog: a combobox input, a status line and the listbox of results; on a
 * site of several versions (`version`: the label of the one being read), a switch to all of them.
 */
export function createDialogView(version?: string): DialogView {
  const dialog = el(
    'dialog',
    { className: 'search-dialog' },
    { 'aria-label': t('client.search.dialog') },
  );
  const form = el('div', { className: 'search-dialog__bar' }, { role: 'search' });
  const label = el('label', {
    className: 'visually-hidden',
    htmlFor: 'search-input',
    textContent: t('client.search.label'),
  });
  const input = el(
    'input',
    {
      id: 'search-input',
      type: 'search',
      className: 'search-dialog__input',
      placeholder: t('client.search.placeholder'),
      autocomplete: 'off',
      spellcheck: false,
    },
    {
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-controls': 'search-results',
      'aria-autocomplete': 'list',
      enterkeyhint: 'go',
    },
  );
  const close = el(
    'button',
    { type: 'button', className: 'search-dialog__close', textContent: t('client.close') },
    { 'aria-keyshortcuts': 'Escape' },
  );
  close.addEventListener('click', () => dialog.close());
  form.append(label, input, close);
  const allVersions = version === undefined ? undefined : versionSwitch(version);
  const status = el(
    'p',
    { className: 'visually-hidden' },
    { role: 'status', 'aria-live': 'polite' },
  );
  const message = el('p', {
    className: 'search-dialog__message',
    textContent: t('client.search.prompt'),
  });
  const list = el(
    'div',
    { id: 'search-results', className: 'search-dialog__results' },
    { role: 'listbox', 'aria-label': t('client.search.results') },
  );
  const footer = el('p', { className: 'search-dialog__help' }, { 'aria-hidden': 'true' });
  footer.textContent = t('client.search.keys');
  const notices = el('div', { className: 'search-dialog__notices' });
  const more = el('button', {
    type: 'button',
    className: 'search-dialog__more',
    textContent: t('client.search.more'),
    hidden: true,
  });
  const results = el('div', { className: 'search-dialog__scroll' });
  results.append(list, more);
  dialog.append(form, ...(allVersions ? [allVersions.parentElement!] : []));
  dialog.append(status, message, notices, results, footer);
  document.body.append(dialog);
  return { dialog, input, list, status, message, notices, more, allVersions };
}

/** "Buscar em todas as versões": a checkbox under the search field, naming the version read. */
function versionSwitch(version: string): HTMLInputElement {
  const box = el('input', { type: 'checkbox', id: 'search-all-versions' });
  const label = el('label', { className: 'search-dialog__versions', htmlFor: box.id });
  label.append(box, t('client.search.allVersions', { version }));
  return box;
}

function excerptNode(excerpt: string): HTMLElement {
  const p = el('span', { className: 'search-hit__excerpt' });
  for (const part of excerptParts(excerpt))
    p.append(
      part.mark ? el('mark', { textContent: part.text }) : document.createTextNode(part.text),
    );
  return p;
}

/** Replaces the listbox's content with the hits, grouped; returns the options in order. */
export function renderHits(view: DialogView, hits: readonly SearchHit[]): HTMLAnchorElement[] {
  const options: HTMLAnchorElement[] = [];
  const groups = groupHits(hits).map((group, g) => {
    const box = el(
      'div',
      { className: 'search-group' },
      { role: 'group', 'aria-label': group.title },
    );
    box.append(
      el(
        'div',
        { className: 'search-group__title', textContent: group.title },
        { 'aria-hidden': 'true' },
      ),
    );
    for (const hit of group.hits) {
      const option = el(
        'a',
        {
          className: 'search-hit',
          href: hit.url,
          tabIndex: -1,
          id: `search-option-${g}-${options.length}`,
        },
        { role: 'option', 'aria-selected': 'false' },
      );
      option.append(
        el('span', { className: 'search-hit__title', textContent: hit.title }),
        el('span', { className: 'search-hit__context', textContent: hit.context }),
        excerptNode(hit.excerpt),
      );
      options.push(option);
      box.append(option);
    }
    return box;
  });
  view.list.replaceChildren(...groups);
  return options;
}
