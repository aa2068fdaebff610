/**
 * React in the reader's browser, for the islands of MDX pages: the page's island script
 * (src/node/content/mdx/island-bundle.ts) is bundled with this module standing for `react`,
 * `react/jsx-runtime` and `react-dom/client`, so it needs no React package of the site's.
 * scripts/compile.mjs compiles it to lib/client/mdx-islands-runtime.js.
 */
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export * from '../../shared/react-api.js';
export { default } from '../../shared/react-api.js';
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
export { createRoot, hydrateRoot } from 'react-dom/client';

/** Keeps an island that throws from taking its server-rendered HTML with it. */
class Boundary extends Component<
  { children?: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Makes each `[data-mdx-island]` element of the page its component again, live, with the props
 * the build rendered it with (`data-mdx-props`). The HTML the build rendered stays the island's
 * until then, and again if the component throws.
 */
// A component of the site takes the props its page gives it, whatever their shape.
// biome-ignore lint/suspicious/noExplicitAny: the props are the page's JSON, typed by the site.
export function mountIslands(components: Readonly<Record<string, ComponentType<any>>>): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-mdx-island]')) {
    const island = components[element.dataset.mdxIsland ?? ''];
    if (!island) continue;
    const html = element.innerHTML;
    let props: Record<string, unknown>;
    try {
      props = JSON.parse(element.dataset.mdxProps ?? '{}') as Record<string, unknown>;
    } catch (error) {
      console.error('docgen: ilha com props inválidas', error);
      continue;
    }
    const restore = (error: unknown) => {
      console.error('docgen: a ilha falhou; fica o HTML do build', error);
      queueMicrotask(() => {
        root.unmount();
        element.innerHTML = html;
      });
    };
    const root = hydrateRoot(
      element,
      createElement(Boundary, { onError: restore }, createElement(island, props)),
      { onRecoverableError: () => undefined },
    );
  }
}
