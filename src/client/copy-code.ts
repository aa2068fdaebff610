import { attr } from '../shared/attributes.js';
import { copyText, el } from './dom.js';
import { t } from './i18n.js';

const LABEL = t('client.copy.copy');
const DONE = t('client.copy.copiedBang');

/**
 * Gives every `[data-copy]` block a copy button (in its title row, when it has a title). Without JS
 * there is no button and the code stays selectable; the button's result is announced to screen
 * readers.
 */
export function setupCopyCode(root: Document): void {
  for (const block of root.querySelectorAll<HTMLElement>(`[${attr.copy}]`)) {
    const code = block.querySelector('pre code') ?? block.querySelector('pre');
    if (!code || block.querySelector('.copy-button')) continue;
    const button = el(
      'button',
      { type: 'button', className: 'copy-button', textContent: LABEL },
      { 'aria-label': t('client.copy.copyCode') },
    );
    const status = el('span', { className: 'visually-hidden' }, { role: 'status' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const ok = await copyText(code.textContent ?? '');
      button.textContent = ok ? DONE : t('client.copy.failed');
      status.textContent = ok ? t('client.copy.codeCopied') : t('client.copy.codeNotCopied');
      button.dataset.copied = String(ok);
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.textContent = LABEL;
        status.textContent = '';
        delete button.dataset.copied;
      }, 2000);
    });
    // In a titled block the button goes in the title row, after the title: never over it.
    (block.querySelector(':scope > .code-block__title') ?? block).append(button);
    block.append(status);
  }
}
