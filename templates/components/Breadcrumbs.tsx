import type { BreadcrumbModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

/** Where a docs page sits: docs › category › page (the page itself is not a link). */
export function Breadcrumbs({ items }: { items: BreadcrumbModel[] }) {
  const { frame } = useStrings();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={frame.breadcrumbs}>
      <ol className="breadcrumbs__list">
        {items.map((item) => (
          <li key={item.label + (item.href ?? '')} className="breadcrumbs__item">
            {item.current ? (
              <span className="breadcrumbs__current" aria-current="page">
                {item.label}
              </span>
            ) : item.href ? (
              <a className="breadcrumbs__link" href={item.href}>
                {item.label}
              </a>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
