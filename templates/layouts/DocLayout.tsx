import type { ReactNode } from 'react';
import type { SidebarItemModel } from '../../src/shared/view-models.js';
import { Sidebar } from '../components/Sidebar.js';

/** Sidebar on the left, the page in the middle; the page adds its own TOC column. */
export function DocLayout({
  sidebar,
  children,
}: {
  sidebar: SidebarItemModel[];
  children: ReactNode;
}) {
  return (
    <div className="docs">
      <div className="docs__sidebar">
        <Sidebar items={sidebar} />
      </div>
      <main className="docs__main" id="conteudo" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
