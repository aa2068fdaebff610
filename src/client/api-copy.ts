import { copyText } from './dom.js';
import { t } from './i18n.js';

/** "Copiar" buttons next to each operation's method and path (`[data-api-copy]` holds the text). */
export function setupApiCopy(root: Document): void {
  root.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[data-api-copy]',
    );
    if (!button) return;
    const copied = await copyText(button.dataset.apiCopy ?? '');
    button.textContent = copied ? t('client.copy.copied') : t('client.copy.notCopied');
    setTimeout(() => (button.textContent = t('client.copy.copy')), 1500);
  });
}
