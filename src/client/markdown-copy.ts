import { attr } from '../shared/attributes.js';
import { copyText } from './dom.js';

const LABEL = 'Copiar como Markdown';

/**
 * "Copiar como Markdown": fetches the page's Markdown copy (published beside its HTML) and puts it
 * on the clipboard. The button is shown only with JavaScript; "Ver como Markdown" is a plain link.
 */
export function setupMarkdownCopy(root: Document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${attr.copyMarkdown}]`)) {
    const status = button.parentElement?.querySelector<HTMLElement>('[role="status"]');
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      let ok = false;
      try {
        const response = await fetch(button.getAttribute(attr.copyMarkdown) ?? '');
        ok = response.ok && (await copyText(await response.text()));
      } catch {
        ok = false;
      }
      button.textContent = ok ? 'Copiado!' : 'Erro ao copiar';
      if (status)
        status.textContent = ok
          ? 'Markdown da página copiado'
          : 'Não foi possível copiar o Markdown';
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.textContent = LABEL;
        if (status) status.textContent = '';
      }, 2000);
    });
  }
}
