import { storageKeys } from '../../shared/attributes.js';
import { VERSION_MENU } from '../../shared/versions.js';
import { readKey, writeKey } from '../storage.js';
import { t } from '../i18n.js';

/**
 * The version menu of a site with several versions (loaded by its pages alone, so a site of one
 * version loads nothing of it). Its links work as they are; with this script a switch keeps the
 * `#hash` where the target is the same page, the version chosen is remembered, and on a page
 * outside the versions (the home page) the navbar's links to the docs and the reference lead to
 * the version remembered.
 */
function setupVersionMenu(root: Document): void {
  const menu = root.querySelector<HTMLElement>(`[${VERSION_MENU.menu}]`);
  if (!menu) return;
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`a[${VERSION_MENU.name}]`);
    if (!link) return;
    writeKey('localStorage', storageKeys.docsVersion, link.getAttribute(VERSION_MENU.name));
    if (link.hasAttribute(VERSION_MENU.samePage) && location.hash && !link.hash)
      link.hash = location.hash;
  });
  if (!menu.hasAttribute(VERSION_MENU.outside)) return;
  const chosen = readKey('localStorage', storageKeys.docsVersion);
  const items = [...menu.querySelectorAll<HTMLAnchorElement>(`a[${VERSION_MENU.name}]`)];
  const shown = items.find((a) => a.hasAttribute('aria-current'));
  const target = items.find((a) => a.getAttribute(VERSION_MENU.name) === chosen);
  if (!shown || !target || target === shown) return;
  const moves = [VERSION_MENU.docs, VERSION_MENU.api].flatMap((name) => {
    const from = shown.getAttribute(name);
    const to = target.getAttribute(name);
    return from && to ? [[from, to] as const] : [];
  });
  for (const link of root.querySelectorAll<HTMLAnchorElement>('.navbar a[href], .drawer a[href]')) {
    const href = link.getAttribute('href')!;
    const move = moves.find(([from]) => href.startsWith(from));
    if (move) link.setAttribute('href', move[1]);
  }
  menu.querySelector('summary .dropdown__label')!.textContent = target.textContent;
  menu
    .querySelector('summary')!
    .setAttribute('aria-label', t('client.versions.current', { version: target.textContent }));
  shown.removeAttribute('aria-current');
  shown.classList.remove('is-active');
  target.setAttribute('aria-current', 'true');
  target.classList.add('is-active');
}

setupVersionMenu(document);
