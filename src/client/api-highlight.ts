import { TOKEN_KINDS, type TokenKind } from '../shared/token-kinds.js';

/**
 * Colours the samples of each operation once it nears the viewport, with the CSS Custom Highlight
 * API: ranges over the code's one text node, so no element is added and nothing moves. Browsers
 * without the API (and readers without JavaScript) get the same code in one colour. The lexer is a
 * chunk of its own, loaded with the first samples in view: a page whose chunk fails to load keeps
 * its samples, in one colour.
 */
export function setupApiHighlight(root: Document): void {
  if (typeof Highlight === 'undefined' || !('highlights' in CSS)) return;
  // In forced colours (Windows' contrast themes) the browser paints highlights in the system's
  // selection colours, so the code would look selected: it stays in one colour there.
  if (matchMedia('(forced-colors: active)').matches) return;
  const registry = new Map<TokenKind, Highlight>();
  for (const kind of TOKEN_KINDS) {
    const highlight = new Highlight();
    registry.set(kind, highlight);
    // The name the stylesheet colours: `::highlight(api-tk-s)` and so on.
    CSS.highlights.set(`api-tk-${kind}`, highlight);
  }
  const done = new WeakSet<Element>();
  let lexer: Promise<typeof import('../shared/tokenize.js')> | undefined;
  const paint = async (section: Element) => {
    const { tokens } = await (lexer ??= import('../shared/tokenize.js'));
    for (const code of section.querySelectorAll<HTMLElement>('code[data-lang]')) {
      const text = code.firstChild;
      if (done.has(code) || !(text instanceof Text) || text !== code.lastChild) continue;
      done.add(code);
      for (const t of tokens(text.data, code.dataset.lang ?? '')) {
        registry.get(t.kind)!.add(
          new StaticRange({
            startContainer: text,
            startOffset: t.start,
            endContainer: text,
            endOffset: t.end,
          }),
        );
      }
    }
  };
  // One viewport ahead, so samples are coloured before they scroll in.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        paint(entry.target).catch(() => undefined);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const section of root.querySelectorAll('[data-operation]')) observer.observe(section);
}
