import type { SidebarItemModel } from '../../src/shared/view-models.js';

function Items({ items }: { items: SidebarItemModel[] }) {
  return (
    <ul className="sidebar__list">
      {items.map((item) => (
        <li key={item.label + (item.href ?? '')}>
          <Item item={item} />
        </li>
      ))}
    </ul>
  );
}

function Item({ item }: { item: SidebarItemModel }) {
  if (item.kind === 'doc') {
    return (
      <a className={item.active ? 'sidebar__link is-active' : 'sidebar__link'} href={item.href} aria-current={item.active ? 'page' : undefined}>
        {item.label}
      </a>
    );
  }
  if (item.kind === 'link') {
    return (
      <a className="sidebar__link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.label}
      </a>
    );
  }
  return (
    <details className="sidebar__category" open={!item.collapsed} data-category={item.label}>
      <summary className={item.active ? 'sidebar__summary is-active' : 'sidebar__summary'}>
        {item.href ? (
          <a href={item.href} aria-current={item.active && !item.items.some((i) => i.kind === 'doc' && i.active) ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          item.label
        )}
      </summary>
      <Items items={item.items} />
    </details>
  );
}

/** The docs sidebar; categories are <details>, so they fold without JavaScript. */
export function Sidebar({ items, id = 'docs-sidebar', label = 'Documentação' }: { items: SidebarItemModel[]; id?: string; label?: string }) {
  return (
    <nav className="sidebar" aria-label={label} id={id}>
      <Items items={items} />
    </nav>
  );
}
