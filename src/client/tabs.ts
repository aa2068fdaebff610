import { attr, storageKeys } from '../shared/attributes.js';
import { el } from './dom.js';
import { readKey, writeKey } from './storage.js';

let unique = 0;

interface TabGroup {
  group: string;
  select(label: string, focus: boolean): boolean;
}

/**
 * Turns one `[data-tabs]` group (all panels rendered, one after another) into an ARIA tablist
 * showing `choice` (the label chosen for its group) or else its first panel.
 */
function enhance(
  root: Document,
  container: HTMLElement,
  choice: string | null,
  onChoose: (group: string, label: string) => void,
): TabGroup | undefined {
  const panels = [...container.children].filter(
    (c): c is HTMLElement => c instanceof HTMLElement && c.hasAttribute(attr.tabLabel),
  );
  if (panels.length === 0) return undefined;
  const group = container.getAttribute(attr.tabs) ?? '';
  const list = el('div', { className: 'tabs__list' }, { role: 'tablist' });
  const name = container.getAttribute(attr.tabsName);
  if (name) list.setAttribute('aria-label', name);
  const id = `tabs-${++unique}`;
  const tabs = panels.map((panel, i) => {
    // Not el() (dom.ts): a page can have hundreds of tabs, and plain assignments are quicker.
    const tab = root.createElement('button');
    tab.type = 'button';
    tab.id = `${id}-tab-${i}`;
    tab.className = 'tabs__tab';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `${id}-panel-${i}`);
    // A shortened text, when the label is long: the panel shows the label.
    tab.textContent = panel.dataset.tabText ?? panel.getAttribute(attr.tabLabel);
    panel.id = `${id}-panel-${i}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    list.append(tab);
    return tab;
  });
  const show = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
      panels[i]!.hidden = i !== index;
    });
    if (focus) tabs[index]!.focus();
    // A row that scrolls keeps its chosen tab in view (once it is laid out, if off-screen now).
    // A row that may scroll shows its chosen tab once on screen (a chunk of its own: it is needed
    // only when the chosen tab is not the first).
    else if (index > 0)
      void import('./tab-reveal.js').then(
        (m) => m.reveal(list),
        () => undefined,
      );
  };
  const select = (label: string, focus: boolean) => {
    const index = panels.findIndex((p) => p.getAttribute(attr.tabLabel) === label);
    if (index >= 0) show(index, focus);
    return index >= 0;
  };
  list.addEventListener('click', (event) => {
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index >= 0) onChoose(group, panels[index]!.getAttribute(attr.tabLabel) ?? '');
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(root.activeElement as HTMLButtonElement);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current + 1 > last ? 0 : current + 1,
      ArrowLeft: current - 1 < 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (current < 0 || next === undefined) return;
    event.preventDefault();
    show(next, true);
    onChoose(group, panels[next]!.getAttribute(attr.tabLabel) ?? '');
  });
  container.prepend(list);
  container.dataset.enhanced = '';
  if (!select(choice ?? '', false)) show(0, false);
  return { group, select };
}

/**
 * How long one run of enhancing may take before it yields, so hundreds of groups never block input.
 */
const SLICE_MS = 2;

/**
 * Code tabs: keyboard accessible (arrows, Home, End), and the choice is remembered across the site;
 * every group with the same group id (or the same labels) follows it. Groups are enhanced in
 * document order, in slices of a few milliseconds: the API reference has hundreds, and doing them
 * all in one task blocked the main thread of a phone for a quarter of a second.
 */
export function setupTabs(root: Document): void {
  const groups: TabGroup[] = [];
  const chosen = new Map<string, string>();
  const choose = (group: string, label: string) => {
    chosen.set(group, label);
    // Where storage is disabled, the choice still applies on this page.
    writeKey('localStorage', storageKeys.tabChoice(group), label);
    for (const g of groups) if (g.group === group) g.select(label, false);
    const active = root.activeElement;
    if (active instanceof HTMLElement && active.getAttribute('role') === 'tab') active.focus();
  };
  const containers = root.querySelectorAll<HTMLElement>(`[${attr.tabs}]`);
  let next = 0;
  const run = () => {
    const start = performance.now();
    while (next < containers.length) {
      const container = containers[next++]!;
      const id = container.getAttribute(attr.tabs) ?? '';
      const group = enhance(
        root,
        container,
        chosen.get(id) ?? readKey('localStorage', storageKeys.tabChoice(id)),
        choose,
      );
      if (group) groups.push(group);
      if (performance.now() - start > SLICE_MS && next < containers.length) {
        setTimeout(run, 0);
        return;
      }
    }
  };
  run();
}
