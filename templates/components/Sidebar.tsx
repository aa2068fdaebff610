import type { SidebarItemModel } from '../../src/shared/view-models.js';
import { fill } from '../../src/shared/i18n/message.js';
import { useStrings } from '../strings.js';

type Rendered = Exclude<SidebarItemModel, { kind: 'html' }>;

function Items({ items }: { items: SidebarItemModel[] }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, i) =>
        // A sidebars file's `html` item, sanitized (site/sidebars/html-item.ts).
        item.kind === 'html' ? (
          <li key={`html-${i}`}>
            <div
              className={item.defaultStyle ? 'sidebar__link' : undefined}
              dangerouslySetInnerHTML={{ __html: item.html }}
            />
          </li>
        ) : (
          <li key={item.label + (item.href ?? '')}>
            <Item item={item} />
          </li>
        ),
      )}
    </ul>
  );
}

function Item({ item }: { item: Rendered }) {
  const { frame } = useStrings();
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
  if (item.collapsible === false) return <Static item={item} current={current} />;
  return (
    <div
      className={item.href ? 'sidebar__category sidebar__category--linked' : 'sidebar__category'}
    >
      {item.href ? <CategoryLink item={item} current={current} /> : null}
      <details className="sidebar__details" open={!item.collapsed} data-category={item.label}>
        <summary
          className={item.href ? 'sidebar__toggle' : 'sidebar__summary'}
          aria-label={item.href ? fill(frame.toggleCategory, { category: item.label }) : undefined}
        >
          {item.href ? null : item.label}
        </summary>
        <Items items={item.items} />
      </details>
    </div>
  );
}

/** The title of a category with its own page: a link to it. */
function CategoryLink({
  item,
  current,
}: {
  item: Rendered & { kind: 'category' };
  current: boolean;
}) {
  return (
    <a
      className={item.active ? 'sidebar__summary is-active' : 'sidebar__summary'}
      href={item.href}
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
    </a>
  );
}

/** A category that does not fold (`collapsible: false`): its title, then its list, always shown. */
function Static({ item, current }: { item: Rendered & { kind: 'category' }; current: boolean }) {
  return (
    <div className="sidebar__category">
      {item.href ? (
        <CategoryLink item={item} current={current} />
      ) : (
        <span className="sidebar__summary">{item.label}</span>
      )}
      <Items items={item.items} />
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
  label,
}: {
  items: SidebarItemModel[];
  id?: string;
  /** Its accessible name; the docs sidebar's (`frame.docsSidebar`) by default. */
  label?: string;
}) {
  const { frame } = useStrings();
  return (
    <nav className="sidebar" aria-label={label ?? frame.docsSidebar} id={id}>
      <Items items={items} />
    </nav>
  );
}
