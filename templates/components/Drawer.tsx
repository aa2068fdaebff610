import type { ChromeModel, SidebarItemModel } from '../../src/shared/view-models.js';
import { NavLink } from './NavLink.js';
import { useStrings } from '../strings.js';
import { Sidebar } from './Sidebar.js';

/**
 * The phone navigation drawer: a modal dialog the menu button opens, holding the navbar links and
 * the docs sidebar.
 */
export function Drawer({
  chrome,
  sidebar,
}: {
  chrome: ChromeModel;
  sidebar: SidebarItemModel[] | undefined;
}) {
  const { frame } = useStrings();
  return (
    <dialog className="drawer" id="drawer" data-drawer aria-label={frame.drawer}>
      <div className="drawer__head">
        <a className="navbar__brand" href={chrome.homeHref}>
          {chrome.siteTitle}
        </a>
        <button
          type="button"
          className="drawer__close"
          data-drawer-close
          aria-label={frame.closeMenu}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <nav aria-label={frame.mainNavDrawer}>
        <ul className="drawer__items">
          {chrome.navItems.map((item) => (
            <li key={item.href}>
              <NavLink link={item} className="drawer__link" />
            </li>
          ))}
        </ul>
      </nav>
      {sidebar ? (
        <Sidebar items={sidebar} id="drawer-sidebar" label={frame.docsSidebarDrawer} />
      ) : null}
    </dialog>
  );
}
