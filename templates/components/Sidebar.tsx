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
      <a
        className={item.active ? 'sidebar__link is-active' : 'sidebar__link'}
        href={item.href}
        aria-current={item.active ? 'page' : undefined}
      >
        {item.label}
      </a>
    );
  }
  if (item.kind === 'link') {
    return (
      <a
        className="sidebar__link"
        href={item.href}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    );
  }
  // A summary is a button, so a category with its own page puts the link beside a bare toggle, not
  // inside it.
  const current = item.active && !item.items.some((i) => i.kind === 'doc' && i.active);
  return (
    <div
      className={item.href ? 'sidebar__category sidebar__category--linked' : 'sidebar__category'}
    >
      {item.href ? (
        <a
          className={item.active ? 'sidebar__summary is-active' : 'sidebar__summary'}
          href={item.href}
          aria-current={current ? 'page' : undefined}
        >
          {item.label}
        </a>
      ) : null}
      <details className="sidebar__details" open={!item.collapsed} data-category={item.label}>
        <summary
          className={item.href ? 'sidebar__toggle' : 'sidebar__summary'}
          aria-label={item.href ? `Mostrar ou ocultar ${item.label}` : undefined}
        >
          {item.href ? null : item.label}
        </summary>
        <Items items={item.items} />
      </details>
    </div>
  );
}

/**
 * The docs sidebar; categories are <details>, so they fold without JavaScript. The label differs
 * from the footer's groups.
 */
export function Sidebar({
  items,
  id = 'docs-sidebar',
  label = 'Menu da documentação',
}: {
  items: SidebarItemModel[];
  id?: string;
  label?: string;
}) {
  return (
    <nav className="sidebar" aria-label={label} id={id}>
      <Items items={items} />
    </nav>
  );
}
