import { attr } from '../shared/attributes.js';
import { copyText } from './dom.js';
import { t } from './i18n.js';

const LABEL = t('client.copy.markdown');

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
      button.textContent = ok ? t('client.copy.copiedBang') : t('client.copy.failed');
      if (status)
        status.textContent = ok
          ? t('client.copy.markdownCopied')
          : t('client.copy.markdownNotCopied');
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.textContent = LABEL;
        if (status) status.textContent = '';
      }, 2000);
    });
  }
}
