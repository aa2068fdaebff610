import { attr } from '../shared/attributes.js';
import { copyText, el } from './dom.js';

const LABEL = 'Copiar';
const DONE = 'Copiado!';

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
      { 'aria-label': 'Copiar código' },
    );
    const status = el('span', { className: 'visually-hidden' }, { role: 'status' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const ok = await copyText(code.textContent ?? '');
      button.textContent = ok ? DONE : 'Erro ao copiar';
      status.textContent = ok ? 'Código copiado' : 'Não foi possível copiar';
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
